// A revision's changed fields as words: ['title', 'readTime'] -> 'title, reading time'.
const WORDS: Record<string, string> = {
  title: 'title',
  slug: 'address',
  excerpt: 'excerpt',
  body: 'body',
  markdown: 'markdown',
  tags: 'tags',
  category: 'category',
  authors: 'authors',
  readTime: 'reading time',
  isFeatured: 'featured',
  status: 'status',
};

export const changedWords = (changed: string[]) => (changed.length === 0 ? 'no changes' : changed.map((field) => WORDS[field] ?? field).join(', '));

export const KIND_WORDS = { save: 'Saved', autosave: 'Autosaved', restore: 'Restored' } as const;
