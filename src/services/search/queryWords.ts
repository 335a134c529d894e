// The words of a query that search looks for, so one query's work is bounded whatever it says:
// each word once (read as search reads it: "Running run runs" is one word), at most
// MAX_QUERY_WORDS of them, and the commonest English words only when the query has no other.
// Those are in nearly every item: they cost the most to look up and tell the least (all of an
// item's words must match, so "the" beside "stewardship" changes almost nothing). A 67-word
// "of of of …" is the query "of"; "the theory of mind" is "theory mind".
import { plainWord, searchTerm, tokenize } from './searchTerms';

export const MAX_QUERY_WORDS = 5;
/** A query of common words alone keeps this many of them. */
export const MAX_COMMON_WORDS = 2;

/** Words in nearly every English text. */
const COMMON_WORDS = new Set(
  (
    'a about after all also an and any are as at be because been but by can could did do does for from had has have he her his how i if in into ' +
    'is it its just me more most my no not of on one only or other our out over she so some such than that the their them then there these they ' +
    'this those to up us was we were what when where which who why will with would you your'
  ).split(' '),
);

/** The distinct words of `q`, in their order, bounded as above, joined by spaces. */
export function queryWords(q: string): string {
  const distinct = new Map<string, string>();
  for (const word of tokenize(q)) {
    const term = searchTerm(word);
    if (term !== null && !distinct.has(term)) distinct.set(term, word);
  }
  const words = [...distinct.values()];
  const uncommon = words.filter((word) => !COMMON_WORDS.has(plainWord(word)));
  return (uncommon.length > 0 ? uncommon.slice(0, MAX_QUERY_WORDS) : words.slice(0, MAX_COMMON_WORDS)).join(' ');
}
