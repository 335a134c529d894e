// Server-side cleaning of post and essay HTML, run on every save. An allow-list: ordinary
// formatting, links, images, code, headings (with ids), lists, quotes and tables stay;
// scripts, styles, frames, forms, event handlers, style attributes and any URL that is not
// http(s), mailto, tel or relative go.
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

/**
 * Heading ids stay as written (no 'user-content-' prefix) so in-page anchors keep working,
 * but only slug-like ones, and never one the page itself relies on: a post's
 * id="__REACT_QUERY_STATE__" or id="newsletter" would otherwise shadow the real element.
 */
const HEADING_ID = /^(?!(?:root|main-content|newsletter|footer-newsletter|mobile-menu)$)[a-z][a-z0-9_-]{0,99}$/i;
const headingAttributes = [['id', HEADING_ID]] as [string, RegExp][];

const schema: SanitizeSchema = {
  tagNames: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small',
    'sub', 'sup', 'abbr', 'cite', 'q', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'code', 'pre', 'kbd', 'samp', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'div', 'span',
    'details', 'summary',
  ],
  attributes: {
    '*': ['title', 'lang', 'dir'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy']],
    code: [['className', /^language-[\w-]+$/]],
    ol: ['start', 'reversed'],
    blockquote: ['cite'],
    q: ['cite'],
    th: ['colSpan', 'rowSpan', 'scope', 'align'],
    td: ['colSpan', 'rowSpan', 'align'],
    h1: headingAttributes,
    h2: headingAttributes,
    h3: headingAttributes,
    h4: headingAttributes,
    h5: headingAttributes,
    h6: headingAttributes,
  },
  ancestors: defaultSchema.ancestors,
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'], cite: ['http', 'https'] },
  clobber: [],
  // Removed with everything inside them (other unknown elements are unwrapped, keeping their text).
  strip: ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'title', 'head'],
  allowComments: false,
  allowDoctypes: false,
};

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, schema).use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

export function sanitizeHtml(html: string): string {
  return String(processor.processSync(html)).trim();
}
