// How search reads words, the same for what is indexed and what is asked: letters and digits,
// with apostrophes and diacritics gone ("Qur'ān" and "Quran" are one word, as are "maqāṣid" and
// "maqasid"), lower-cased, then reduced to an English stem ("building" finds "build").
import { stemmer } from 'stemmer';

/** Marks a word may carry that a reader may also leave out: apostrophes, and the ʿayn and hamza signs of transliteration. */
const APOSTROPHES = /['’‘ʼʻʿʾ`´]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/** Words: runs of letters and digits, apostrophes kept inside them until the word is read. */
export const WORD = /[\p{L}\p{N}]+(?:['’‘ʼʻʿʾ][\p{L}\p{N}]+)*/gu;

export const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** The word with its apostrophes and diacritics removed, lower-cased. */
export const plainWord = (word: string): string => word.normalize('NFKD').replace(COMBINING_MARKS, '').replace(APOSTROPHES, '').toLowerCase();

/** What a word is indexed and searched as; null for a word too long to mean anything. */
export function searchTerm(word: string): string | null {
  const plain = plainWord(word);
  if (plain === '' || plain.length > 40) return null;
  return /^[a-z]+$/.test(plain) ? stemmer(plain) : plain;
}
