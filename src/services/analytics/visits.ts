// What one counted request was, as one string: a page view (its path, source, medium,
// campaign, device class and language) or a download (the resource's id). A request does no
// more than build this string and add its reader to it in memory (src/services/analytics/
// countBuffer.ts); the flush turns each distinct visit into the counters it adds to.
import { type Count, NEWSLETTER_SOURCE } from './dimensions';
import type { TrafficSource } from './trafficSource';

/** Separates a visit's fields: a character no header value or path can hold (they are cleaned of control characters). */
const SEPARATOR = '\u0001';

/** A page view: its path, where the reader came from ('' fields when none), their device class and language. */
export const pageVisit = (path: string, from: TrafficSource, device: string, language: string) =>
  `page${SEPARATOR}${path}${SEPARATOR}${from.source}${SEPARATOR}${from.medium}${SEPARATOR}${from.campaign}${SEPARATOR}${device}${SEPARATOR}${language}`;

export const downloadVisit = (resourceId: string) => `download${SEPARATOR}${resourceId}`;

/** The counters a visit adds a view (and its reader) to. */
export function countsOfVisit(visit: string): Count[] {
  const [kind, ...fields] = visit.split(SEPARATOR);
  if (kind === 'download') return [['download', fields[0]]];
  const [path, source, medium, campaign, device, language] = fields;
  const counts: Count[] = [['site', ''], ['page', path], ['device', device]];
  if (source) counts.push(['source', source]);
  if (medium) counts.push(['medium', medium]);
  if (campaign) counts.push(['campaign', campaign]);
  if (language) counts.push(['language', language]);
  if (source === NEWSLETTER_SOURCE) counts.push(['newsletter', path]);
  return counts;
}
