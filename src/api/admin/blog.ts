import { BlogPostCreateAdminInput, BlogPostUpdateAdminInput } from '../../../entities/BlogPostAdminInput';
import { createPost, getAdminPost, listAdminPosts, updatePost } from '../../services/admin/blog';
import { defineApi } from '../define';
import { idParam } from '../idParam';

export const adminBlogApi = defineApi('blog', (api) => {
  api.get('/admin/blog', ({ db }) => listAdminPosts(db), { admin: true });
  api.post('/admin/blog', BlogPostCreateAdminInput, ({ db }, { body }) => createPost(db, body), { admin: true, status: 201 });
  api.get('/admin/blog/:id', ({ db }, { params }) => getAdminPost(db, idParam(params)), { admin: true });
  api.put('/admin/blog/:id', BlogPostUpdateAdminInput, ({ db }, { params, body }) => updatePost(db, idParam(params), body), { admin: true });
});
