// Site search. Not kept in the answer cache: the index brings itself up to date with every
// area it reads (src/services/search/searchIndex.ts), and a search costs less than a cache entry.
import { SearchInput } from '../../entities/SearchInput';
import { EVERY_AREA } from '../services/contentVersions';
import { searchSite } from '../services/search/searchSite';
import { defineApi } from './define';
import { validateQuery } from './validateInput';

export const searchApi = defineApi(EVERY_AREA, (api) => {
  api.get('/search', async ({ db }, { query }) => {
    const { q, type, page } = await validateQuery(SearchInput, query);
    return searchSite(db, { q, type, page: page ? Number(page) : 1 });
  });
});
