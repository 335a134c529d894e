import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { BlogCategory } from '../views/api/blogCategories';
import { CATEGORY_VALUE } from '../views/api/categoryValue';

/** GET /api/blog/related?category=&exclude= (query parameters) */
export class RelatedPostsInput {
  @IsString({ message: 'category is required' })
  @Matches(CATEGORY_VALUE, { message: 'category must be a category value' })
  category: BlogCategory;

  /** The slug of the post being read, left out of its own related list. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  exclude?: string;
}
