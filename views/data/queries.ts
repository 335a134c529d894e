// One queryOptions per public query: its key and the type of its data, used alike by the
// server's prefetch (src/ssr/pageServer.ts) and by the pages' hooks. A key's parts joined with
// '/' are the URL the browser fetches (views/data/fetcher.ts) and the server resolves in process;
// neither carries a queryFn, so each side reads the key with its own (views/data/queryClient.ts).
// Admin queries live with the admin pages, outside the public bundle.
import { queryOptions } from '@tanstack/react-query';
import type {
  BlogPostDto,
  BlogPostSummaryDto,
  BookDto,
  BrainTeaserDto,
  EssayDto,
  EssayListWindow,
  EssaySummaryDto,
  LegacyFilter,
  LegacySubmissionDto,
  NewsletterReachDto,
  PageDto,
  ListWindow,
  QuoteDto,
  ResourceDto,
} from '../api/types';

/** How many matches a list page shows at first and adds per 'Show more'; the server sends just these. */
export const LIST_PAGE_SIZE = 24;

/** A list's first window for the page's filters (empty filters are left out of the URL). */
const windowUrl = (path: string, filters: Record<string, string>) =>
  `${path}?${new URLSearchParams([['first', String(LIST_PAGE_SIZE)], ...Object.entries(filters).filter(([, value]) => value !== '')])}`;

/** A key prefix matching every query whose key starts with this API path: what a write invalidates. */
export const queriesUnder = (apiPath: `/api/${string}`) => [apiPath] as const;

export const booksQuery = () => queryOptions<BookDto[]>({ queryKey: ['/api/books'] });

export const blogPostsQuery = () => queryOptions<BlogPostSummaryDto[]>({ queryKey: ['/api/blog'] });
export const blogWindowQuery = (filters: { q: string; category: string }) =>
  queryOptions<ListWindow<BlogPostSummaryDto>>({ queryKey: [windowUrl('/api/blog', filters)] });
export const featuredPostsQuery = () => queryOptions<BlogPostSummaryDto[]>({ queryKey: ['/api/blog/featured'] });
export const blogPostQuery = (slug: string) => queryOptions<BlogPostDto>({ queryKey: ['/api/blog/post', slug] });
export const relatedPostsQuery = (category: string, excludeSlug: string) =>
  queryOptions<BlogPostSummaryDto[]>({
    queryKey: [`/api/blog/related?category=${encodeURIComponent(category)}&exclude=${encodeURIComponent(excludeSlug)}`],
  });

export const essaysQuery = () => queryOptions<EssaySummaryDto[]>({ queryKey: ['/api/ai-islam'] });
export const essayWindowQuery = (filters: { q: string; tag: string }) => queryOptions<EssayListWindow>({ queryKey: [windowUrl('/api/ai-islam', filters)] });
export const essayQuery = (slug: string) => queryOptions<EssayDto>({ queryKey: ['/api/ai-islam', slug] });

/** The random endpoints answer null when there is nothing to draw from. */
export const brainTeaserQuery = () => queryOptions<BrainTeaserDto | null>({ queryKey: ['/api/brain-teasers/random'] });
export const quoteQuery = () => queryOptions<QuoteDto | null>({ queryKey: ['/api/quotes/random'] });

/** The subscriber count the home page's newsletter band may show (null: too few to say). */
export const newsletterReachQuery = () => queryOptions<NewsletterReachDto>({ queryKey: ['/api/newsletter/reach'] });

export const legacyQuery = (filter: LegacyFilter) => queryOptions<LegacySubmissionDto[]>({ queryKey: ['/api/legacy', filter] });

export const resourcesQuery = () => queryOptions<ResourceDto[]>({ queryKey: ['/api/resources'] });

/** One of the owner's pages, at /{slug}. */
export const pageQuery = (slug: string) => queryOptions<PageDto>({ queryKey: ['/api/pages', slug] });
/** Where the footer's legal links lead; every public page prefetches it. */
