// What one counted request was: its subject (a page's path, or a resource's id) and the rest of
// the visit as one short string (where the reader came from, their device class and language;
// or just "download"). The flush turns each distinct visit into the counters it adds to.
import { type Count, NEWSLETTER_SOURCE } from './dimensions';
import type { TrafficSource } from './trafficSource';

/** Separates a visit's fields: a character no header value can hold (they are cleaned of control characters). */
const SEPARATOR = '\u0001';

export const DOWNLOAD_VISIT = 'download';

/** A page view's visit: where the reader came from ('' fields when none), their device class and language. */
export const pageVisit = (from: TrafficSource, device: string, language: string) =>
  `page${SEPARATOR}${from.source}${SEPARATOR}${from.medium}${SEPARATOR}${from.campaign}${SEPARATOR}${device}${SEPARATOR}${language}`;

/** The counters a visit adds a view (and its reader) to. */
export function countsOfVisit(subject: string, visit: string): Count[] {
  if (visit === DOWNLOAD_VISIT) return [['download', subject]];
  const [, source, medium, campaign, device, language] = visit.split(SEPARATOR);
  const counts: Count[] = [['site', ''], ['page', subject], ['device', device]];
  if (source) counts.push(['source', source]);
  if (medium) counts.push(['medium', medium]);
  if (campaign) counts.push(['campaign', campaign]);
  if (language) counts.push(['language', language]);
  if (source === NEWSLETTER_SOURCE) counts.push(['newsletter', subject]);
  return counts;
}
