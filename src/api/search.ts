// Site search. Its answer comes from every area search reads, so it is kept (src/api/cachedAnswers.ts)
// and a /search page cached (src/ssr/render.tsx) while none of their content versions moves.
import { SearchInput } from '../../entities/SearchInput';
import { EVERY_AREA } from '../services/contentVersions';
import { SEARCHED_AREAS } from '../services/search/searchIndex';
import { searchSite } from '../services/search/searchSite';
import { defineApi } from './define';
import { validateQuery } from './validateInput';

export const searchApi = defineApi(EVERY_AREA, (api) => {
  api.get(
    '/search',
    async ({ db }, { query }) => {
      const { q, type, page } = await validateQuery(SearchInput, query);
      return searchSite(db, { q, type, page: page ? Number(page) : 1 });
    },
    { cached: true, areas: SEARCHED_AREAS },
  );
});
