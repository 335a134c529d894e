// The analytics page's calls: the range in the address (?days=30, ending today, UTC), its query
// keys, and the daily rows as a CSV file.
import { ANALYTICS_RANGES } from '../../api/analyticsTypes';
import { downloadAdminFile } from '../adminDownload';

export const ANALYTICS_API = '/api/admin/analytics';

export type RangeDays = (typeof ANALYTICS_RANGES)[number];

export const DEFAULT_RANGE_DAYS: RangeDays = 30;

export interface DateRange {
  /** YYYY-MM-DD, UTC, both ends included. */
  from: string;
  to: string;
}

/** The range the address asks for: ?days= one of ANALYTICS_RANGES, else the default. */
export function rangeDaysOf(search: string): RangeDays {
  const asked = Number(new URLSearchParams(search).get('days'));
  return ANALYTICS_RANGES.find((days) => days === asked) ?? DEFAULT_RANGE_DAYS;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `days` days ending today (UTC), today included. */
export function rangeEnding(days: number, now = new Date()): DateRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

export const rangeHref = (days: RangeDays) => `/admin/analytics?days=${days}`;

const rangeQuery = ({ from, to }: DateRange) => `from=${from}&to=${to}`;

export const analyticsKeys = {
  range: (range: DateRange) => [`${ANALYTICS_API}?${rangeQuery(range)}`] as const,
  sends: () => [`${ANALYTICS_API}/sends`] as const,
};

export const analyticsFileName = ({ from, to }: DateRange) => `analytics-${from}-${to}.csv`;

export const downloadAnalyticsCsv = (range: DateRange) => downloadAdminFile(`${ANALYTICS_API}.csv?${rangeQuery(range)}`, analyticsFileName(range));
