import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsLabel } from './subscriberLabels';

/**
 * POST /api/admin/{blog|ai-islam}/{id}/send: `{ test: true, to? }` sends a test (to `to`, or the
 * owner); `{ segment? }` sends to the receiving subscribers (of one label), now or at the item's
 * time; `{ resend: 'new' }` sends to those who have not had it yet.
 */
export class SendInput {
  static normalise(raw: Record<string, unknown>) {
    return {
      ...raw,
      ...(typeof raw.to === 'string' ? { to: raw.to.trim().toLowerCase() } : {}),
      ...(typeof raw.segment === 'string' ? { segment: raw.segment.trim() } : {}),
    };
  }

  @IsOptional()
  @IsBoolean({ message: 'test must be true or false' })
  test?: boolean;

  @IsOptional()
  @IsString({ message: 'to must be an email address' })
  @MaxLength(254, { message: 'to must be an email address' })
  @IsEmail({}, { message: 'to must be an email address' })
  to?: string;

  @IsOptional()
  @IsIn(['new'], { message: "resend must be 'new'" })
  resend?: 'new';

  @IsOptional()
  @IsLabel()
  segment?: string;
}
