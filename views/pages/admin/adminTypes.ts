// The JSON shapes of the admin API. Types only: nothing here reaches a browser bundle, and
// the public pages never import it.
import type { BlogCategory } from '../../apiTypes';

export interface AdminBlogPostSummaryDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  featuredImage: string | null;
  readTime: number;
  /** Null for a draft. */
  publishedAt: string | null;
  tags: string[];
  isFeatured: boolean;
}

export interface AdminBlogPostDto extends AdminBlogPostSummaryDto {
  /** Sanitised HTML. */
  content: string;
}

export interface AdminEssaySummaryDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  authors: string;
  readingTime: string;
  /** Null for a draft. */
  publishedAt: string | null;
  tags: string[];
}

export interface AdminEssayDto extends AdminEssaySummaryDto {
  /** Sanitised HTML. */
  bodyHtml: string;
}

export interface AdminSaveResultDto<T> {
  success: true;
  message: string;
  item: T;
}

export interface SeedCountsDto {
  blogPosts: number;
  books: number;
  quotes: number;
  brainTeasers: number;
}

export interface SeedResultDto {
  success: true;
  message: string;
  counts: SeedCountsDto;
  /** Rows this run inserted (0 when everything was already there). */
  added: number;
}

export interface AdminSubscriberDto {
  id: number;
  email: string;
  subscribedAt: string | null;
  isActive: boolean;
}

export type LegacyModerationStatus = 'pending' | 'approved';

export interface AdminLegacySubmissionDto {
  id: number;
  statement: string;
  authorName: string | null;
  location: string | null;
  submittedAt: string;
  hearts: number;
  status: 'pending' | 'approved' | 'rejected';
}

export interface AdminContactMessageDto {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}
