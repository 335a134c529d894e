// Stable ids on the headings of a post or essay body, so a table of contents and shared links
// can point at a section. Added when the body is read (not stored), from the heading text:
// the same text always gives the same id. Pure string work, no DOM; server-side only (the
// browser reads the ids back out with tableOfContents.ts).
import { ATTRIBUTES, HEADING_PATTERN, idOf } from '../../views/lib/headingMarkup';
import { htmlToText } from '../../views/lib/text';

/** Ids of elements an article page itself renders: a heading must never take one of them. */
export const RESERVED_PAGE_IDS = ['root', 'main-content', 'mobile-menu', 'newsletter', 'footer-newsletter', 'related-title', 'contents-title', '__REACT_QUERY_STATE__'];

const MAX_SLUG_LENGTH = 80;

const OPENING_TAG_PATTERN = new RegExp(String.raw`<[a-z][a-z0-9]*${ATTRIBUTES}\s*\/?>`, 'gi');

/** Lowercase ASCII letters and digits, every other run of characters one '-'; 'section' if nothing is left. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, their letters stay
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Gives every heading without an id one made from its text; duplicates get -2, -3, ... */
export function addHeadingIds(html: string): string {
  const taken = new Set(RESERVED_PAGE_IDS);
  for (const [, attributes] of html.matchAll(OPENING_TAG_PATTERN)) {
    const id = idOf(attributes);
    if (id) taken.add(id);
  }
  return html.replace(HEADING_PATTERN, (whole, level: string, attributes: string, content: string) => {
    if (idOf(attributes) !== undefined) return whole;
    const base = headingSlug(htmlToText(content));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return `<h${level} id="${id}"${attributes}>${content}</h${level}>`;
  });
}
