// The JSON shapes the public API answers: plain data with ISO date strings. Shared by the
// services that build them and the pages that show them. Each closed list (categories, resource
// types, legacy filters) is written once, with its type, in its own file beside this one.
import type { BlogCategory } from './blogCategories';
import type { LegacyFilter } from './legacyFilters';
import type { ResourceType } from './resourceTypes';

export type { BlogCategory, LegacyFilter };

export interface BookDto {
  id: number;
  title: string;
  subtitle: string | null;
  author: string;
  rating: number | null;
  publishedYear: number | null;
  description: string;
  amazonUrl: string;
  coverImage: string | null;
}

/** A post in a list (blog, featured, related): everything but the body. */
export interface BlogPostSummaryDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** The category's label now (the owner may rename it). */
  categoryLabel: string;
  featuredImage: string | null;
  readTime: number;
  publishedAt: string;
  tags: string[];
}

export interface BlogPostDto extends BlogPostSummaryDto {
  /** Sanitised HTML. */
  content: string;
  /** Approved replies, likes and boosts from the social web, as HTML (a public read only; null when there are none). */
  conversationHtml?: string | null;
  /** Who wrote it, when the source named someone (an imported post): a byline unless it is the owner. */
  author: string | null;
}

/** An approved comment as the public sees it under a post or an essay. */
export interface PublicCommentDto {
  id: number;
  authorName: string;
  /** Where the author's name links to. */
  authorUrl: string | null;
  /** Cleaned HTML: text, links and simple formatting. */
  contentHtml: string;
  /** ISO time it was written (or received). */
  publishedAt: string;
}

/** A blog category: its value (in posts and /blog?category=) and its label. */
export interface CategoryDto {
  value: string;
  label: string;
}

/** One of the owner's pages, at /{slug}. */
export interface PageDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  readTime: number;
  publishedAt: string;
  tags: string[];
  /** Sanitised HTML. */
  content: string;
}

/** An essay in the list: everything but the body. */
export interface EssaySummaryDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  authors: string;
  readingTime: string;
  publishedAt: string;
  tags: string[];
}

export interface EssayDto extends EssaySummaryDto {
  /** Sanitised HTML. */
  bodyHtml: string;
  /** Approved replies, likes and boosts from the social web, as HTML (a public read only; null when there are none). */
  conversationHtml?: string | null;
}

/** A list's first matches and how many match in all (GET /api/blog?first=24&q=…): the page's first screen. */
export interface ListWindow<T> {
  items: T[];
  matching: number;
}

/** The essays' first screen also carries every topic, for the filter chips. */
export interface EssayListWindow extends ListWindow<EssaySummaryDto> {
  tags: string[];
}

export interface BrainTeaserDto {
  id: number;
  question: string;
  answer: string;
  difficulty: 'easy' | 'medium' | 'hard';
  category: string;
}

export interface QuoteDto {
  id: number;
  text: string;
  author: string;
  category: string;
}

export interface LegacySubmissionDto {
  id: number;
  statement: string;
  authorName: string | null;
  location: string | null;
  submittedAt: string;
  hearts: number;
}

export interface HeartResultDto {
  id: number;
  hearts: number;
  /** False when this visitor had already hearted the statement. */
  counted: boolean;
}

export interface ResourceDto {
  id: number;
  type: ResourceType;
  title: string;
  description: string;
  /** Bytes. */
  fileSize: number;
  downloadCount: number;
  /** Public path of the file, e.g. /resources/attention-audit-worksheet.pdf */
  filePath: string;
}

export interface SubscribeResultDto {
  success: true;
  message: string;
  /** Double opt-in is on: nothing comes until the emailed link is confirmed. The same for every address (a setting of the site). */
  confirmByEmail: boolean;
}

/** How many read the newsletter (GET /api/newsletter/reach): the real count once it reaches the owner's threshold (copy.subscriberCountThreshold), else null, so no page claims a number it does not have. */
export interface NewsletterReachDto {
  subscribers: number | null;
}

/** What site search finds (GET /api/search). */
export const SEARCH_TYPES = ['post', 'essay', 'book', 'resource'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchResultDto {
  type: SearchType;
  title: string;
  /** The item's page; for a match in a body, at the heading above it. */
  url: string;
  /** Plain text escaped as HTML, the matched words in <mark>. */
  snippet: string;
  publishedAt: string | null;
}

export interface SearchPageDto {
  items: SearchResultDto[];
  total: number;
  page: number;
  totalPages: number;
}
