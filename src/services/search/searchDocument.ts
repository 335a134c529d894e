// One item as search holds it. The database side reads a SearchSource (the body as HTML) and
// sends it to the search thread, which cuts the body into sections under its headings, so a
// match deep in an essay can link to the heading above it. Pure code: it runs in the thread.
import type { SearchType } from '../../../views/api/types';
import { HEADING_PATTERN, idOf } from '../../../views/lib/headingMarkup';
import { htmlToText } from '../../../views/lib/text';
import { addHeadingIds } from '../../lib/headingIds';

export interface SearchSection {
  /** The id of the heading the section starts with; '' for the text before the first heading. */
  anchor: string;
  text: string;
}

interface SearchFields {
  /** `${type}:${item id}`. */
  id: string;
  type: SearchType;
  title: string;
  tags: string;
  authors: string;
  excerpt: string;
  url: string;
  publishedAt: string | null;
}

/** An item as read from the database: its body as HTML ('' when it has none). */
export interface SearchSource extends SearchFields {
  bodyHtml: string;
}

/** An item as indexed: its body as text, section by section. */
export interface SearchDocument extends SearchFields {
  sections: SearchSection[];
}

/** The body's text, cut at each heading (which gets the id the page gives it). */
export function sectionsOf(html: string): SearchSection[] {
  const withIds = addHeadingIds(html);
  const sections: SearchSection[] = [];
  let anchor = '';
  let from = 0;
  for (const match of withIds.matchAll(HEADING_PATTERN)) {
    sections.push({ anchor, text: htmlToText(withIds.slice(from, match.index)) });
    anchor = idOf(match[2]) ?? '';
    from = match.index;
  }
  sections.push({ anchor, text: htmlToText(withIds.slice(from)) });
  return sections.filter((section) => section.text !== '');
}

export function documentOf({ bodyHtml, ...fields }: SearchSource): SearchDocument {
  return { ...fields, sections: bodyHtml ? sectionsOf(bodyHtml) : [] };
}
