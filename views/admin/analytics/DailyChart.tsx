// Visitors and page views per day as bars drawn by React in inline SVG (no chart library): a
// light bar for the day's page views with its visitors in a solid bar over it. The SVG stretches
// to the width of the card (viewBox with preserveAspectRatio none), so 7 or 365 days fill a
// phone and a desktop alike; the labels (the highest day, the first and last dates) are HTML
// beside it and keep their size. Screen readers get a summary and the numbers as a table.
import { css } from '@emotion/react';
import { useId } from 'react';
import type { AnalyticsDayDto } from '../../api/analyticsTypes';
import { formatShortDate } from '../formatShortDate';
import { color, media } from '../../style/theme';
import { mutedCss, panelCss } from './analyticsCss';
import { formatCount } from './analyticsFormat';

/** Each day is this wide in SVG units, and this much of it is the gap between bars. */
const SLOT = 10;
const GAP = 1.5;
const HEIGHT = 100;

const legendCss = css`
  ${mutedCss};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 14px;
  padding: 0;
  list-style: none;
  li { display: inline-flex; align-items: center; gap: 6px; }
  li::before { content: ''; width: 12px; height: 12px; border-radius: 3px; background: ${color.accent}; }
  li[data-series='views']::before { opacity: 0.3; }
`;

const plotCss = css`
  position: relative;
  height: 160px;
  margin-top: 12px;
  border-top: 1px dashed ${color.border};
  border-bottom: 1px solid ${color.muted};
  ${media.md} { height: 220px; }
  svg { display: block; width: 100%; height: 100%; overflow: visible; }
  [data-series] { fill: ${color.accent}; }
  [data-series='views'] { opacity: 0.3; }
  [data-hit] { fill: transparent; }
  g:hover [data-hit] { fill: ${color.accentSoft}; }
`;

// Sits on the dashed line at the top, which marks the highest day.
const maxLabelCss = css`
  ${mutedCss};
  position: absolute;
  top: 0;
  left: 0;
  transform: translateY(-50%);
  padding-right: 6px;
  background: ${color.surface};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

const axisCss = css`
  ${mutedCss};
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 6px;
`;

const describe = (day: AnalyticsDayDto) => `${formatShortDate(day.date)}: ${formatCount(day.visitors)} visitors, ${formatCount(day.views)} page views`;

export function DailyChart({ days }: { days: AnalyticsDayDto[] }) {
  const id = useId();
  const max = Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors)));
  const height = (count: number) => (max > 0 ? (count / max) * HEIGHT : 0);
  const busiest = days.reduce<AnalyticsDayDto | null>((best, day) => (day.views > (best?.views ?? 0) ? day : best), null);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const views = formatCount(days.reduce((sum, day) => sum + day.views, 0));
  const summary = `${views} page views over ${days.length} days${busiest ? `; the busiest day was ${describe(busiest)}.` : '; none of them had a page view.'}`;
  return (
    <section css={panelCss} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Per day</h2>
      <ul css={legendCss}>
        <li data-series="views">Page views</li>
        <li data-series="visitors">Visitors</li>
      </ul>
      <div css={plotCss}>
        <span css={maxLabelCss} aria-hidden="true">
          {formatCount(max)}
        </span>
        <svg viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-title ${id}-desc`} data-days={days.length}>
          <title id={`${id}-title`}>
            Visitors and page views per day, {formatShortDate(first.date)} to {formatShortDate(last.date)}
          </title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {days.map((day, i) => (
            <g key={day.date} data-date={day.date}>
              <title>{describe(day)}</title>
              <rect data-hit="" x={i * SLOT} y={0} width={SLOT} height={HEIGHT} />
              <rect data-series="views" x={i * SLOT + GAP / 2} y={HEIGHT - height(day.views)} width={SLOT - GAP} height={height(day.views)} />
              <rect data-series="visitors" x={i * SLOT + GAP / 2} y={HEIGHT - height(day.visitors)} width={SLOT - GAP} height={height(day.visitors)} />
            </g>
          ))}
        </svg>
      </div>
      <div css={axisCss} aria-hidden="true">
        <span>{formatShortDate(first.date)}</span>
        <span>{formatShortDate(last.date)}</span>
      </div>
      <table className="visually-hidden">
        <caption>Visitors and page views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatShortDate(day.date)}</th>
              <td>{day.visitors}</td>
              <td>{day.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
