// What readers did besides reading, over the range: one count each.
import { css } from '@emotion/react';
import type { AnalyticsEventsDto } from '../../api/analyticsTypes';
import { color } from '../../style/theme';
import { panelCss } from './analyticsCss';
import { formatCount } from './analyticsFormat';

const EVENT_LABELS: [keyof AnalyticsEventsDto, string][] = [
  ['subscriptions', 'Newsletter sign-ups'],
  ['confirmations', 'Confirmations'],
  ['contacts', 'Contact messages'],
  ['statements', 'Legacy statements'],
  ['hearts', 'Hearts'],
  ['downloads', 'Downloads'],
];

const countsCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 4px 20px;
  margin: 0;
  div { display: flex; justify-content: space-between; gap: 8px; border-bottom: 1px solid ${color.border}; padding: 6px 0; }
  dt { color: ${color.muted}; font-size: 0.9rem; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

export function EventsSummary({ events }: { events: AnalyticsEventsDto }) {
  return (
    <section css={panelCss} aria-labelledby="analytics-events">
      <h2 id="analytics-events">What readers did</h2>
      <dl css={countsCss}>
        {EVENT_LABELS.map(([key, label]) => (
          <div key={key} data-event={key}>
            <dt>{label}</dt>
            <dd>{formatCount(events[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
