/** The limits of the admin post and essay fields: the forms' maxLength and the server's checks. */
export const ADMIN_CONTENT_LIMITS = {
  title: 300,
  slug: 200,
  excerpt: 1000,
  body: 500_000,
  /** Markdown source: its HTML must still fit `body`. */
  markdown: 200_000,
  tags: 20,
  tag: 50,
  authors: 300,
  readTimeMin: 1,
  readTimeMax: 600,
} as const;
