// The A.I. & Islam essays in the admin (spec sections 2, 5 and 8): /admin/ai-islam, its create
// and edit forms.
import { ADMIN_CONTENT_LIMITS } from '../../api/adminContentLimits';
import type { AdminEssayDto, AdminEssaySummaryDto, StudioFields, StudioSummaryFields } from '../../api/adminTypes';
import { essayRules } from '../../lib/contentRules';
import { formatEssayDate } from '../../lib/format';
import { excerptField, bodyField, markdownUploadField, readTimeHint, tagsField, titleField } from './contentFields';
import { emptyContentDraft, type ContentDraft, type ContentType } from './contentType';
import { essayAuthorsOf } from '../../lib/essayAuthors';
import { countOf } from '../../lib/plural';

export interface EssayDraft extends ContentDraft {
  authors: string;
}

const MAX_CARD_TAGS = 3;
const DEFAULT_READING_TIME = '5 min read';

export const essays: ContentType<EssayDraft, AdminEssaySummaryDto & StudioSummaryFields, AdminEssayDto & StudioFields> = {
  rules: essayRules,
  fields: [
    markdownUploadField,
    titleField,
    { kind: 'text', name: 'authors', label: 'Authors', maxLength: ADMIN_CONTENT_LIMITS.authors },
    excerptField,
    bodyField('Body HTML'),
    tagsField,
    { kind: 'text', name: 'readTime', label: 'Reading time (optional)', placeholder: 'e.g. 9 min read', hint: readTimeHint },
  ],
  // The owner's default authors (settings.about.essayAuthors, else their name) once the settings load; left empty, the server fills them in.
  emptyDraft: { ...emptyContentDraft, authors: '' },
  defaultsFrom: (settings) => ({ authors: essayAuthorsOf(settings) }),
  draftOf: (essay) => ({
    title: essay.title,
    excerpt: essay.excerpt,
    body: essay.bodyHtml,
    tags: essay.tags.join(', '),
    readTime: essay.readingTime,
    authors: essay.authors,
  }),
  typedReadTime: (text) => text.trim() || undefined,
  ownBody: (draft) => ({ authors: draft.authors.trim() }),
  missingFields: 'Please fill in all required fields (Title, Body HTML)',
  list: {
    title: 'Manage A.I. & Islam Essays',
    intro: 'Every essay, drafts included.',
    gateTitle: 'Access Essay Management',
    failure: 'Failed to load essays. Please check your admin secret key.',
    loading: 'Loading essays...',
    count: (n) => countOf(n, 'essay'),
    createLabel: 'Create New Essay',
    empty: 'No essays yet',
    emptyAction: 'Create Your First Essay',
    metaPlacement: 'below',
    meta: (essay) => [
      { text: essay.publishedAt ? formatEssayDate(essay.publishedAt) : 'Not published' },
      { text: `by ${essay.authors}` },
      { text: essay.readingTime || DEFAULT_READING_TIME },
      ...essay.tags.slice(0, MAX_CARD_TAGS).map((tag) => ({ text: tag, badge: true })),
    ],
  },
  create: {
    title: 'Create New A.I. & Islam Essay',
    intro: 'Published as soon as it is saved.',
    submit: 'Publish Essay',
    pending: 'Publishing...',
    success: 'Essay created successfully! You can view it on the A.I. & Islam page.',
    fallback: 'Failed to create essay',
    afterSave: 'clear',
  },
  edit: {
    title: 'Edit Essay',
    gateTitle: 'Admin access required',
    notFound: 'Essay not found or invalid admin secret.',
    back: 'Back to Essays',
    loading: 'Loading essay...',
    submit: 'Update Essay',
    pending: 'Updating...',
    success: 'Essay updated successfully!',
    failurePrefix: 'Failed to update essay',
    view: 'View essay',
  },
};
