// The words of a query that search looks for, so one query's work is bounded whatever it says:
// each word once (read as search reads it: "Running run runs" is one word), and at most
// MAX_QUERY_WORDS of them. Past that, the commonest English words go first: they are in nearly
// every item, so they cost the most and tell the least. A 67-word "of of of …" is the query "of".
import { plainWord, searchTerm, tokenize } from './searchTerms';

export const MAX_QUERY_WORDS = 5;

/** Words in nearly every English text: dropped first when a query has too many words. */
const COMMON_WORDS = new Set(
  (
    'a about after all also an and any are as at be because been but by can could did do does for from had has have he her his how i if in into ' +
    'is it its just me more most my no not of on one only or other our out over she so some such than that the their them then there these they ' +
    'this those to up us was we were what when where which who why will with would you your'
  ).split(' '),
);

/** The distinct words of `q`, in their order, at most MAX_QUERY_WORDS (common words dropped first), joined by spaces. */
export function queryWords(q: string): string {
  const distinct = new Map<string, string>();
  for (const word of tokenize(q)) {
    const term = searchTerm(word);
    if (term !== null && !distinct.has(term)) distinct.set(term, word);
  }
  const words = [...distinct.values()];
  for (let i = words.length - 1; i >= 0 && words.length > MAX_QUERY_WORDS; i--) {
    if (COMMON_WORDS.has(plainWord(words[i]))) words.splice(i, 1);
  }
  return words.slice(0, MAX_QUERY_WORDS).join(' ');
}
