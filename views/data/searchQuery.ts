// The search query, apart from views/data/queries.ts: only the search page and the header's
// search dialog read it, so no other page's script carries it.
import { queryOptions } from '@tanstack/react-query';
import type { SearchPageDto } from '../api/types';
import { type SearchAddress, searchApiUrl } from '../lib/searchAddress';

export const searchQuery = (address: SearchAddress) => queryOptions<SearchPageDto>({ queryKey: [searchApiUrl(address)] });
