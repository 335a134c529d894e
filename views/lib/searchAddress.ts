// The search page's address: /search?q=…&type=…&page=…, read the same by the page and by the
// server, which prefetches the same results.
import { SEARCH_TYPES, type SearchType } from '../api/types';
import { isOneOf } from '../api/oneOf';

export const MAX_SEARCH_LENGTH = 200;

export interface SearchAddress {
  q: string;
  type: SearchType | '';
  page: number;
}

export function readSearchAddress(search: string): SearchAddress {
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    type: isOneOf(SEARCH_TYPES, type) ? type : '',
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}

/** The API address of a search; only for a query of 1 to 200 characters. */
export const searchApiUrl = ({ q, type, page }: SearchAddress) =>
  `/api/search?${new URLSearchParams([['q', q], ...(type ? [['type', type]] : []), ...(page > 1 ? [['page', String(page)]] : [])])}`;

/** The search page's own address for a query, a type and a page. */
export const searchPageUrl = ({ q, type, page }: SearchAddress) =>
  `/search?${new URLSearchParams([['q', q], ...(type ? [['type', type]] : []), ...(page > 1 ? [['page', String(page)]] : [])])}`;

export const isSearchable = (q: string) => q.length >= 1 && q.length <= MAX_SEARCH_LENGTH;
