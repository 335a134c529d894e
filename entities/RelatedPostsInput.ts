import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BLOG_CATEGORIES, type BlogCategory } from '../views/api/blogCategories';

/** GET /api/blog/related?category=&exclude= (query parameters) */
export class RelatedPostsInput {
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category: BlogCategory;

  /** The slug of the post being read, left out of its own related list. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  exclude?: string;
}
