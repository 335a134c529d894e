// The owner's pages in the admin: /admin/pages, its create and edit forms. A page is a blog
// post without category or featured flag, served at /{slug}.
import type { AdminPageDto, AdminPageSummaryDto, StudioFields, StudioSummaryFields } from '../../api/adminTypes';
import { pageRules } from '../../lib/contentRules';
import { formatBlogDate } from '../../lib/format';
import { bodyField, excerptField, markdownUploadField, slugField, titleField } from './contentFields';
import { emptyContentDraft, type ContentDraft, type ContentType } from './contentType';
import { countOf } from '../../lib/plural';

export const pages: ContentType<ContentDraft, AdminPageSummaryDto & StudioSummaryFields, AdminPageDto & StudioFields> = {
  rules: pageRules,
  fields: [markdownUploadField, titleField, { ...slugField, hint: 'The page’s address: /{slug}. Leave empty to make it from the title.' }, excerptField, bodyField('Content')],
  emptyDraft: emptyContentDraft,
  draftOf: (page) => ({ title: page.title, excerpt: page.excerpt, body: page.content, tags: page.tags.join(', '), readTime: String(page.readTime) }),
  typedReadTime: () => undefined,
  ownBody: () => ({}),
  missingFields: 'Please fill in all required fields (Title, Content)',
  list: {
    title: 'Manage Pages',
    intro: 'Pages of your own, such as /privacy, /terms or /work-with-me. The footer always links to /privacy and /terms (or to the paths named in Settings › Navigation).',
    gateTitle: 'Access Page Management',
    failure: 'Failed to load pages. Please check your admin secret key.',
    loading: 'Loading pages...',
    count: (n) => countOf(n, 'page'),
    createLabel: 'Create New Page',
    empty: 'No pages yet',
    emptyAction: 'Create Your First Page',
    metaPlacement: 'below',
    meta: (page) => [{ text: `/${page.slug}` }, { text: page.publishedAt ? formatBlogDate(page.publishedAt) : 'Not published' }],
  },
  create: {
    title: 'Create New Page',
    intro: 'Published as soon as it is saved, unless you save it as a draft.',
    submit: 'Create Page',
    pending: 'Creating...',
    success: 'Page created successfully!',
    fallback: 'Failed to create page',
    afterSave: 'edit',
  },
  edit: {
    title: 'Edit Page',
    gateTitle: 'Admin access required',
    notFound: 'Page not found or invalid admin secret.',
    back: 'Back to Pages',
    loading: 'Loading page...',
    submit: 'Update Page',
    pending: 'Updating...',
    success: 'Page updated successfully!',
    failurePrefix: 'Failed to update page',
    view: 'View page',
  },
};
