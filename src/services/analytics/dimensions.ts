// The counters kept per UTC day: each is a dimension and a value, with its views and visitors.

export type Dimension =
  /** The whole site (value ''). */
  | 'site'
  /** A page's path. */
  | 'page'
  /** utm_source, a named source or the referring host, or 'Direct'. */
  | 'source'
  | 'medium'
  | 'campaign'
  /** phone, tablet or desktop. */
  | 'device'
  /** The primary language subtag. */
  | 'language'
  /** A page's path, counted only when the reader came from a newsletter link (utm_source=newsletter). */
  | 'newsletter'
  /** A resource's id: its downloads. */
  | 'download';

/** One counter a request adds to. */
export type Count = readonly [Dimension, string];

/** The utm_source newsletter links carry. */
export const NEWSLETTER_SOURCE = 'newsletter';

/** What a value past a dimension's daily limit of distinct values is counted as. */
export const OTHER_VALUE = '(other)';

/** The longest value kept (the column's length). */
export const MAX_VALUE_LENGTH = 191;

/** The UTC day of a time, YYYY-MM-DD. */
export const dayOf = (time: Date) => time.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
let currentDay = '';
let currentDayStart = 0;

/** Today's UTC day, worked out again only when a day has passed (every counted request asks). */
export function today(now = Date.now()): string {
  if (now < currentDayStart || now >= currentDayStart + DAY_MS) {
    currentDay = dayOf(new Date(now));
    currentDayStart = Date.parse(`${currentDay}T00:00:00Z`);
  }
  return currentDay;
}

/** The day `days` days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const time = new Date(`${day}T00:00:00Z`);
  time.setUTCDate(time.getUTCDate() + days);
  return dayOf(time);
}
