// The public reads behind the private preview links: GET /api/blog/preview/{token} and
// /api/ai-islam/preview/{token}. The token is the key; the answer is never cached, by the API's
// answers or by anyone else.
import { adminBlogPosts } from '../services/admin/blog';
import { adminEssays } from '../services/admin/essays';
import { publicEssayPath, publicPostPath } from '../services/publicAddress';
import { signingOf } from './admin/content';
import { defineApi } from './define';

function previewApi(service: typeof adminBlogPosts | typeof adminEssays, publicPath: (slug: string) => string) {
  return defineApi(service.area, (api) => {
    api.get(`/${service.rules.segment}/preview/:token`, ({ db, config }, { params }) => service.preview(db, signingOf(config), params.token, publicPath), { noStore: true });
  });
}

export const previewApis = [previewApi(adminBlogPosts, publicPostPath), previewApi(adminEssays, publicEssayPath)];
