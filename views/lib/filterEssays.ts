import type { EssaySummaryDto } from '../api/types';
import type { FilterSpec } from './urlFilters';

/** The essays' filters in the address: ?q= and ?tag=. */
export const essayFilterSpec: FilterSpec<'q' | 'tag'> = { names: ['q', 'tag'] };

export interface EssayFilters {
  search: string;
  /** '' means every topic. */
  tag: string;
}

/** Search (case-insensitive substring of title, excerpt or any tag) combined with the chosen tag. */
export function filterEssays(essays: EssaySummaryDto[], { search, tag }: EssayFilters): EssaySummaryDto[] {
  const needle = search.trim().toLowerCase();
  const matchesSearch = (essay: EssaySummaryDto) =>
    essay.title.toLowerCase().includes(needle) ||
    essay.excerpt.toLowerCase().includes(needle) ||
    essay.tags.some((t) => t.toLowerCase().includes(needle));
  return essays.filter((essay) => (!tag || essay.tags.includes(tag)) && (!needle || matchesSearch(essay)));
}

/** Every tag used by any essay, once each, sorted. */
export function uniqueSortedTags(essays: EssaySummaryDto[]): string[] {
  return [...new Set(essays.flatMap((essay) => essay.tags))].sort((a, b) => a.localeCompare(b, 'en'));
}
