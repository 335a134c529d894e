// From form fields to the bodies the admin API takes, with the spec's client rules: title and
// body trimmed, empty excerpt and reading time filled in, tags split on commas.
import { autoExcerpt, essayReadingTime, parseTags, readTimeMinutes, slugifyForCreate, slugifyForEdit } from '../../lib/text';
import type { BlogCategory } from '../../api/types';
import type { ContentDraft } from './components/ContentFields';

export const MISSING_KEY = 'Please enter your admin secret key';
export const MISSING_POST_FIELDS = 'Please fill in all required fields (Title, Content, Category)';
export const MISSING_ESSAY_FIELDS = 'Please fill in all required fields (Title, Body HTML)';

export interface BlogPostDraft extends ContentDraft {
  category: BlogCategory | '';
  isFeatured: boolean;
}

export interface EssayDraft extends ContentDraft {
  authors: string;
}

/** Edit forms keep the saved slug until the title changes; then the edit rule makes a new one. */
export const editSlug = (title: string, saved: { title: string; slug: string }) => (title.trim() === saved.title.trim() ? saved.slug : slugifyForEdit(title));

/** Blog create: the typed slug (cleaned by the same rule) or one made from the title. */
export const createSlug = (title: string, typedSlug: string) => slugifyForCreate(typedSlug) || slugifyForCreate(title);

export const hasPostFields = (draft: BlogPostDraft) => Boolean(draft.title.trim() && draft.body.trim() && draft.category);
export const hasEssayFields = (draft: EssayDraft) => Boolean(draft.title.trim() && draft.body.trim());

export function blogPostBody(draft: BlogPostDraft, slug: string, excerptLength: number) {
  const content = draft.body.trim();
  const typedMinutes = Number.parseInt(draft.readTime, 10);
  return {
    title: draft.title.trim(),
    slug,
    excerpt: draft.excerpt.trim() || autoExcerpt(content, excerptLength),
    content,
    category: draft.category,
    tags: parseTags(draft.tags),
    isFeatured: draft.isFeatured,
    readTime: Number.isNaN(typedMinutes) ? readTimeMinutes(content) : typedMinutes,
  };
}

export function essayBody(draft: EssayDraft, slug: string, excerptLength: number) {
  const bodyHtml = draft.body.trim();
  return {
    title: draft.title.trim(),
    slug,
    excerpt: draft.excerpt.trim() || autoExcerpt(bodyHtml, excerptLength),
    bodyHtml,
    tags: parseTags(draft.tags),
    readingTime: draft.readTime.trim() || essayReadingTime(readTimeMinutes(bodyHtml)),
    authors: draft.authors.trim(),
  };
}
