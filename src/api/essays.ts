import { EssayListWindowInput } from '../../entities/ListWindowInput';
import { getPublishedEssay, listPublishedEssays, windowOfPublishedEssays } from '../services/essays';
import { defineApi } from './define';
import { validateQuery } from './validateInput';

export const essaysApi = defineApi('essays', (api) => {
  // With ?first=N (and the page's filters q, tag): the page's first screen and every topic, not the whole list.
  api.get('/ai-islam', async ({ db }, { query }) => {
    if (!query.has('first')) return listPublishedEssays(db);
    const { first, q = '', tag = '' } = await validateQuery(EssayListWindowInput, query);
    return windowOfPublishedEssays(db, { search: q, tag }, Number(first));
  }, { cached: true });
  // The essay with its conversation: renewed by a write to either.
  api.get('/ai-islam/:slug', ({ db }, { params }) => getPublishedEssay(db, params.slug), { cached: true, areas: ['essays', 'comments'] });
});
