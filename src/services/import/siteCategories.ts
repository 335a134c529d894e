// Which of the owner's categories an imported post goes in: the one the owner chose for a source
// category on the check page, else the site's category with the same value or label as one of
// the post's source tags, else the owner's first category, with a warning. Every source category
// met is tallied, so the check page can offer the choice.
import { BadRequestError } from '../../errors';
import type { Store } from '../../db';
import { listCategories } from '../categories';

/** A source category or tag, and what the import does with it. */
export interface SourceCategoryTally {
  name: string;
  /** Posts that carry it. */
  posts: number;
  /** The site's category it files them under; null when it matches none (and is not chosen). */
  category: string | null;
}

export interface CategoryChooser {
  /** The site category for a post with these source tags; warns when it is the fallback. */
  choose(tags: string[], warn: (message: string) => void): string;
  /** Every source category met so far, most used first. */
  tally(): SourceCategoryTally[];
}

/** The owner's choices at most: more source categories than this are left to the matching. */
export const MAX_CATEGORY_CHOICES = 200;
const MAX_NAME = 200;

const asKey = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/**
 * The owner's choices as sent with the import (`categories`: a JSON object of source category →
 * the site's category value), checked against the site's categories; 400 naming the field.
 */
export function parseCategoryChoices(text: string | undefined, siteValues: string[]): Map<string, string> {
  if (text === undefined || text === '') return new Map();
  const refuse = (message: string) => new BadRequestError(message, [{ field: 'categories', messages: [message] }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('categories must be a JSON object of source category to category');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refuse('categories must be a JSON object of source category to category');
  const entries = Object.entries(parsed);
  if (entries.length > MAX_CATEGORY_CHOICES) throw refuse(`categories may name at most ${MAX_CATEGORY_CHOICES} source categories`);
  const choices = new Map<string, string>();
  for (const [name, value] of entries) {
    if (name.length > MAX_NAME) throw refuse(`a source category name is longer than ${MAX_NAME} characters`);
    if (typeof value !== 'string' || !siteValues.includes(value)) throw refuse(`categories: ${JSON.stringify(name.slice(0, 60))} must go to one of ${siteValues.join(', ')}`);
    choices.set(asKey(name), value);
  }
  return choices;
}

/** The chooser for one import, over the site's categories as they are now. */
export async function categoryChooser(db: Store, choicesText?: string): Promise<CategoryChooser> {
  const categories = await listCategories(db);
  const choices = parseCategoryChoices(choicesText, categories.map((category) => category.value));
  const byKey = new Map<string, string>();
  for (const { value, label } of categories) {
    for (const key of [value, asKey(label), asKey(label.replace(/^The /, ''))]) if (!byKey.has(key)) byKey.set(key, value);
  }
  const fallback = categories[0];
  const tallies = new Map<string, SourceCategoryTally>();

  return {
    choose(tags, warn) {
      let chosen: string | undefined;
      for (const tag of tags) {
        const key = asKey(tag);
        const category = choices.get(key) ?? byKey.get(key) ?? null;
        const tally = tallies.get(key) ?? { name: tag, posts: 0, category };
        tally.posts++;
        tallies.set(key, tally);
        chosen ??= category ?? undefined;
      }
      if (chosen) return chosen;
      if (!fallback) throw new BadRequestError('the site has no category to file posts under: add one first');
      warn(`no category of this site among its tags${tags.length ? ` (${tags.join(', ')})` : ''}: filed under ${fallback.label}`);
      return fallback.value;
    },
    tally: () => [...tallies.values()].sort((a, b) => b.posts - a.posts).map((tally) => ({ ...tally })),
  };
}
