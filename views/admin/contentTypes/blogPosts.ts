// Blog posts in the admin (spec sections 2, 5 and 8): /admin/blog, its create and edit forms.
import { ADMIN_CONTENT_LIMITS } from '../../api/adminContentLimits';
import type { AdminBlogPostDto, AdminBlogPostSummaryDto, StudioFields, StudioSummaryFields } from '../../api/adminTypes';
import { createElement } from 'react';
import { DEFAULT_BLOG_CATEGORY } from '../../api/blogCategories';
import { CATEGORIES_API, CategoryName } from '../components/CategoryName';
import type { BlogCategory } from '../../api/types';
import { blogPostRules } from '../../lib/contentRules';
import { formatBlogDate } from '../../lib/format';
import { excerptField, bodyField, markdownUploadField, readTimeHint, slugField, tagsField, titleField } from './contentFields';
import { emptyContentDraft, type ContentDraft, type ContentType } from './contentType';
import { countOf } from '../../lib/plural';

export interface BlogPostDraft extends ContentDraft {
  category: BlogCategory | '';
  isFeatured: boolean;
  featuredImage: string;
}

export const blogPosts: ContentType<BlogPostDraft, AdminBlogPostSummaryDto & StudioSummaryFields, AdminBlogPostDto & StudioFields> = {
  rules: blogPostRules,
  fields: [
    markdownUploadField,
    titleField,
    slugField,
    { kind: 'api-select', name: 'category', label: 'Category *', required: true, url: CATEGORIES_API },
    excerptField,
    bodyField('Content (HTML)'),
    tagsField,
    {
      kind: 'number',
      name: 'readTime',
      label: 'Reading time in minutes (optional)',
      min: ADMIN_CONTENT_LIMITS.readTimeMin,
      max: ADMIN_CONTENT_LIMITS.readTimeMax,
      placeholder: 'Calculated automatically',
      hint: readTimeHint,
    },
    { kind: 'checkbox', name: 'isFeatured', label: 'Feature this post on homepage' },
    { kind: 'media', name: 'featuredImage', label: 'Featured image (optional)', accept: 'image', hint: 'Shown on the post and its card. Its alt text is the post title.' },
  ],
  emptyDraft: { ...emptyContentDraft, category: DEFAULT_BLOG_CATEGORY, isFeatured: false, featuredImage: '' },
  draftOf: (post) => ({
    title: post.title,
    excerpt: post.excerpt,
    body: post.content,
    tags: post.tags.join(', '),
    readTime: String(post.readTime),
    category: post.category,
    isFeatured: post.isFeatured,
    featuredImage: post.featuredImage ?? '',
  }),
  typedReadTime: (text) => {
    const minutes = Number.parseInt(text, 10);
    return Number.isNaN(minutes) ? undefined : minutes;
  },
  ownBody: (draft) => ({ category: draft.category, isFeatured: draft.isFeatured, featuredImage: draft.featuredImage }),
  missingFields: 'Please fill in all required fields (Title, Content, Category)',
  list: {
    title: 'Manage Blog Posts',
    intro: 'Every post, drafts included. Edit one or write a new one.',
    gateTitle: 'Access Blog Management',
    failure: 'Failed to load blog posts. Please check your admin secret key.',
    loading: 'Loading blog posts...',
    count: (n) => countOf(n, 'post'),
    createLabel: 'Create New Post',
    empty: 'No blog posts yet',
    metaPlacement: 'above',
    meta: (post) => [
      { text: createElement(CategoryName, { value: post.category }), badge: true },
      { text: post.publishedAt ? formatBlogDate(post.publishedAt) : 'Not published' },
      ...(post.isFeatured ? [{ text: 'Featured', badge: true }] : []),
    ],
  },
  create: {
    title: 'Create New Blog Post',
    intro: 'Published as soon as it is saved.',
    submit: 'Create Blog Post',
    pending: 'Creating...',
    success: 'Blog post created successfully! You can view it on the Blog page.',
    fallback: 'Failed to create blog post',
    afterSave: 'clear',
  },
  edit: {
    title: 'Edit Blog Post',
    gateTitle: 'Admin access required',
    notFound: 'Blog post not found or invalid admin secret.',
    back: 'Back to Blog Posts',
    loading: 'Loading blog post...',
    submit: 'Update Blog Post',
    pending: 'Updating...',
    success: 'Blog post updated successfully!',
    failurePrefix: 'Failed to update blog post',
    view: 'View post',
  },
};
