// The pages of the two article types, as the analytics read them: a post's or an essay's path is
// its base and its slug.
import { BlogPost, Essay } from '../../../entities';

export const ARTICLE_PAGES = [
  { area: 'blog', entity: BlogPost, base: '/blog/' },
  { area: 'essays', entity: Essay, base: '/ai-islam/' },
] as const;

/** The slug a path names under `base`, if it is an article page's path. */
export function slugUnder(base: string, path: string): string | undefined {
  if (!path.startsWith(base)) return undefined;
  const slug = path.slice(base.length);
  return slug && !slug.includes('/') ? slug : undefined;
}
