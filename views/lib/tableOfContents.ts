// The table of contents of a post or essay, read from its HTML string (never from the DOM), so
// the server and the browser build exactly the same list from the same data. An entry's label
// is the heading's own markup with every tag removed: plain text whose character references
// the browser decodes when it renders the label, as it does for the heading itself.
import { HEADING_PATTERN, idOf, TAG_PATTERN } from './headingMarkup';

export interface TocEntry {
  id: string;
  /** Text as HTML: no tags, character references kept (e.g. 'Faith &amp; reason'). */
  labelHtml: string;
  level: 2 | 3;
}

/** Shorter articles read fine without one. */
export const MIN_TOC_ENTRIES = 3;

/** The h2 and h3 headings that carry an id, in document order. */
export function tableOfContents(html: string): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const [, level, attributes, content] of html.matchAll(HEADING_PATTERN)) {
    if (level !== '2' && level !== '3') continue;
    const id = idOf(attributes);
    // Any '<' left after the tags are gone is text: escaped, so a label can never hold markup.
    const labelHtml = content.replace(TAG_PATTERN, '').replace(/</g, '&lt;').replace(/\s+/g, ' ').trim();
    if (id && labelHtml) entries.push({ id, labelHtml, level: level === '2' ? 2 : 3 });
  }
  return entries;
}
