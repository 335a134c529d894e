import { getPublishedEssay, listPublishedEssays } from '../services/essays';
import { defineApi } from './define';

export const essaysApi = defineApi((api) => {
  api.get('/ai-islam', ({ db }) => listPublishedEssays(db));
  api.get('/ai-islam/:slug', ({ db }, { params }) => getPublishedEssay(db, params.slug));
});
