// The essays on AI and Islam: searched (title, excerpt, tags) and filtered by topic in the
// browser. The filters live in the address (?q=, ?tag=) like the blog's. The page comes with its
// first screen of matches; the whole list is fetched when needed (useListWindow).
import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { EssayCard } from '../components/essays/EssayCard';
import { essayFilterSpec, filterEssays, uniqueSortedTags } from '../lib/filterEssays';
import { EmptyResults } from '../components/listing/EmptyResults';
import { chipCss, FilterChips } from '../components/listing/FilterChips';
import { searchWidthCss, toolbarCss } from '../components/listing/listingCss';
import { PagedList } from '../components/listing/PagedList';
import { SearchField } from '../components/listing/SearchField';
import { useListWindow } from '../components/listing/useListWindow';
import { useUrlFilters } from '../components/listing/useUrlFilters';
import { badgeCss, cardGridCss, Container, LoadingStatus, pageHeroCss, sectionCss, SkeletonCard } from '../components/ui';
import { essaysQuery, essayWindowQuery, LIST_PAGE_SIZE } from '../data/queries';
import { color } from '../style/theme';

export const ESSAY_SKELETON_COUNT = 3;
export const ESSAY_PAGE_SIZE = LIST_PAGE_SIZE;
/** Past this many topics, the rest fold behind 'Show all topics'. */
export const TOPIC_CHIP_LIMIT = 20;


const clearBadgeCss = css`
  ${badgeCss};
  min-height: 36px;
  padding: 4px 14px;
  border: 1px solid ${color.accentSoft};
  font-size: 0.85rem;
  cursor: pointer;
  &:hover { border-color: ${color.accent}; }
`;

const moreTopicsCss = css`
  ${chipCss};
  border-style: dashed;
  color: ${color.muted};
`;

/** The topic chips to show: all of them, or the first few plus the chosen one. */
function visibleTopics(tags: string[], selected: string, showAll: boolean): string[] {
  if (showAll || tags.length <= TOPIC_CHIP_LIMIT) return tags;
  const first = tags.slice(0, TOPIC_CHIP_LIMIT);
  return selected && !first.includes(selected) ? [...first, selected] : first;
}

export default function EssaysPage() {
  const [filters, setFilters] = useUrlFilters(essayFilterSpec);
  const [showAllTopics, setShowAllTopics] = useState(false);
  const { q: search, tag } = filters;
  const essays = useListWindow(essaysQuery(), essayWindowQuery(filters), { search, tag }, filterEssays);
  const allTags = useMemo(() => (essays.all ? uniqueSortedTags(essays.all) : undefined), [essays.all]);
  const tags = allTags ?? essays.window?.tags ?? [];
  const topicChoices = [{ value: '', label: 'All Topics' }, ...visibleTopics(tags, tag, showAllTopics).map((t) => ({ value: t, label: t }))];

  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>A.I. &amp; Islam</h1>
          <p>Essays exploring artificial intelligence through the lens of Islamic ethics, law and philosophy.</p>
        </Container>
      </section>
      <section css={sectionCss} aria-label="Essays">
        <Container>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles up from the search field and chips inside; the div itself is never focused */}
          <div css={toolbarCss} onFocus={essays.loadAll}>
            <div css={searchWidthCss}>
              <SearchField label="Search essays" placeholder="Search essays by title, topic, or tag..." value={search} onChange={(q) => setFilters({ q })} />
            </div>
            <FilterChips label="Filter by topic" choices={topicChoices} selected={tag} onSelect={(value) => setFilters({ tag: value })}>
              {tags.length > TOPIC_CHIP_LIMIT && (
                <button type="button" css={moreTopicsCss} aria-expanded={showAllTopics} onClick={() => setShowAllTopics((shown) => !shown)}>
                  {showAllTopics ? 'Show fewer topics' : `Show all ${tags.length} topics`}
                </button>
              )}
            </FilterChips>
          </div>
          {essays.status === 'pending' ? (
            <div css={cardGridCss}>
              <LoadingStatus label="Loading essays" />
              {/* biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, all alike and fixed in number */}
              {Array.from({ length: ESSAY_SKELETON_COUNT }, (_, i) => <SkeletonCard key={i} lines={4} />)}
            </div>
          ) : essays.status === 'error' ? (
            <p role="alert">Essays could not be loaded. Please try again later.</p>
          ) : essays.total === 0 ? (
            <EmptyResults title="No essays found matching your criteria">
              {search.trim() !== '' && (
                <button type="button" css={clearBadgeCss} onClick={() => setFilters({ q: '' })}>
                  Clear Search
                </button>
              )}
              {tag !== '' && (
                <button type="button" css={clearBadgeCss} onClick={() => setFilters({ tag: '' })}>
                  Clear Tag Filter
                </button>
              )}
            </EmptyResults>
          ) : (
            <PagedList
              items={essays.matches}
              total={essays.total}
              onShowMore={essays.loadAll}
              pageSize={ESSAY_PAGE_SIZE}
              resetKey={`${search}\n${tag}`}
              noun="essays"
              listCss={cardGridCss}
              itemKey={(essay) => essay.id}
              renderItem={(essay) => <EssayCard essay={essay} />}
            />
          )}
        </Container>
      </section>
    </>
  );
}
