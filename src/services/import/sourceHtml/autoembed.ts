// WordPress's autoembed (WP_Embed::autoembed, run before wpautop): an address alone on its line,
// or alone in its paragraph, is an embed. Gutenberg's embed blocks work the same way: their
// address sits on its own line inside the block's wrapper. Each becomes a placeholder element
// that embedCards.ts turns into a link card. Unlike WordPress, <pre> blocks are left alone (a
// URL in a code sample is not an embed).
import { php, replaceInHtmlTags } from './wpautop';

export const EMBED_PLACEHOLDER = 'data-source-embed';

const LINE_BREAK = '<!-- wp-line-break -->';
const placeholder = (url: string) => `<div ${EMBED_PLACEHOLDER}="${url}"></div>`;

function embedLines(text: string): string {
  if (!php('(^|\\s|>)https?://', 'i').test(text)) return text;
  return text
    .replace(php('^(\\s*)(https?://[^\\s<>"]+)(\\s*)$', 'gim'), (_, before: string, url: string, after: string) => before + placeholder(url) + after)
    // A block may not sit in a paragraph: the placeholder takes the paragraph's place.
    .replace(php('<p(?: [^>]*)?>\\s*(https?://[^\\s<>"]+)\\s*</p>', 'gi'), (_, url: string) => placeholder(url));
}

export function autoembed(html: string): string {
  const marked = replaceInHtmlTags(html, '\n', LINE_BREAK);
  return marked
    .split(/(<pre[\s>][\s\S]*?<\/pre>)/i)
    .map((part, index) => (index % 2 === 1 ? part : embedLines(part)))
    .join('')
    .replaceAll(LINE_BREAK, '\n');
}
