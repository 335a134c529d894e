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

/** 'changed: title, body'; 'Created' for the first revision kept (nothing before it to compare). */
export const changedWords = (changed: string[] | null) =>
  changed === null ? 'Created' : `changed: ${changed.length === 0 ? 'nothing' : changed.map((field) => WORDS[field] ?? field).join(', ')}`;

export const KIND_WORDS = { save: 'Saved', autosave: 'Autosaved', restore: 'Restored' } as const;
