import { getPublishedPage, legalPaths } from '../services/pages';
import { defineApi } from './define';

export const pagesApi = defineApi('pages', (api) => {
  // Where the footer's Privacy Policy and Terms of Service lead (every public page reads it).
  api.get('/legal-pages', ({ db }) => legalPaths(db), { cached: true });
  api.get('/pages/:slug', ({ db }, { params }) => getPublishedPage(db, params.slug), { cached: true });
});
