import type { BlogCategory } from './types';

/** The five blog categories with their public labels, in display order. */
export const blogCategories: { value: BlogCategory; label: string }[] = [
  { value: 'ai-and-society', label: 'AI & Society' },
  { value: 'brain-and-learning', label: 'The Brain & Learning' },
  { value: 'philosophy-and-consciousness', label: 'Philosophy & Consciousness' },
  { value: 'puzzles-and-brain-teasers', label: 'Puzzles & Brain Teasers' },
  { value: 'legacy-reflections', label: 'Legacy Reflections' },
];

export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'ai-and-society';

export const isBlogCategory = (value: string): value is BlogCategory => blogCategories.some((c) => c.value === value);

export const categoryLabel = (value: string) => blogCategories.find((c) => c.value === value)?.label ?? value;

/** Admin screens drop a leading 'The' and say 'and' instead of '&'. */
export const adminCategoryLabel = (value: string) => categoryLabel(value).replace(/^The /, '').replace(/&/g, 'and');
