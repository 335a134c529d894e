// PATCH /api/admin/settings, `copy`: the sentences the public chrome shows, as plain one-line text.
import { IsInt, Max, Min } from 'class-validator';
import { BoundedText, Optional } from './settingRules';

export class CopyInput {
  @Optional() @BoundedText(300) footerBlurb?: string;
  @Optional() @BoundedText(300) footerNewsletterText?: string;
  @Optional() @BoundedText(400) blogIntro?: string;
  @Optional() @BoundedText(300) blogDescription?: string;
  @Optional() @BoundedText(120) newsletterHeading?: string;
  @Optional() @BoundedText(600) newsletterText?: string;
  @Optional() @BoundedText(600) newsletterTextWithCount?: string;
  @Optional() @BoundedText(200) newsletterNote?: string;
  @Optional() @BoundedText(300) subscribeConfirmNote?: string;
  @Optional()
  @IsInt({ message: '$property must be a whole number' })
  @Min(1, { message: '$property must be at least 1' })
  @Max(10_000_000, { message: '$property must be at most 10000000' })
  subscriberCountThreshold?: number;
  @Optional() @BoundedText(120) notFoundTitle?: string;
  @Optional() @BoundedText(300) notFoundText?: string;
  @Optional() @BoundedText(600) legacyInvitation?: string;
}
