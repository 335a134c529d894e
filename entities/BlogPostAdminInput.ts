import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { slugifyForCreate, slugifyForEdit } from '../views/lib/text';
import { blogCategories } from '../views/api/blogCategories';
import { ADMIN_CONTENT_LIMITS, ContentAdminInput, normaliseContentFields } from './ContentAdminInput';

/** A typed minute count: a number, or digits in a string; empty means "work it out". */
function normaliseReadTime(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value)) return Number(value);
  return value;
}

const normalise = (raw: Record<string, unknown>, slugify: (title: string) => string) => ({
  ...normaliseContentFields(raw, 'content', slugify),
  readTime: normaliseReadTime(raw.readTime),
});

/** The body of POST /api/admin/blog and PUT /api/admin/blog/{id}. */
export abstract class BlogPostAdminInput extends ContentAdminInput {
  @IsString({ message: 'content is required' })
  @IsNotEmpty({ message: 'content is required' })
  @MaxLength(ADMIN_CONTENT_LIMITS.body)
  content: string;

  @IsIn(blogCategories.map((c) => c.value), { message: `category must be one of ${blogCategories.map((c) => c.value).join(', ')}` })
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
}

/** POST /api/admin/blog: a missing slug follows the blog-create rule. */
export class BlogPostCreateAdminInput extends BlogPostAdminInput {
  static normalise = (raw: Record<string, unknown>) => normalise(raw, slugifyForCreate);
}

/** PUT /api/admin/blog/{id}: a missing slug follows the edit rule. */
export class BlogPostUpdateAdminInput extends BlogPostAdminInput {
  static normalise = (raw: Record<string, unknown>) => normalise(raw, slugifyForEdit);
}
