// A text field of an export (a title, a subtitle, a name) as readers see it: Substack and others
// write them as HTML-escaped text ('&#x201C;This quote&#x2019;s rather short&#x201D;'), sometimes
// with tags. Stored as plain text, it shows the same in the list, on the page and in search.
import { htmlToText } from '../../../views/lib/text';

/** Typographic entities exports use that the shared decoder (views/lib/text.ts) leaves as written. */
const TYPOGRAPHIC: Record<string, string> = {
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
};

export function sourceText(value: string): string {
  const typographic = value.replace(/&([a-z]+);/gi, (whole, name: string) => TYPOGRAPHIC[name.toLowerCase()] ?? whole);
  // A '<' that opens no tag ('a < b') is text, and stays.
  return htmlToText(typographic.replace(/<(?![a-z/!])/gi, '&lt;'));
}
