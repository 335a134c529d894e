import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { BlogCategory } from '../views/api/types';
import { blogCategories } from '../views/api/blogCategories';

/** GET /api/blog/related?category=&exclude= (query parameters) */
export class RelatedPostsInput {
  @IsIn(blogCategories.map((c) => c.value), { message: `category must be one of: ${blogCategories.map((c) => c.value).join(', ')}` })
  category: BlogCategory;

  /** The slug of the post being read, left out of its own related list. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  exclude?: string;
}
