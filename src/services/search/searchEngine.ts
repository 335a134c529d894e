// The index and the search itself, as the search thread runs them (./searchWorker.ts): MiniSearch
// over every published post, essay, book and resource. Every query word must match (the last,
// from three letters, may be the start of a longer one, as while typing, and a word of five
// letters or more may have one typo); results rank by where they matched (title, then tags and
// authors, then the excerpt, then the body), then by date, newest first. Each comes with a
// snippet of the passage that matched. Pure code: no database, no clock.
import MiniSearch from 'minisearch';
import type { SearchPageDto, SearchResultDto, SearchType } from '../../../views/api/types';
import { underAnyPath } from '../../../views/lib/sections';
import { documentOf, type SearchDocument, type SearchSource } from './searchDocument';
import { searchTerm, tokenize } from './searchTerms';
import { mentions, snippetOf } from './snippet';

export const SEARCH_PAGE_SIZE = 10;

const SEARCH_FIELDS = ['title', 'tags', 'authors', 'excerpt', 'body'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

const FIELD_RANK: Record<SearchField, number> = { title: 4, tags: 3, authors: 3, excerpt: 2, body: 1 };

const SEARCH_OPTIONS = {
  boost: { title: 8, tags: 4, authors: 4, excerpt: 2, body: 1 },
  // Only the last word is still being typed; one or two letters would stand for thousands of words.
  prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
};

const fieldOf = (document: SearchDocument, field: string): string =>
  field === 'body' ? document.sections.map((section) => section.text).join(' ') : String(document[field as Exclude<SearchField, 'body'>] ?? '');

export interface EngineSearch {
  /** The query's words, already bounded (./queryWords.ts). */
  words: string;
  type?: SearchType;
  page: number;
  /** Addresses of sections the owner turned off (views/lib/sections.ts): their items are left out. */
  hiddenPaths?: readonly string[];
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

export class SearchEngine {
  private readonly miniSearch = new MiniSearch<SearchDocument>({ fields: [...SEARCH_FIELDS], extractField: fieldOf, tokenize, processTerm: searchTerm });
  private readonly documents = new Map<string, SearchDocument>();

  get size(): number {
    return this.documents.size;
  }

  /** Forgets the items of `removed`, then indexes `added` (an item already held is replaced). */
  apply(removed: readonly string[], added: readonly SearchSource[]): void {
    for (const id of removed) this.remove(id);
    for (const source of added) {
      this.remove(source.id);
      const document = documentOf(source);
      this.miniSearch.add(document);
      this.documents.set(document.id, document);
    }
  }

  search({ words, type, page, hiddenPaths = [] }: EngineSearch): SearchPageDto {
    const shownHere = (id: string) => {
      const document = this.documents.get(id);
      return document !== undefined && !underAnyPath(hiddenPaths, document.url.split(/[?#]/)[0]);
    };
    const filter = (result: { id: string }) => (!type || result.id.startsWith(`${type}:`)) && shownHere(String(result.id));
    let results = this.miniSearch.search(words, { ...SEARCH_OPTIONS, combineWith: 'AND', filter });
    // Nothing has every word: what has most of them is better than nothing.
    if (results.length === 0) results = this.miniSearch.search(words, { ...SEARCH_OPTIONS, combineWith: 'OR', filter });
    const ranked = results
      .flatMap((result) => {
        const document = this.documents.get(String(result.id));
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

  private remove(id: string): void {
    if (!this.documents.has(id)) return;
    this.miniSearch.discard(id);
    this.documents.delete(id);
  }
}
