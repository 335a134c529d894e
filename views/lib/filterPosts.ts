import type { BlogPostSummaryDto } from '../api/types';
import { isCategoryValue } from '../api/categoryValue';
import type { FilterSpec } from './urlFilters';

/** The blog's filters in the address: ?q= and ?category= (a malformed category reads as none; an unknown one matches no post). */
export const blogFilterSpec: FilterSpec<'q' | 'category'> = { names: ['q', 'category'], checks: { category: isCategoryValue } };

export interface PostFilters {
  search: string;
  /** '' means every category. */
  category: string;
}

/** The blog's search and category together: case-insensitive substring of title or excerpt, exact category. */
export function filterPosts(posts: BlogPostSummaryDto[], { search, category }: PostFilters): BlogPostSummaryDto[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (!needle || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)),
  );
}
