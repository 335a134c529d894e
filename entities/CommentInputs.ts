import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { HasNoControlCharacters } from './textRules';

const STATUSES = ['pending', 'approved', 'spam'] as const;
const BLOCK_KINDS = ['domain', 'account'] as const;

/** GET /api/admin/comments?status=: pending when absent. */
export class CommentListInput {
  @IsOptional()
  @IsIn(STATUSES, { message: `status must be one of ${STATUSES.join(', ')}` })
  status?: (typeof STATUSES)[number];
}

/** PATCH /api/admin/comments/{id}. */
export class CommentStatusInput {
  @IsIn(STATUSES, { message: `status must be one of ${STATUSES.join(', ')}` })
  status: (typeof STATUSES)[number];
}

/** POST /api/admin/comments/blocks: a domain (example.com, and its subdomains) or an account (its URL or @user@host). */
export class CommentBlockInput {
  @IsIn(BLOCK_KINDS, { message: `kind must be one of ${BLOCK_KINDS.join(', ')}` })
  kind: (typeof BLOCK_KINDS)[number];

  @IsString({ message: 'value is required' })
  @MinLength(3, { message: 'value must be at least 3 characters' })
  @MaxLength(300, { message: 'value must be at most 300 characters' })
  @HasNoControlCharacters('none', { message: 'value must be a single line of text' })
  value: string;
}

/** PUT /api/admin/comments/rules. */
export class CommentRulesInput {
  @IsBoolean({ message: 'trustApprovedAuthors must be true or false' })
  trustApprovedAuthors: boolean;
}

/** POST /api/webmention (form-encoded): the page that mentions, and the page of this site it mentions. */
export class WebmentionInput {
  @IsString({ message: 'source is required' })
  @MaxLength(350, { message: 'source must be at most 350 characters' })
  source: string;

  @IsString({ message: 'target is required' })
  @MaxLength(350, { message: 'target must be at most 350 characters' })
  target: string;
}
