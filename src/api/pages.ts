import { getPublishedPage } from '../services/pages';
import { defineApi } from './define';

export const pagesApi = defineApi('pages', (api) => {
  api.get('/pages/:slug', ({ db }, { params }) => getPublishedPage(db, params.slug), { cached: true });
});
