// The public reads behind the private preview links: GET /api/blog/preview/{token},
// /api/ai-islam/preview/{token} and /api/pages/preview/{token}. The token is the key; the answer is never cached, by the API's
// answers or by anyone else.
import { adminBlogPosts } from '../services/admin/blog';
import { adminEssays } from '../services/admin/essays';
import { adminPages } from '../services/admin/pages';
import { publicEssayPath, publicPagePath, publicPostPath } from '../services/publicAddress';
import { signingOf } from './admin/content';
import { defineApi } from './define';

function previewApi(service: typeof adminBlogPosts | typeof adminEssays | typeof adminPages, publicPath: (slug: string) => string) {
  return defineApi(service.area, (api) => {
    api.get(`/${service.rules.segment}/preview/:token`, ({ db, config }, { params }) => service.preview(db, signingOf(config), params.token, publicPath), { noStore: true });
  });
}

export const previewApis = [previewApi(adminBlogPosts, publicPostPath), previewApi(adminEssays, publicEssayPath), previewApi(adminPages, publicPagePath)];
