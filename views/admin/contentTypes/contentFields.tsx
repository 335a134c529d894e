// The fields every content type has, for its definition to place among its own: markdown upload,
// title with its live address, typed slug, excerpt, the body (markdown or HTML, previewed), tags.
import { ADMIN_CONTENT_LIMITS } from '../../api/adminContentLimits';
import type { ContentDraft, FieldSpec } from './contentType';

export const markdownUploadField = { kind: 'markdown-upload' } as const satisfies FieldSpec<ContentDraft>;

export const titleField = {
  kind: 'text',
  name: 'title',
  label: 'Title *',
  required: true,
  maxLength: ADMIN_CONTENT_LIMITS.title,
  hint: ({ address }) => <>Address: <code>{address}</code></>,
} as const satisfies FieldSpec<ContentDraft>;

export const slugField = { kind: 'slug', label: 'Slug', hint: 'Leave empty to make it from the title.' } as const satisfies FieldSpec<ContentDraft>;

export const excerptField = {
  kind: 'textarea',
  name: 'excerpt',
  label: 'Excerpt (optional)',
  rows: 3,
  maxLength: ADMIN_CONTENT_LIMITS.excerpt,
  hint: ({ excerptLength }) => `Leave empty to use the first ${excerptLength} characters of the content.`,
} as const satisfies FieldSpec<ContentDraft>;

/** The body, written in markdown or HTML with a live preview; `label` names its HTML field. */
export const bodyField = (label: string) => ({ kind: 'body', label: `${label} *` }) as const satisfies FieldSpec<ContentDraft>;

export const tagsField = {
  kind: 'text',
  name: 'tags',
  label: 'Tags',
  placeholder: 'ethics, learning, faith',
  hint: () => 'Separate tags with commas.',
} as const satisfies FieldSpec<ContentDraft>;

export const readTimeHint = () => 'Leave empty to calculate it from the content.';
