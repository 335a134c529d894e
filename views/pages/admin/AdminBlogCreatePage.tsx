import { CREATE_EXCERPT_LENGTH } from '../../lib/text';
import { DEFAULT_BLOG_CATEGORY } from '../../api/blogCategories';
import { AdminKeyField } from './components/AdminKeyField';
import { AdminLayout } from './components/AdminLayout';
import { BlogPostForm } from './components/BlogPostForm';
import { emptyContentDraft } from './components/ContentFields';
import { SaveAlert } from './components/SaveAlert';
import { blogPostBody, createSlug, hasPostFields, MISSING_POST_FIELDS, type BlogPostDraft } from './payloads';
import { useCreateFlow } from './useSaveFlows';

const emptyPost: BlogPostDraft = { ...emptyContentDraft, category: DEFAULT_BLOG_CATEGORY, isFeatured: false };

export default function AdminBlogCreatePage() {
  const flow = useCreateFlow({
    url: '/api/admin/blog',
    success: 'Blog post created successfully! You can view it on the Blog page.',
    fallback: 'Failed to create blog post',
    missingFields: MISSING_POST_FIELDS,
    refresh: ['/api/blog', '/api/admin/blog'],
  });
  return (
    <AdminLayout title="Create New Blog Post" intro="Published as soon as it is saved." narrow>
      <BlogPostForm
        key={flow.version}
        initial={emptyPost}
        slugOf={(draft, typedSlug) => createSlug(draft.title, typedSlug)}
        withSlugField
        excerptLength={CREATE_EXCERPT_LENGTH}
        submitLabel="Create Blog Post"
        pendingLabel="Creating..."
        pending={flow.pending}
        onSubmit={(draft, slug) => flow.submit(hasPostFields(draft), () => blogPostBody(draft, slug, CREATE_EXCERPT_LENGTH))}
        top={<AdminKeyField value={flow.secret} onChange={flow.setSecret} />}
        status={<SaveAlert alert={flow.alert} />}
      />
    </AdminLayout>
  );
}
