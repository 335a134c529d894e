// Class names that site-wide CSS (sent in the head, never in a script) styles and components
// put on their elements: the one place both read them from.

/** An article's body: posts, essays, and the admin's live preview of them (articleCss.ts). */
export const ARTICLE_PROSE_CLASS = 'article-prose';
