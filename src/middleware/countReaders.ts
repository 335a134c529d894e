// Counts what readers do, after it is answered: a public page served (200, from the page cache
// or rendered, or 304 to a browser revalidating its copy) and a resource downloaded. Not counted:
// other statuses, admin pages and previews (never marked as public pages), HEAD, prefetches,
// known bots and tools, requests with no Accept-Language, and the owner's own browser (the
// admin's "Don't count this browser" cookie). What is kept is in src/services/analytics/.
import type { Context, Next } from 'koa';
import { NOT_COUNTED_COOKIE } from '../../views/api/analyticsTypes';
import { normalisePathname } from '../../views/app/routes';
import type { AnalyticsRecorder } from '../services/analytics/analyticsRecorder';
import { type Count, NEWSLETTER_SOURCE } from '../services/analytics/dimensions';
import { deviceClassOf, isAutomated, languageOf } from '../services/analytics/readerFacts';
import { trafficSourceOf } from '../services/analytics/trafficSource';

const DOWNLOAD = /^\/api\/resources\/(\d{1,10})\/download$/;
const NOT_COUNTED = new RegExp(`(?:^|;\\s*)${NOT_COUNTED_COOKIE}=1(?:;|$)`);
/** The part of a user agent that tells readers apart (a longer one adds nothing but memory). */
const READER_AGENT_LENGTH = 300;

/** Marks the request as a public page, for the counter to count once it is answered. */
export const markPublicPage = (ctx: Context) => {
  ctx.state.publicPage = true;
};

function countsOfPage(ctx: Context, siteHost: string, device: string, language: string): Count[] {
  const path = normalisePathname(ctx.path) || '/';
  const { source, medium, campaign } = trafficSourceOf(new URLSearchParams(ctx.querystring), ctx.get('referer'), siteHost);
  const counts: Count[] = [['site', ''], ['page', path], ['device', device]];
  if (source) counts.push(['source', source]);
  if (medium) counts.push(['medium', medium]);
  if (campaign) counts.push(['campaign', campaign]);
  if (language) counts.push(['language', language]);
  if (source === NEWSLETTER_SOURCE) counts.push(['newsletter', path]);
  return counts;
}

export function countReaders(analytics: AnalyticsRecorder | undefined, siteUrl: string) {
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  return async (ctx: Context, next: Next) => {
    await next();
    if (!analytics || ctx.method !== 'GET') return;
    const page = ctx.state.publicPage === true && (ctx.status === 200 || ctx.status === 304);
    const download = !page && ctx.status === 302 ? DOWNLOAD.exec(ctx.path)?.[1] : undefined;
    if (!page && download === undefined) return;
    const purpose = ctx.get('sec-purpose') || ctx.get('purpose') || ctx.get('x-moz');
    if (purpose.includes('prefetch') || purpose.includes('prerender')) return;
    const userAgent = ctx.get('user-agent');
    const acceptLanguage = ctx.get('accept-language');
    if (isAutomated(userAgent, acceptLanguage) || NOT_COUNTED.test(ctx.get('cookie'))) return;
    const reader = `${ctx.ip}\n${userAgent.slice(0, READER_AGENT_LENGTH)}`;
    analytics.count(reader, download !== undefined ? [['download', download]] : countsOfPage(ctx, siteHost, deviceClassOf(userAgent), languageOf(acceptLanguage)));
  };
}
