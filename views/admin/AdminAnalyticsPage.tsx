// /admin/analytics: what the server counted over 7, 30, 90 or 365 days (the address keeps the
// choice): the totals with their change, a chart per day, the tables, the newsletter sends, a
// CSV of the days, and the switch that stops this browser being counted. Its parts are in
// ./analytics/.
import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import type { AnalyticsDto } from '../api/analyticsTypes';
import { useNavigation } from '../app/router';
import { DownloadIcon } from '../components/icons';
import { toast } from '../components/toast/toastStore';
import { outlineButtonCss } from '../components/ui';
import { formatShortDate } from './formatShortDate';
import { color, media } from '../style/theme';
import { useAdminQuery } from './adminApi';
import { AnalyticsTables } from './analytics/AnalyticsTables';
import { analyticsKeys, downloadAnalyticsCsv, rangeDaysOf, rangeEnding, type DateRange, type RangeDays } from './analytics/analyticsApi';
import { DailyChart } from './analytics/DailyChart';
import { EventsSummary } from './analytics/EventsSummary';
import { Headline } from './analytics/Headline';
import { NotCountedSwitch } from './analytics/NotCountedSwitch';
import { RangePicker } from './analytics/RangePicker';
import { SendsTable } from './analytics/SendsTable';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';

const toolbarCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  margin-bottom: 20px;
  p { margin: 0 auto 0 0; color: ${color.muted}; font-size: 0.9rem; }
`;

const stackCss = css`
  display: grid;
  gap: 16px;
  ${media.md} { gap: 20px; }
`;

// Two tables side by side from a laptop up; the wide ones (pages, sends) take the whole row.
const tablesCss = css`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} {
    gap: 20px;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > [data-wide] { grid-column: 1 / -1; }
  }
`;

const switchCss = css`
  margin-top: 20px;
`;

function ExportButton({ range }: { range: DateRange }) {
  const exportCsv = useMutation({
    mutationFn: () => downloadAnalyticsCsv(range),
    onError: () => toast({ title: 'Export failed', description: 'Could not download the analytics CSV', variant: 'destructive' }),
  });
  return (
    <button type="button" css={outlineButtonCss} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <DownloadIcon size={18} /> Export CSV
    </button>
  );
}

function Toolbar({ days, range }: { days: RangeDays; range: DateRange }) {
  return (
    <div css={toolbarCss}>
      <RangePicker days={days} />
      <p>
        {formatShortDate(range.from)} – {formatShortDate(range.to)}
      </p>
      <ExportButton range={range} />
    </div>
  );
}

function Analytics({ data }: { data: AnalyticsDto }) {
  return (
    <div css={stackCss}>
      <Headline data={data} />
      <DailyChart days={data.days} />
      <EventsSummary events={data.events} />
      <div css={tablesCss}>
        <AnalyticsTables data={data} sends={<SendsTable />} />
      </div>
    </div>
  );
}

export default function AdminAnalyticsPage() {
  const { search } = useNavigation();
  const days = rangeDaysOf(search);
  const range = rangeEnding(days);
  const state = useAdminQuery<AnalyticsDto>(analyticsKeys.range(range));
  return (
    <AdminLayout title="Analytics" intro="Counted on the server, with no cookie and no script for readers. Days are UTC.">
      {state.key && <Toolbar days={days} range={range} />}
      <AdminQueryView state={state} gateTitle="Access the Admin" failureMessage="Failed to load the analytics. Please check your admin secret key." loadingLabel="Loading the analytics...">
        {(data) => <Analytics data={data} />}
      </AdminQueryView>
      {state.key && (
        <div css={switchCss}>
          <NotCountedSwitch />
        </div>
      )}
    </AdminLayout>
  );
}
