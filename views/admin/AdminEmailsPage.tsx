// /admin/emails: whether mail is going out, the emails a restore held (sent when the owner says),
// the newsletter sends (retry a send's failed emails,
// undo its suppressions), every email the site sent or would send (without SMTP_URL they wait
// here) a page at a time, each shown as its recipient sees it, the addresses that bounced, and
// the DNS records (DKIM, SPF, DMARC) to publish.
import { css } from '@emotion/react';
import { Fragment, useState } from 'react';
import type { AdminEmailDto, EmailSuppressionDto, MailStatusDto } from '../api/adminTypes';
import { outlineButtonCss } from '../components/ui';
import { ghostButtonCss } from './components/ghostButtonCss';
import { color, radius } from '../style/theme';
import { adminJson, useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { itemCss, itemListCss } from './components/listCss';
import { useAdminAction } from './useAdminAction';
import { EmailList, type EmailFilter } from './emails/EmailList';
import { HeldEmails } from './emails/HeldEmails';
import { MailDnsRecords } from './emails/MailDnsRecords';
import { MailFaultAlert } from './emails/MailFaultAlert';
import { MAIL_STATUS_API, MailOffAlert } from './emails/MailOffAlert';
import { EMAILS_API, SendList } from './emails/SendList';


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

export default function AdminEmailsPage() {
  const [open, setOpen] = useState<number | null>(null);
  const [filter, setFilter] = useState<EmailFilter>({ page: 1, status: '', sendId: null });
  const status = useAdminQuery<MailStatusDto>([MAIL_STATUS_API]);
  return (
    <AdminLayout title="Emails" intro="Every email the site sends, newest first. Without SMTP_URL they wait here, and go out once it is set.">
      <MailOffAlert reason={status.query.data?.mailOff} />
      <MailFaultAlert fault={status.query.data?.fault} />
      {open !== null ? (
        <EmailDetail id={open} onClose={() => setOpen(null)} />
      ) : (
        <>
          <HeldEmails onShow={() => setFilter({ page: 1, status: 'held', sendId: null })} />
          <SendList onShowFailed={(sendId) => setFilter({ page: 1, status: 'failed', sendId })} />
          <h2>Emails</h2>
          <EmailList filter={filter} onFilter={setFilter} onOpen={setOpen} />
          <Suppressions />
          <MailDnsRecords />
        </>
      )}
    </AdminLayout>
  );
}
