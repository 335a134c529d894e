import { css } from '@emotion/react';
import { formatBlogDate } from '../../lib/format';
import { adminCategoryLabel } from '../../api/blogCategories';
import { badgeCss, outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { Link } from '../../app/router';
import { color } from '../../style/theme';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminBlogPostSummaryDto } from '../../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { itemCss, itemListCss, listHeaderCss, metaCss } from './components/listCss';

const emptyCss = css`
  text-align: center;
  color: ${color.muted};
`;

function PostList({ posts }: { posts: AdminBlogPostSummaryDto[] }) {
  return (
    <>
      <div css={listHeaderCss}>
        <p>{posts.length} post(s)</p>
        <Link to="/admin/blog/new" css={primaryButtonCss}>Create New Post</Link>
      </div>
      {posts.length === 0 ? (
        <p css={emptyCss}>No blog posts yet</p>
      ) : (
        <ul css={itemListCss}>
          {posts.map((post) => (
            <li key={post.id} css={itemCss}>
              <div>
                <div css={metaCss}>
                  <span css={badgeCss}>{adminCategoryLabel(post.category)}</span>
                  <span>{post.publishedAt ? formatBlogDate(post.publishedAt) : 'Not published'}</span>
                  {post.isFeatured && <span css={badgeCss}>Featured</span>}
                </div>
                <h2>{post.title}</h2>
                <p>{post.excerpt}</p>
              </div>
              <Link to={`/admin/blog/edit/${post.id}`} css={outlineButtonCss}>
                Edit<span className="visually-hidden"> {post.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function AdminBlogListPage() {
  const state = useAdminQuery<AdminBlogPostSummaryDto[]>(adminQueryKeys.blogPosts());
  return (
    <AdminLayout title="Manage Blog Posts" intro="Every post, drafts included. Edit one or write a new one.">
      <AdminQueryView
        state={state}
        gateTitle="Access Blog Management"
        failureMessage="Failed to load blog posts. Please check your admin secret key."
        loadingLabel="Loading blog posts..."
      >
        {(posts) => <PostList posts={posts} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
