// "Mail is not going out: …": shown on the emails page and the dashboard while a fault of the
// sending setup (the SMTP server unreachable, the login or the From address refused) holds the
// outbox. Nothing is failed or suppressed meanwhile; it goes on by itself once the setup works.
import { css } from '@emotion/react';
import { color, radius } from '../../style/theme';

/** The look of both mail alerts (this one and MailOffAlert.tsx). */
export const mailAlertCss = css`
  margin: 0 0 24px;
  padding: 12px 16px;
  border: 1px solid ${color.danger};
  border-left-width: 4px;
  border-radius: ${radius.md};
  overflow-wrap: anywhere;
  p { margin: 0; }
  p + p { margin-top: 6px; font-size: 0.9rem; color: ${color.muted}; }
`;

export function MailFaultAlert({ fault }: { fault: string | null | undefined }) {
  if (!fault) return null;
  return (
    <div css={mailAlertCss} role="alert">
      <p>
        <strong>Mail is not going out:</strong> {fault}
      </p>
      <p>No email has been failed and nobody has been suppressed for it. The outbox tries again by itself, and carries on where it stopped once your mail settings work.</p>
    </div>
  );
}
