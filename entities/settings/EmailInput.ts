// PATCH /api/admin/settings, `email`: what the site's emails say of their sender.
import { IsBoolean } from 'class-validator';
import { BoundedText, EmailOrEmpty, Optional } from './settingRules';

export class WelcomeEmailInput {
  @Optional() @IsBoolean({ message: '$property must be true or false' }) enabled?: boolean;
  @Optional() @BoundedText(200) subject?: string;
  @Optional() @BoundedText(20_000, 'line breaks') markdown?: string;
}

export class EmailInput {
  static nested = { welcome: { object: WelcomeEmailInput } };

  @Optional() @BoundedText(100) senderName?: string;
  @Optional() @EmailOrEmpty() replyTo?: string;
  @Optional() @BoundedText(300) footer?: string;
}
