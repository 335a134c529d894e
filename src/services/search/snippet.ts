// The passage a search result shows: a window of words around the first one that matched, the
// text escaped as HTML and each matched word in <mark>.
import { escapeHtml } from '../../lib/escapeHtml';
import { searchTerm, WORD } from './searchTerms';

const WORDS_BEFORE = 10;
const WORDS_IN_SNIPPET = 36;

/** Whether the text has a word that search reads as one of `terms`. */
export const mentions = (text: string, terms: ReadonlySet<string>) => [...text.matchAll(WORD)].some((match) => terms.has(searchTerm(match[0]) ?? ''));

/** A snippet of `text` around the first word read as one of `terms` (its start when there is none). */
export function snippetOf(text: string, terms: ReadonlySet<string>): string {
  const words = [...text.matchAll(WORD)];
  if (words.length === 0) return escapeHtml(text.slice(0, 200));
  const first = Math.max(
    0,
    words.findIndex((match) => terms.has(searchTerm(match[0]) ?? '')),
  );
  const from = Math.max(0, first - WORDS_BEFORE);
  const to = Math.min(words.length, from + WORDS_IN_SNIPPET);
  const start = from === 0 ? 0 : words[from].index;
  const end = to === words.length ? text.length : words[to - 1].index + words[to - 1][0].length;
  let html = '';
  let at = start;
  for (const match of words.slice(from, to)) {
    html += escapeHtml(text.slice(at, match.index));
    const word = escapeHtml(match[0]);
    html += terms.has(searchTerm(match[0]) ?? '') ? `<mark>${word}</mark>` : word;
    at = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(at, end));
  return `${from > 0 ? '… ' : ''}${html.trim()}${to < words.length ? ' …' : ''}`;
}
