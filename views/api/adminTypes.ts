// The JSON shapes of the admin API. Types only: nothing here reaches a browser bundle, and
// the public pages never import it.
import type { LegacyModerationStatus, LegacyStatus } from './legacyStatuses';
import type { BlogPostSummaryDto, EssaySummaryDto, LegacySubmissionDto } from './types';

export type { LegacyModerationStatus };

/** The public summary, plus what only the admin sees: drafts (no publish date) and the featured flag. */
export interface AdminBlogPostSummaryDto extends Omit<BlogPostSummaryDto, 'publishedAt'> {
  /** Null for a draft. */
  publishedAt: string | null;
  isFeatured: boolean;
}

export interface AdminBlogPostDto extends AdminBlogPostSummaryDto {
  /** Sanitised HTML. */
  content: string;
}

export interface AdminEssaySummaryDto extends Omit<EssaySummaryDto, 'publishedAt'> {
  /** Null for a draft. */
  publishedAt: string | null;
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

export interface AdminLegacySubmissionDto extends LegacySubmissionDto {
  status: LegacyStatus;
}

export interface AdminContactMessageDto {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}
