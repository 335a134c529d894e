// A comment's HTML, cleaned stricter than an article's: text, paragraphs, line breaks, emphasis,
// quotes, code, lists and http(s) links (marked rel="nofollow ugc"), nothing else: no images,
// frames, forms, classes, ids or styles. A stranger wrote it.
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

const commentSchema: SanitizeSchema = {
  tagNames: ['p', 'br', 'a', 'em', 'strong', 'b', 'i', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'span', 'del', 's'],
  attributes: { a: ['href'] },
  protocols: { href: ['http', 'https'] },
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'title'],
  clobber: [],
  required: { a: { rel: 'nofollow ugc noopener' } },
};

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, commentSchema).use(rehypeStringify);

export function sanitizeCommentHtml(html: string): string {
  return String(processor.processSync(html)).trim();
}

/** Plain text as comment HTML: a Webmention source without e-content gives its summary or name as text. */
export const textAsCommentHtml = (text: string): string => sanitizeCommentHtml(`<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`);
