// /search?q=…: every post, essay, book and resource, searched on the server. The form is a plain
// GET form, so the page works with scripts off; results link to the item (for a match in a
// body, to the heading above it) with the passage that matched, its words marked. With scripts,
// on a wide screen, results follow the words as they are typed (the address follows too, so a
// search can still be shared); on a phone, Enter searches.
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { SearchResultDto, SearchType } from '../api/types';
import { Link, useNavigation } from '../app/router';
import { badgeCss, Container, inputCss, pageHeroCss, primaryButtonCss, sectionCss } from '../components/ui';
import { searchQuery } from '../data/searchQuery';
import { formatBlogDate } from '../lib/format';
import { isSearchable, MAX_SEARCH_LENGTH, readSearchAddress, type SearchAddress, searchPageUrl } from '../lib/searchAddress';
import { color, media, radius } from '../style/theme';

const TYPE_LABELS: Record<SearchType, string> = { post: 'Blog post', essay: 'Essay', book: 'Book', resource: 'Resource' };
const FILTERS: { value: SearchType | ''; label: string }[] = [
  { value: '', label: 'Everything' },
  { value: 'post', label: 'Blog posts' },
  { value: 'essay', label: 'Essays' },
  { value: 'book', label: 'Books' },
  { value: 'resource', label: 'Resources' },
];

const formCss = css`
  display: grid;
  gap: 10px;
  max-width: 720px;
  margin: 24px auto 0;
  ${media.sm} { grid-template-columns: 1fr auto auto; }
  input, select { min-height: 48px; }
`;

const resultsCss = css`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 760px;
  display: grid;
  gap: 16px;
`;

const resultCss = css`
  padding: 18px 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  h2 { font-size: 1.2rem; margin: 10px 0 6px; }
  h2 a { color: ${color.text}; }
  p { margin: 0; color: ${color.muted}; overflow-wrap: anywhere; }
  mark { background: ${color.accentSoft}; color: ${color.accentStrong}; font-weight: 600; padding: 0 2px; border-radius: 3px; }
  time { font-size: 0.88rem; color: ${color.muted}; margin-left: 10px; }
`;

const statusCss = css`
  max-width: 760px;
  margin: 0 auto 20px;
  color: ${color.muted};
`;

const pagerCss = css`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  max-width: 760px;
  margin: 28px auto 0;
`;

const TYPING_PAUSE_MS = 250;
const WIDE_SCREEN = '(min-width: 768px)';

/** The words being typed, once the typing pauses, on a wide screen (else undefined: Enter searches). */
function useLiveWords(typed: string): string | undefined {
  const [live, setLive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!window.matchMedia(WIDE_SCREEN).matches) return;
    const timer = setTimeout(() => setLive(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return live;
}

function SearchForm({ address, typed, onType }: { address: SearchAddress; typed: string; onType: (text: string) => void }) {
  const id = useId();
  return (
    <search>
      <form method="get" action="/search" css={formCss}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search the site
        </label>
        <input
        id={`${id}-q`}
        css={inputCss}
        type="search"
        name="q"
        value={typed}
        onChange={(event) => onType(event.target.value)}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search posts, essays, books and resources"
        // A page that is only a search field, opened to search ('/' or the header's button).
        // biome-ignore lint/a11y/noAutofocus: the field is the page's purpose, and only an empty search page takes the focus
        autoFocus={address.q === ''}
      />
        <label htmlFor={`${id}-type`} className="visually-hidden">
          Search in
        </label>
        <select id={`${id}-type`} css={inputCss} name="type" defaultValue={address.type}>
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
        <button type="submit" css={primaryButtonCss}>
          Search
        </button>
      </form>
    </search>
  );
}

function Result({ result }: { result: SearchResultDto }) {
  return (
    <li css={resultCss}>
      <span css={badgeCss}>{TYPE_LABELS[result.type]}</span>
      {result.publishedAt && result.type !== 'book' && <time dateTime={result.publishedAt}>{formatBlogDate(result.publishedAt)}</time>}
      <h2>
        <Link to={result.url}>{result.title}</Link>
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server escaped the passage (src/services/search/snippet.ts); its only markup is <mark> */}
      <p dangerouslySetInnerHTML={{ __html: result.snippet }} />
    </li>
  );
}

function Results({ address }: { address: SearchAddress }) {
  const { data, isPending, isError } = useQuery(searchQuery(address));
  if (isPending)
    return (
      <p css={statusCss} role="status">
        Searching…
      </p>
    );
  if (isError || !data)
    return (
      <p css={statusCss} role="alert">
        The search could not be run. Please try again.
      </p>
    );
  const quoted = `“${address.q}”`;
  if (data.total === 0) {
    return (
      <p css={statusCss} role="status">
        No results for {quoted}. Try fewer or different words, or search everything.
      </p>
    );
  }
  return (
    <>
      <p css={statusCss} role="status">
        {data.total === 1 ? '1 result' : `${data.total} results`} for {quoted}
        {data.totalPages > 1 ? `, page ${data.page} of ${data.totalPages}` : ''}
      </p>
      <ol css={resultsCss}>
        {data.items.map((result) => (
          <Result key={result.url} result={result} />
        ))}
      </ol>
      {data.totalPages > 1 && (
        <nav css={pagerCss} aria-label="Result pages">
          {data.page > 1 ? <Link to={searchPageUrl({ ...address, page: data.page - 1 })}>← Previous</Link> : <span />}
          {data.page < data.totalPages && <Link to={searchPageUrl({ ...address, page: data.page + 1 })}>Next →</Link>}
        </nav>
      )}
    </>
  );
}

export default function SearchPage() {
  const { search } = useNavigation();
  const fromAddress = readSearchAddress(search);
  const [typed, setTyped] = useState(fromAddress.q);
  const live = useLiveWords(typed);
  const address = live === undefined || live === fromAddress.q ? fromAddress : { q: live, type: fromAddress.type, page: 1 };
  useEffect(() => {
    if (live !== undefined && isSearchable(live)) window.history.replaceState(null, '', searchPageUrl({ q: live, type: fromAddress.type, page: 1 }));
  }, [live, fromAddress.type]);
  const tooLong = address.q.length > MAX_SEARCH_LENGTH;
  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>Search</h1>
          <p>Every post, essay, book and resource on the site.</p>
          <SearchForm address={fromAddress} typed={typed} onType={setTyped} />
        </Container>
      </section>
      <section css={sectionCss} aria-label="Search results">
        <Container>
          {tooLong ? (
            <p css={statusCss} role="alert">
              Search with at most {MAX_SEARCH_LENGTH} characters.
            </p>
          ) : isSearchable(address.q) ? (
            <Results address={address} />
          ) : (
            <p css={statusCss}>Type a word or two above: a title, a phrase you remember, a name.</p>
          )}
        </Container>
      </section>
    </>
  );
}
