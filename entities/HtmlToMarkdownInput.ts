import { IsString, MaxLength } from 'class-validator';
import { ADMIN_CONTENT_LIMITS } from '../views/api/adminContentLimits';

/** POST /api/admin/markdown/from-html: an article's HTML body, as long as a body may be. */
export class HtmlToMarkdownInput {
  @IsString({ message: 'html must be text' })
  @MaxLength(ADMIN_CONTENT_LIMITS.body, { message: `html must be at most ${ADMIN_CONTENT_LIMITS.body} characters` })
  html: string;
}
