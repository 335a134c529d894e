// /admin/emails: every email the site sent or would send (without SMTP_URL they wait here),
// newest first, each shown as its recipient sees it, and the addresses that bounced for good.
import { css } from '@emotion/react';
import { Fragment, useState } from 'react';
import type { AdminEmailDto, AdminEmailSummaryDto, EmailSuppressionDto } from '../../api/adminTypes';
import { badgeCss, ghostButtonCss, outlineButtonCss } from '../../components/ui';
import { formatShortDate } from '../../lib/format';
import { color, radius } from '../../style/theme';
import { adminJson, useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { itemCss, itemListCss, metaCss } from './components/listCss';
import { useAdminAction } from './useAdminAction';

const EMAILS_API = '/api/admin/emails';

const frameCss = css`
  width: 100%;
  height: 70dvh;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: #fff;
`;

const detailCss = css`
  display: grid;
  gap: 12px;
  margin-bottom: 28px;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; font-size: 0.9rem; }
  dt { color: ${color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.85rem; padding: 12px; border: 1px solid ${color.border}; border-radius: ${radius.md}; }
`;

function EmailDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const state = useAdminQuery<AdminEmailDto>([EMAILS_API, String(id)]);
  return (
    <AdminQueryView state={state} gateTitle="Access Emails" failureMessage="This email was not found." loadingLabel="Loading the email...">
      {(email) => (
        <section css={detailCss} aria-labelledby="email-subject">
          <button type="button" css={outlineButtonCss} onClick={onClose}>Back to all emails</button>
          <h2 id="email-subject">{email.subject}</h2>
          <dl>
            <dt>To</dt>
            <dd>{email.to}</dd>
            {email.replyTo && (
              <>
                <dt>Reply-To</dt>
                <dd>{email.replyTo}</dd>
              </>
            )}
            {Object.entries(email.headers).map(([name, value]) => (
              <Fragment key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
            <dt>Status</dt>
            <dd>{email.status}{email.lastError ? `: ${email.lastError}` : ''}</dd>
          </dl>
          <iframe css={frameCss} title={`The email “${email.subject}” as its recipient sees it`} src={email.viewPath} sandbox="" />
          <details>
            <summary>The plain-text part</summary>
            <pre>{email.text}</pre>
          </details>
        </section>
      )}
    </AdminQueryView>
  );
}

function Suppressions() {
  const state = useAdminQuery<EmailSuppressionDto[]>([`${EMAILS_API}/suppressions`]);
  const { pending, run } = useAdminAction([EMAILS_API]);
  const list = state.query.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="suppressed">
      <h2 id="suppressed">Addresses that bounced</h2>
      <p>These are never mailed again, until you clear one.</p>
      <ul css={itemListCss}>
        {list.map((entry) => (
          <li key={entry.id} css={itemCss}>
            <div>
              <h3>{entry.email}</h3>
              <p>{entry.reason}</p>
            </div>
            <button type="button" css={ghostButtonCss} disabled={pending} onClick={() => run(() => adminJson(`${EMAILS_API}/suppressions/${entry.id}`, { method: 'DELETE' }), `${entry.email} cleared`)}>
              Clear<span className="visually-hidden"> {entry.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmailList({ emails, onOpen }: { emails: AdminEmailSummaryDto[]; onOpen: (id: number) => void }) {
  if (emails.length === 0) return <p>No emails yet.</p>;
  return (
    <ul css={itemListCss}>
      {emails.map((email) => (
        <li key={email.id} css={itemCss}>
          <div>
            <div css={metaCss}>
              <span css={badgeCss}>{email.status}</span>
              <span>{email.kind}</span>
              <span>{formatShortDate(email.createdAt)}</span>
            </div>
            <h2>{email.subject}</h2>
            <p>To {email.to}{email.lastError ? ` · ${email.lastError}` : ''}</p>
          </div>
          <button type="button" css={outlineButtonCss} onClick={() => onOpen(email.id)}>
            View<span className="visually-hidden"> “{email.subject}”</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function AdminEmailsPage() {
  const [open, setOpen] = useState<number | null>(null);
  const state = useAdminQuery<AdminEmailSummaryDto[]>([EMAILS_API]);
  return (
    <AdminLayout title="Emails" intro="Every email the site sends, newest first. Without SMTP_URL they wait here, and go out once it is set.">
      {open !== null ? (
        <EmailDetail id={open} onClose={() => setOpen(null)} />
      ) : (
        <AdminQueryView state={state} gateTitle="Access Emails" failureMessage="Failed to load the emails. Please check your admin secret key." loadingLabel="Loading emails...">
          {(emails) => (
            <>
              <EmailList emails={emails} onOpen={setOpen} />
              <Suppressions />
            </>
          )}
        </AdminQueryView>
      )}
    </AdminLayout>
  );
}
