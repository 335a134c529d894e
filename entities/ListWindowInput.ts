// The query of a list's first window (GET /api/blog?first=24&q=…&category=…): the page's first
// screen of matches, without shipping the whole list in the page.
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { BlogCategory } from '../views/api/blogCategories';
import { CATEGORY_VALUE } from '../views/api/categoryValue';

export const MAX_LIST_WINDOW = 100;

class ListWindowInput {
  @Matches(/^(?:[1-9]\d?|100)$/, { message: `first must be a whole number from 1 to ${MAX_LIST_WINDOW}` })
  first: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

export class BlogListWindowInput extends ListWindowInput {
  @IsOptional()
  @Matches(CATEGORY_VALUE, { message: 'category must be a category value' })
  category?: BlogCategory;
}

export class EssayListWindowInput extends ListWindowInput {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  tag?: string;
}
