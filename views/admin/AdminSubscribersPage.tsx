import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatShortDate } from './formatShortDate';
import { DownloadIcon } from '../components/icons';
import { toast } from '../components/toast/toastStore';
import { cardCss, primaryButtonCss } from '../components/ui';
import { color, media, radius } from '../style/theme';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminSubscriberDto } from '../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { downloadSubscribersCsv } from './adminDownload';
import { SubscriberActions, SubscriberHistory } from './SubscriberActions';
import { SubscriberTools } from './subscribers/SubscriberTools';

const statsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-bottom: 20px;
  dl { display: flex; gap: 12px; margin: 0 auto 0 0; }
  dl div { ${cardCss}; padding: 10px 16px; }
  dt { font-size: 0.82rem; color: ${color.muted}; }
  dd { margin: 0; font-size: 1.35rem; font-weight: 700; }
`;

const tableWrapCss = css`
  ${cardCss};
  ${media.md} { overflow-x: auto; }
`;

/**
 * The spec's three columns (and the actions) as a table from a tablet up; on a phone each
 * subscriber is a card: the address on a line of its own, the date and status under it, then
 * the history and the actions, with no sideways scrolling.
 */
const tableCss = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th, td { padding: 12px 16px; text-align: left; border-bottom: 1px solid ${color.border}; }
  th { font-size: 0.82rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${color.muted}; }
  tr:last-of-type td { border-bottom: 0; }
  td:first-of-type { overflow-wrap: anywhere; }
  .subscriber-tick { display: flex; align-items: center; gap: 6px; font-size: 0.8rem; color: ${color.muted}; }
  .subscriber-labels { margin: 4px 0; font-size: 0.8rem; }
  @media (max-width: 767.98px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody, tr, td { display: block; }
    tr { padding: 12px 16px; border-bottom: 1px solid ${color.border}; }
    tr:last-of-type { border-bottom: 0; }
    td { padding: 0; border: 0; }
    td:first-of-type { font-weight: 600; margin-bottom: 4px; }
    td:nth-of-type(2), td:nth-of-type(3) { display: inline-block; margin: 0 12px 8px 0; color: ${color.muted}; }
  }
`;

const statusCss = css`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 600;
  &[data-active='true'] { background: #dcfce7; color: #166534; }
  &[data-active='false'] { background: ${color.surfaceAlt}; color: ${color.muted}; }
`;

function ExportButton() {
  const exportCsv = useMutation({
    mutationFn: downloadSubscribersCsv,
    onSuccess: () => toast({ title: 'Export successful', description: 'Subscriber list has been downloaded' }),
    onError: () => toast({ title: 'Export failed', description: 'Could not export subscribers', variant: 'destructive' }),
  });
  return (
    <button type="button" css={primaryButtonCss} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <DownloadIcon size={18} /> Export CSV
    </button>
  );
}

const emptyCss = css`
  text-align: center;
  color: ${color.muted};
`;

function SubscriberTable({ subscribers }: { subscribers: AdminSubscriberDto[] }) {
  const active = subscribers.filter((s) => s.isActive).length;
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const tick = (id: number, on: boolean) => setTicked((current) => new Set([...current].filter((other) => other !== id).concat(on ? [id] : [])));
  return (
    <>
      <SubscriberTools selected={subscribers.filter((s) => ticked.has(s.id)).map((s) => s.id)} onDone={() => setTicked(new Set())} />
      <div css={statsCss}>
        <dl>
          <div>
            <dt>Total subscribers</dt>
            <dd>{subscribers.length}</dd>
          </div>
          <div>
            <dt>Active</dt>
            <dd>{active}</dd>
          </div>
        </dl>
        <ExportButton />
      </div>
      {subscribers.length === 0 ? (
        <p css={emptyCss}>No subscribers yet</p>
      ) : (
        <div css={tableWrapCss}>
          <table css={tableCss}>
            <caption className="visually-hidden">Newsletter subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Status</th>
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td>{s.subscribedAt ? formatShortDate(s.subscribedAt) : 'N/A'}</td>
                  <td>
                    <span css={statusCss} data-active={s.isActive}>{s.isActive ? 'Active' : 'Inactive'}</span>
                  </td>
                  <td>
                    <label className="subscriber-tick">
                      <input type="checkbox" checked={ticked.has(s.id)} onChange={(event) => tick(s.id, event.target.checked)} /> Select<span className="visually-hidden"> {s.email}</span>
                    </label>
                    {s.labels.length > 0 && <p className="subscriber-labels">Labels: {s.labels.join(', ')}</p>}
                    <SubscriberHistory subscriber={s} />
                    <SubscriberActions subscriber={s} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function AdminSubscribersPage() {
  const state = useAdminQuery<AdminSubscriberDto[]>(adminQueryKeys.subscribers());
  return (
    <AdminLayout title="Newsletter Subscribers" intro="Everyone who signed up for the newsletter, newest first.">
      <AdminQueryView state={state} gateTitle="Access Subscribers" failureMessage="Failed to fetch subscribers" loadingLabel="Loading subscribers...">
        {(subscribers) => <SubscriberTable subscribers={subscribers} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
