import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_CONTENT_LIMITS } from '../views/api/adminContentLimits';
import { pageRules } from '../views/lib/contentRules';
import { normaliseReadTime } from './BlogPostAdminInput';
import { ContentAdminInput, IsContentBody, saveInputs } from './ContentAdminInput';

/** The body of POST /api/admin/pages and PUT /api/admin/pages/{id}: a blog post's, without category or featured flag. */
export class PageAdminInput extends ContentAdminInput {
  @IsContentBody()
  content: string;

  /** Minutes; absent: made from the content. */
  @IsOptional()
  @IsInt({ message: 'readTime must be a whole number of minutes' })
  @Min(ADMIN_CONTENT_LIMITS.readTimeMin)
  @Max(ADMIN_CONTENT_LIMITS.readTimeMax)
  readTime?: number;
}

export const pageInputs = saveInputs(PageAdminInput, pageRules, (raw) => ({ readTime: normaliseReadTime(raw.readTime) }));
