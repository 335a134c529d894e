// Every newsletter send, newest first, and what followed it: delivered and failed emails, the
// visits its links brought in the 7 days from the send, and the unsubscribes from its emails.
// Its own query: the sends do not depend on the range.
import type { AnalyticsSendDto } from '../../api/analyticsTypes';
import { formatShortDate } from '../formatShortDate';
import { useAdminQuery } from '../adminApi';
import { panelCss } from './analyticsCss';
import { analyticsKeys } from './analyticsApi';
import { formatCount } from './analyticsFormat';
import { DataTable, type Column } from './DataTable';

const TITLE = 'Newsletter sends';

const columns: Column<AnalyticsSendDto>[] = [
  { label: 'Send', cell: (send) => send.title },
  { label: 'Sent', cell: (send) => formatShortDate(send.sentAt) },
  { label: 'Delivered', numeric: true, cell: (send) => formatCount(send.delivered) },
  { label: 'Failed', numeric: true, cell: (send) => formatCount(send.failed) },
  { label: 'Visits in 7 days', numeric: true, cell: (send) => formatCount(send.visits7d) },
  { label: 'Unsubscribes', numeric: true, cell: (send) => formatCount(send.unsubscribes) },
];

export function SendsTable() {
  const { query } = useAdminQuery<AnalyticsSendDto[]>(analyticsKeys.sends());
  if (!query.data) {
    return (
      <section css={panelCss} aria-labelledby="analytics-sends" data-wide="">
        <h2 id="analytics-sends">{TITLE}</h2>
        <p role="status">{query.isError ? 'The sends could not be loaded.' : 'Loading the sends...'}</p>
      </section>
    );
  }
  return <DataTable title={TITLE} wide columns={columns} rows={query.data} rowKey={(send) => send.id} empty="No newsletter has been sent yet." />;
}
