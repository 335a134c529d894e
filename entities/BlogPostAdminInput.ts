import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { blogPostRules } from '../views/lib/contentRules';
import { CATEGORY_VALUE } from '../views/api/categoryValue';
import { ADMIN_CONTENT_LIMITS } from '../views/api/adminContentLimits';
import { ContentAdminInput, IsContentBody, saveInputs } from './ContentAdminInput';
import { SITE_PATH } from './sitePaths';

/** A typed minute count: a number, or digits in a string; empty means "work it out". */
export function normaliseReadTime(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value)) return Number(value);
  return value;
}

/** The body of POST /api/admin/blog and PUT /api/admin/blog/{id}. */
export class BlogPostAdminInput extends ContentAdminInput {
  @IsContentBody()
  content: string;

  /** One of the categories table's values (checked by the service: src/services/categories.ts). */
  @IsString({ message: 'category is required' })
  @Matches(CATEGORY_VALUE, { message: 'category must be a category value, such as ai-and-society' })
  category: string;

  /** Absent: false on create, unchanged on update. */
  @IsOptional()
  @IsBoolean()
  isFeatured?: boolean;

  /** Minutes; absent: made from the content. */
  @IsOptional()
  @IsInt({ message: 'readTime must be a whole number of minutes' })
  @Min(ADMIN_CONTENT_LIMITS.readTimeMin)
  @Max(ADMIN_CONTENT_LIMITS.readTimeMax)
  readTime?: number;

  /** An image of this site (an upload: /media/…). Absent: none on create, unchanged on update; empty or null removes it. */
  @IsOptional()
  @IsString()
  @Matches(SITE_PATH, { message: 'featuredImage must be an image of this site, such as an uploaded one (/media/…)' })
  featuredImage?: string | null;
}

/** A missing slug follows the blog-create rule on POST and the edit rule on PUT. */
export const blogPostInputs = saveInputs(BlogPostAdminInput, blogPostRules, (raw) => ({
  readTime: normaliseReadTime(raw.readTime),
  featuredImage: typeof raw.featuredImage === 'string' && raw.featuredImage.trim() === '' ? null : typeof raw.featuredImage === 'string' ? raw.featuredImage.trim() : raw.featuredImage,
}));
