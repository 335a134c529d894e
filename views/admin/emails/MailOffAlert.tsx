// "Email is not going out": shown on the dashboard, the emails page and beside a post's send while
// SMTP_URL is not set, with the server's reason. Nothing is lost meanwhile: every email waits in
// the outbox. useMailOff reads the reason for screens that have no answer of their own that says it.
import type { MailStatusDto } from '../../api/adminTypes';
import { useAdminQuery } from '../adminApi';
import { mailAlertCss } from './MailFaultAlert';

export const MAIL_STATUS_API = '/api/admin/emails/status';

export function MailOffAlert({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <div css={mailAlertCss} role="alert">
      <p>
        <strong>Email is not going out:</strong> {reason}
      </p>
    </div>
  );
}

/** Why no email leaves (no SMTP_URL), or null while it is delivered (or not yet known). */
export const useMailOff = (): string | null => useAdminQuery<MailStatusDto>([MAIL_STATUS_API]).query.data?.mailOff ?? null;
