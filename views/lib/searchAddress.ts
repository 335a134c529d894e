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

/** The query string both addresses share; no type and page 1 are left out. */
const queryOf = ({ q, type, page }: SearchAddress) => new URLSearchParams([['q', q], ...(type ? [['type', type]] : []), ...(page > 1 ? [['page', String(page)]] : [])]);

/** The API address of a search; only for a query of 1 to 200 characters. */
export const searchApiUrl = (address: SearchAddress) => `/api/search?${queryOf(address)}`;

/** The search page's own address for a query, a type and a page. */
export const searchPageUrl = (address: SearchAddress) => `/search?${queryOf(address)}`;

export const isSearchable = (q: string) => q.length >= 1 && q.length <= MAX_SEARCH_LENGTH;
