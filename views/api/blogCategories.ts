// The spec's five blog categories: the defaults a new site starts with (the categories table,
// migrations/…-Categories.ts). The owner's categories are data (GET /api/categories).

/** The spec's five blog categories, in display order. */
export const BLOG_CATEGORIES = ['ai-and-society', 'brain-and-learning', 'philosophy-and-consciousness', 'puzzles-and-brain-teasers', 'legacy-reflections'] as const;

/** A category's value: one of the categories table's (the owner adds, renames and removes them). */
export type BlogCategory = string;

const BLOG_CATEGORY_LABELS: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  'ai-and-society': 'AI & Society',
  'brain-and-learning': 'The Brain & Learning',
  'philosophy-and-consciousness': 'Philosophy & Consciousness',
  'puzzles-and-brain-teasers': 'Puzzles & Brain Teasers',
  'legacy-reflections': 'Legacy Reflections',
};

/** The categories with their public labels, in display order. */
export const blogCategories: { value: BlogCategory; label: string }[] = BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }));

export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'ai-and-society';

/** A default category's label (a value of no default shows as itself). */
export const categoryLabel = (value: string) => (BLOG_CATEGORY_LABELS as Record<string, string>)[value] ?? value;
