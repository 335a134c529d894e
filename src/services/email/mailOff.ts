// Why no email leaves at all: SMTP_URL is not set. Every email still waits in the outbox, so
// nothing is lost; the admin says so wherever it would otherwise promise mail "on its way" (the
// dashboard, the emails page, the send panel, the publishing buttons).
import type { MailConfig } from '../../config';

export const NO_SMTP_URL =
  'SMTP_URL is not set, so no email leaves the site. Every email waits in the outbox (Emails) and goes out once SMTP_URL is set and the site restarted.';

/** The reason, or null while mail is delivered. */
export const mailOffReason = (mail: Pick<MailConfig, 'smtpUrl'>): string | null => (mail.smtpUrl ? null : NO_SMTP_URL);
