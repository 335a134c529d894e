// A search of the whole site: every query word must match (the last, from three letters, may be
// the start of a longer one, as while typing, and a word of five letters or more may have one
// typo); results rank by where they matched (title, then tags and authors, then the excerpt,
// then the body), then by date, newest first. Each comes with a snippet of the passage that matched.
import type { DataSource } from 'typeorm';
import type { SearchPageDto, SearchResultDto, SearchType } from '../../../views/api/types';
import { sectionEnabled } from '../../../views/lib/sections';
import { currentSettings } from '../settings';
import type { SearchDocument } from './searchDocuments';
import { searchIndexOf, type SearchField } from './searchIndex';
import { mentions, snippetOf } from './snippet';

export const SEARCH_PAGE_SIZE = 10;

const FIELD_RANK: Record<SearchField, number> = { title: 4, tags: 3, authors: 3, excerpt: 2, body: 1 };

const SEARCH_OPTIONS = {
  boost: { title: 8, tags: 4, authors: 4, excerpt: 2, body: 1 },
  // Only the last word is still being typed; one or two letters would stand for thousands of words.
  prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
};

export interface SiteSearch {
  q: string;
  type?: SearchType;
  page?: number;
}

/** The snippet and address of a result: the body section that matched, else the excerpt. */
function shown(document: SearchDocument, terms: ReadonlySet<string>, rank: number): Pick<SearchResultDto, 'snippet' | 'url'> {
  if (rank === FIELD_RANK.body) {
    const section = document.sections.find((candidate) => mentions(candidate.text, terms));
    if (section) return { snippet: snippetOf(section.text, terms), url: section.anchor ? `${document.url}#${section.anchor}` : document.url };
  }
  const text = document.excerpt || document.sections[0]?.text || '';
  return { snippet: snippetOf(text, terms), url: document.url };
}

export async function searchSite(db: DataSource, { q, type, page = 1 }: SiteSearch): Promise<SearchPageDto> {
  const [index, settings] = await Promise.all([searchIndexOf(db).current(db), currentSettings(db)]);
  // Nothing from a section the owner turned off; of one type when asked.
  const filter = (result: { id: string }) => {
    const document = index.documents.get(String(result.id));
    return (!type || String(result.id).startsWith(`${type}:`)) && document !== undefined && sectionEnabled(settings, document.url.split(/[?#]/)[0]);
  };
  let results = index.miniSearch.search(q, { ...SEARCH_OPTIONS, combineWith: 'AND', filter });
  // Nothing has every word: what has most of them is better than nothing.
  if (results.length === 0) results = index.miniSearch.search(q, { ...SEARCH_OPTIONS, combineWith: 'OR', filter });
  const ranked = results
    .flatMap((result) => {
      const document = index.documents.get(String(result.id));
      const fields = Object.values(result.match).flat() as SearchField[];
      return document ? [{ result, document, rank: Math.max(...fields.map((field) => FIELD_RANK[field] ?? 0)) }] : [];
    })
    .sort((a, b) => b.rank - a.rank || (b.document.publishedAt ?? '').localeCompare(a.document.publishedAt ?? '') || b.result.score - a.result.score);
  const totalPages = Math.max(1, Math.ceil(ranked.length / SEARCH_PAGE_SIZE));
  const items = ranked.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map(({ result, document, rank }) => ({
    type: document.type,
    title: document.title,
    publishedAt: document.publishedAt,
    ...shown(document, new Set(result.terms), rank),
  }));
  return { items, total: ranked.length, page, totalPages };
}
