// "Email is not going out": shown on the dashboard, the emails page and beside a post's send while
// SMTP_URL is not set, with the server's reason. Nothing is lost meanwhile: every email waits in
// the outbox. useMailOff reads the reason for screens that have no answer of their own that says it.
import { css } from '@emotion/react';
import type { MailStatusDto } from '../../api/adminTypes';
import { color, radius } from '../../style/theme';
import { useAdminQuery } from '../adminApi';

export const MAIL_STATUS_API = '/api/admin/emails/status';

const alertCss = css`
  margin: 0 0 24px;
  padding: 12px 16px;
  border: 1px solid ${color.danger};
  border-left-width: 4px;
  border-radius: ${radius.md};
  overflow-wrap: anywhere;
  p { margin: 0; }
`;

export function MailOffAlert({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <div css={alertCss} role="alert">
      <p>
        <strong>Email is not going out:</strong> {reason}
      </p>
    </div>
  );
}

/** Why no email leaves (no SMTP_URL), or null while it is delivered (or not yet known). */
export const useMailOff = (): string | null => useAdminQuery<MailStatusDto>([MAIL_STATUS_API]).query.data?.mailOff ?? null;
