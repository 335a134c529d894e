// The range's two headline numbers, visitors and page views, each with its change on the
// period just before (as many days). The change is said in words and signs ('+12 %', 'new'),
// its colour only repeats them.
import { css } from '@emotion/react';
import type { AnalyticsDto } from '../../api/analyticsTypes';
import { cardCss } from '../../components/ui';
import { color, media } from '../../style/theme';
import { changeOf, formatCount } from './analyticsFormat';

const headlineCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  ${media.md} { gap: 16px; }
  > div { ${cardCss}; padding: 14px 16px; display: grid; gap: 2px; align-content: start; }
  dt { font-size: 0.88rem; color: ${color.muted}; }
  dd { margin: 0; }
  dd:first-of-type { font-size: 1.8rem; font-weight: 700; line-height: 1.15; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  ${media.md} { dd:first-of-type { font-size: 2.2rem; } }
  dd:last-of-type { font-size: 0.85rem; color: ${color.muted}; }
  [data-trend] { font-weight: 700; }
  [data-trend='up'] { color: light-dark(#15803d, #86efac); }
  [data-trend='down'] { color: ${color.danger}; }
  [data-trend='new'] { color: ${color.accent}; }
`;

function Change({ current, previous, days }: { current: number; previous: number; days: number }) {
  const { text, trend } = changeOf(current, previous);
  return (
    <dd>
      <span data-trend={trend}>
        {trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}
        {text}
      </span>
      {previous > 0 ? ` on the previous ${days} days (${formatCount(previous)})` : `: none in the previous ${days} days`}
    </dd>
  );
}

export function Headline({ data }: { data: AnalyticsDto }) {
  const days = data.days.length;
  return (
    <dl css={headlineCss}>
      <div data-total="visitors">
        <dt>Visitors</dt>
        <dd>{formatCount(data.totals.visitors)}</dd>
        <Change current={data.totals.visitors} previous={data.previous.visitors} days={days} />
      </div>
      <div data-total="views">
        <dt>Page views</dt>
        <dd>{formatCount(data.totals.views)}</dd>
        <Change current={data.totals.views} previous={data.previous.views} days={days} />
      </div>
    </dl>
  );
}
