// The range's tables: where readers went, where they came from, on what, in which language,
// (then the newsletter sends, given), and what they signed up for, downloaded and hearted. Every value here that came from a
// visitor (a path, a source, a campaign, a language) is text React escapes, never markup.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { AnalyticsDto, AnalyticsPageDto } from '../../api/analyticsTypes';
import { color, font } from '../../style/theme';
import { mutedCss } from './analyticsCss';
import { DEVICE_LABELS, formatCount, languageName, rateOf } from './analyticsFormat';
import { DataTable, type Column } from './DataTable';

const pageCellCss = css`
  display: grid;
  gap: 2px;
  strong { font-weight: 600; }
  a, span { font-family: ${font.mono}; font-size: 0.82rem; }
  span { color: ${color.muted}; }
`;

const clampCss = css`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** A path of this site, linked; anything else (a visitor's odd request) stays text. */
const isSitePath = (path: string) => /^\/(?!\/)/.test(path) && !path.includes('\\');

function PageCell({ page }: { page: AnalyticsPageDto }) {
  return (
    <div css={pageCellCss}>
      {page.title && <strong>{page.title}</strong>}
      {isSitePath(page.path) ? <a href={page.path}>{page.path}</a> : <span>{page.path}</span>}
    </div>
  );
}

/** Visitors, then page views: the two numbers every count table ends with. */
function countColumns<Row extends { visitors: number; views: number }>(): Column<Row>[] {
  return [
    { label: 'Visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
    { label: 'Views', numeric: true, cell: (row) => formatCount(row.views) },
  ];
}

const pageColumns: Column<AnalyticsPageDto>[] = [
  { label: 'Page', cell: (page) => <PageCell page={page} /> },
  ...countColumns<AnalyticsPageDto>(),
  { label: 'Since published', numeric: true, cell: (page) => (page.viewsSincePublished === undefined ? '–' : formatCount(page.viewsSincePublished)) },
];

export function AnalyticsTables({ data, sends }: { data: AnalyticsDto; sends: ReactNode }) {
  return (
    <>
      <DataTable
        title="Top pages"
        wide
        note={<p css={mutedCss}>Since published: a post's or essay's views from the day it was published until today.</p>}
        columns={pageColumns}
        rows={data.pages}
        rowKey={(page) => page.path}
        empty="No page views in this range yet."
      />
      <DataTable
        title="Sources"
        columns={[{ label: 'Source', cell: (row) => row.source }, ...countColumns<AnalyticsDto['sources'][number]>()]}
        rows={data.sources}
        rowKey={(row) => row.source}
        empty="No visits in this range yet."
      />
      <DataTable
        title="Campaigns"
        columns={[{ label: 'Campaign', cell: (row) => row.campaign }, ...countColumns<AnalyticsDto['campaigns'][number]>()]}
        rows={data.campaigns}
        rowKey={(row) => row.campaign}
        empty="No visits from a campaign (utm_campaign) in this range yet."
      />
      <DataTable
        title="Devices"
        columns={[{ label: 'Device', cell: (row) => DEVICE_LABELS[row.device] ?? row.device }, ...countColumns<AnalyticsDto['devices'][number]>()]}
        rows={data.devices}
        rowKey={(row) => row.device}
        empty="No visits in this range yet."
      />
      <DataTable
        title="Languages"
        columns={[
          {
            label: 'Language',
            cell: (row) => {
              const name = languageName(row.language);
              return name ? (
                <>
                  {name} <span css={mutedCss}>{row.language}</span>
                </>
              ) : (
                row.language
              );
            },
          },
          ...countColumns<AnalyticsDto['languages'][number]>(),
        ]}
        rows={data.languages}
        rowKey={(row) => row.language}
        empty="No visits in this range yet."
      />
      {sends}
      <DataTable
        title="Sign-ups by form"
        columns={[
          { label: 'Form', cell: (row) => row.form },
          { label: 'Sign-ups', numeric: true, cell: (row) => formatCount(row.signups) },
          { label: 'Confirmed', numeric: true, cell: (row) => formatCount(row.confirmed) },
          { label: 'Rate', numeric: true, cell: (row) => rateOf(row.confirmed, row.signups) },
        ]}
        rows={data.signupForms}
        rowKey={(row) => row.form}
        empty="No sign-ups in this range yet."
      />
      <DataTable
        title="Downloads"
        columns={[
          { label: 'Resource', cell: (row) => row.title },
          { label: 'Downloads', numeric: true, cell: (row) => formatCount(row.downloads) },
        ]}
        rows={data.downloads}
        rowKey={(row) => row.id}
        empty="No downloads in this range yet."
      />
      <DataTable
        title="Top statements by hearts"
        columns={[
          { label: 'Statement', cell: (row) => <span css={clampCss}>{row.text}</span> },
          { label: 'Hearts', numeric: true, cell: (row) => formatCount(row.hearts) },
        ]}
        rows={data.statements}
        rowKey={(row) => row.id}
        empty="No hearts given in this range yet."
      />
    </>
  );
}
