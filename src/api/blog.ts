import { RelatedPostsInput } from '../../entities/RelatedPostsInput';
import { getPublishedPost, listFeaturedPosts, listPublishedPosts, listRelatedPosts } from '../services/blog';
import { defineApi } from './define';
import { validateBody } from './validateBody';

export const blogApi = defineApi((api) => {
  api.get('/blog', ({ db }) => listPublishedPosts(db));
  api.get('/blog/featured', ({ db }) => listFeaturedPosts(db));
  api.get('/blog/post/:slug', ({ db }, { params }) => getPublishedPost(db, params.slug));
  api.get('/blog/related', async ({ db }, { query }) => {
    const { category, exclude } = await validateBody(RelatedPostsInput, Object.fromEntries(query));
    return listRelatedPosts(db, category, exclude);
  });
});
