// The outbox a page at a time, newest first, filtered by status and by send.
import { css } from '@emotion/react';
import { OUTBOX_STATUSES, type AdminEmailPageDto, type AdminEmailSummaryDto } from '../../api/adminTypes';
import { badgeCss, inputCss, outlineButtonCss } from '../../components/ui';
import { formatShortDate } from '../formatShortDate';
import { useAdminQuery } from '../adminApi';
import { AdminQueryView } from '../components/AdminQueryView';
import { itemCss, itemListCss, metaCss } from '../components/listCss';
import { EMAILS_API } from './SendList';

export interface EmailFilter {
  page: number;
  status: AdminEmailSummaryDto['status'] | '';
  sendId: number | null;
}

const filterCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-bottom: 16px;
  label { display: flex; gap: 8px; align-items: center; }
  select { width: auto; }
`;

const pagerCss = css`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-top: 16px;
`;

const queryOf = ({ page, status, sendId }: EmailFilter) => {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  if (sendId !== null) params.set('sendId', String(sendId));
  return `${EMAILS_API}?${params}`;
};

export function EmailList({ filter, onFilter, onOpen }: { filter: EmailFilter; onFilter: (filter: EmailFilter) => void; onOpen: (id: number) => void }) {
  const state = useAdminQuery<AdminEmailPageDto>([queryOf(filter)]);
  return (
    <>
      <div css={filterCss}>
        <label>
          Status
          <select css={inputCss} value={filter.status} onChange={(event) => onFilter({ ...filter, page: 1, status: event.target.value as EmailFilter['status'] })}>
            <option value="">All</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>{status}</option>
            ))}
          </select>
        </label>
        {filter.sendId !== null && (
          <button type="button" css={outlineButtonCss} onClick={() => onFilter({ ...filter, page: 1, sendId: null })}>
            Every email, not only one send's
          </button>
        )}
      </div>
      <AdminQueryView state={state} gateTitle="Access Emails" failureMessage="Failed to load the emails. Please check your admin secret key." loadingLabel="Loading emails...">
        {({ emails, total, page, totalPages }) => (
          <>
            {emails.length === 0 ? (
              <p>No emails here.</p>
            ) : (
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
            )}
            {totalPages > 1 && (
              <nav css={pagerCss} aria-label="Pages of emails">
                <button type="button" css={outlineButtonCss} disabled={page <= 1} onClick={() => onFilter({ ...filter, page: page - 1 })}>Newer</button>
                <span>Page {page} of {totalPages} · {total} emails</span>
                <button type="button" css={outlineButtonCss} disabled={page >= totalPages} onClick={() => onFilter({ ...filter, page: page + 1 })}>Older</button>
              </nav>
            )}
          </>
        )}
      </AdminQueryView>
    </>
  );
}
