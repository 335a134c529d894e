import { isOneOf } from './oneOf';

/** The five blog categories, in display order. */
export const BLOG_CATEGORIES = ['ai-and-society', 'brain-and-learning', 'philosophy-and-consciousness', 'puzzles-and-brain-teasers', 'legacy-reflections'] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  'ai-and-society': 'AI & Society',
  'brain-and-learning': 'The Brain & Learning',
  'philosophy-and-consciousness': 'Philosophy & Consciousness',
  'puzzles-and-brain-teasers': 'Puzzles & Brain Teasers',
  'legacy-reflections': 'Legacy Reflections',
};

/** The categories with their public labels, in display order. */
export const blogCategories: { value: BlogCategory; label: string }[] = BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }));

export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'ai-and-society';

export const isBlogCategory = (value: string): value is BlogCategory => isOneOf(BLOG_CATEGORIES, value);

export const categoryLabel = (value: string) => (isBlogCategory(value) ? BLOG_CATEGORY_LABELS[value] : value);

/** Admin screens drop a leading 'The' and say 'and' instead of '&'. */
export const adminCategoryLabel = (value: string) => categoryLabel(value).replace(/^The /, '').replace(/&/g, 'and');
