// PATCH /api/admin/settings, `email`: what the site's emails say of their sender.
import { BoundedText, EmailOrEmpty, Optional } from './settingRules';

export class EmailInput {
  @Optional() @BoundedText(100) senderName?: string;
  @Optional() @EmailOrEmpty() replyTo?: string;
  @Optional() @BoundedText(300) footer?: string;
}
