// A search of the whole site (GET /api/search and the /search page): the query's distinct words,
// a few at most (./queryWords.ts), searched on the search thread in an index brought up to date
// first (./searchIndex.ts). How words match and rank: ./searchEngine.ts.
import type { DataSource } from 'typeorm';
import type { SearchPageDto, SearchType } from '../../../views/api/types';
import { hiddenSectionPaths } from '../../../views/lib/sections';
import { currentSettings } from '../settings';
import { queryWords } from './queryWords';
import { searchIndexOf } from './searchIndex';

export interface SiteSearch {
  q: string;
  type?: SearchType;
  page?: number;
}

export async function searchSite(db: DataSource, { q, type, page = 1 }: SiteSearch): Promise<SearchPageDto> {
  const words = queryWords(q);
  if (words === '') return { items: [], total: 0, page, totalPages: 1 }; // punctuation only: no word to look for
  const index = searchIndexOf(db);
  const [, settings] = await Promise.all([index.current(db), currentSettings(db)]);
  // Nothing from a section the owner turned off.
  return index.thread.search({ words, type, page, hiddenPaths: hiddenSectionPaths(settings) });
}
