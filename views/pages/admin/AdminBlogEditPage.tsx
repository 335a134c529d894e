import { EDIT_EXCERPT_LENGTH } from '../../lib/text';
import { outlineButtonCss } from '../../components/ui';
import type { PageProps } from '../../app/pageLoader';
import { Link } from '../../app/router';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminBlogPostDto } from '../../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { BlogPostForm } from './components/BlogPostForm';
import { SaveAlert } from './components/SaveAlert';
import { blogPostBody, editSlug, hasPostFields, MISSING_POST_FIELDS, type BlogPostDraft } from './payloads';
import { useUpdateFlow } from './useSaveFlows';

function EditPostForm({ post }: { post: AdminBlogPostDto }) {
  const flow = useUpdateFlow({
    url: `/api/admin/blog/${post.id}`,
    success: 'Blog post updated successfully!',
    failurePrefix: 'Failed to update blog post',
    missingFields: MISSING_POST_FIELDS,
    backTo: '/admin/blog',
    refresh: ['/api/blog', '/api/admin/blog'],
  });
  const initial: BlogPostDraft = {
    title: post.title,
    excerpt: post.excerpt,
    body: post.content,
    tags: post.tags.join(', '),
    readTime: String(post.readTime),
    category: post.category,
    isFeatured: post.isFeatured,
  };
  return (
    <BlogPostForm
      initial={initial}
      slugOf={(draft) => editSlug(draft.title, post)}
      excerptLength={EDIT_EXCERPT_LENGTH}
      submitLabel="Update Blog Post"
      pendingLabel="Updating..."
      pending={flow.pending}
      locked={flow.locked}
      onSubmit={(draft, slug) => flow.submit(hasPostFields(draft), () => ({ ...blogPostBody(draft, slug, EDIT_EXCERPT_LENGTH), publishedAt: post.publishedAt }))}
      status={<SaveAlert alert={flow.alert} />}
    />
  );
}

export default function AdminBlogEditPage({ params }: PageProps) {
  const state = useAdminQuery<AdminBlogPostDto>(adminQueryKeys.blogPost(params.id));
  return (
    <AdminLayout title="Edit Blog Post" narrow>
      <AdminQueryView
        state={state}
        gateTitle="Admin access required"
        failureMessage="Blog post not found or invalid admin secret."
        failureExtra={<Link to="/admin/blog" css={outlineButtonCss}>Back to Blog Posts</Link>}
        loadingLabel="Loading blog post..."
      >
        {(post) => <EditPostForm key={post.id} post={post} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
