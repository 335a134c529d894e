// The range: 7, 30, 90 or 365 days ending today (UTC), one link each, so the choice is in the
// address (?days=) and survives a reload; the chosen one is aria-current.
import { css } from '@emotion/react';
import { ANALYTICS_RANGES } from '../../api/analyticsTypes';
import { Link } from '../../app/router';
import { color, radius } from '../../style/theme';
import { rangeHref, type RangeDays } from './analyticsApi';

const pickerCss = css`
  display: inline-flex;
  padding: 3px;
  gap: 2px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${radius.pill};
    color: ${color.text};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover { background: ${color.surfaceAlt}; }
  a[aria-current='true'] { background: ${color.accent}; color: ${color.onAccent}; }
  /* A phone: the four share the width evenly. */
  @media (max-width: 479.98px) {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    width: 100%;
    a { justify-content: center; padding: 0 4px; }
  }
`;

export function RangePicker({ days }: { days: RangeDays }) {
  return (
    <nav css={pickerCss} aria-label="Range">
      {ANALYTICS_RANGES.map((option) => (
        <Link key={option} to={rangeHref(option)} aria-current={option === days ? 'true' : undefined}>
          {option} days
        </Link>
      ))}
    </nav>
  );
}
