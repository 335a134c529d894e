// The one place for query keys. A key's parts joined with '/' are the URL the browser fetches
// (views/data/fetcher.ts) and the server resolves in process.
import type { LegacyFilter } from '../api/types';

/** How many matches a list page shows at first and adds per 'Show more'; the server sends just these. */
export const LIST_PAGE_SIZE = 24;

/** A list's first window for the page's filters (empty filters are left out of the URL). */
const windowUrl = (path: string, filters: Record<string, string>) =>
  `${path}?${new URLSearchParams([['first', String(LIST_PAGE_SIZE)], ...Object.entries(filters).filter(([, value]) => value !== '')])}`;

/** Every public query key. Admin keys live with the admin pages, outside the public bundle. */
export const queryKeys = {
  books: () => ['/api/books'] as const,
  newsletter: () => ['/api/newsletter'] as const,
  blogPosts: () => ['/api/blog'] as const,
  blogWindow: (filters: { q: string; category: string }) => [windowUrl('/api/blog', filters)] as const,
  featuredPosts: () => ['/api/blog/featured'] as const,
  blogPost: (slug: string) => ['/api/blog/post', slug] as const,
  relatedPosts: (category: string, excludeSlug: string) =>
    [`/api/blog/related?category=${encodeURIComponent(category)}&exclude=${encodeURIComponent(excludeSlug)}`] as const,
  essays: () => ['/api/ai-islam'] as const,
  essayWindow: (filters: { q: string; tag: string }) => [windowUrl('/api/ai-islam', filters)] as const,
  essay: (slug: string) => ['/api/ai-islam', slug] as const,
  brainTeaser: () => ['/api/brain-teasers/random'] as const,
  quote: () => ['/api/quotes/random'] as const,
  legacy: (filter: LegacyFilter) => ['/api/legacy', filter] as const,
  resources: () => ['/api/resources'] as const,
};
