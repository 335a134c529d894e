import { RelatedPostsInput } from '../../entities/RelatedPostsInput';
import { BlogListWindowInput } from '../../entities/ListWindowInput';
import { getPublishedPost, listFeaturedPosts, listPublishedPosts, listRelatedPosts, windowOfPublishedPosts } from '../services/blog';
import { assertCategoryExists } from '../services/categories';
import { defineApi } from './define';
import { validateQuery } from './validateInput';

export const blogApi = defineApi('blog', (api) => {
  // With ?first=N (and the page's filters q, category): the page's first screen, not the whole list.
  api.get('/blog', async ({ db }, { query }) => {
    if (!query.has('first')) return listPublishedPosts(db);
    const { first, q = '', category = '' } = await validateQuery(BlogListWindowInput, query);
    return windowOfPublishedPosts(db, { search: q, category }, Number(first));
  }, { cached: true });
  api.get('/blog/featured', ({ db }) => listFeaturedPosts(db), { cached: true });
  // The post with its conversation: renewed by a write to either.
  api.get('/blog/post/:slug', ({ db }, { params }) => getPublishedPost(db, params.slug), { cached: true, areas: ['blog', 'comments'] });
  api.get('/blog/related', async ({ db }, { query }) => {
    const { category, exclude } = await validateQuery(RelatedPostsInput, query);
    await assertCategoryExists(db, category);
    return listRelatedPosts(db, category, exclude);
  });
});
