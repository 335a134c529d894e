// Counts what readers do, after it is answered: a public page served (200, from the page cache
// or rendered, or 304 to a browser revalidating its copy) and a resource downloaded. Not counted:
// other statuses, admin pages and previews (never marked as public pages), HEAD, prefetches,
// known bots and tools, requests with no Accept-Language, and the owner's own browser (the
// admin's "Don't count this browser" cookie). What is kept is in src/services/analytics/.
import type { Context, Next } from 'koa';
import { NOT_COUNTED_COOKIE } from '../../views/api/analyticsTypes';
import { normalisePathname } from '../../views/app/routes';
import type { AnalyticsRecorder } from '../services/analytics/analyticsRecorder';
import { deviceClassOf, hasLanguage, isAutomatedAgent, languageOf } from '../services/analytics/readerFacts';
import { trafficSourceOf } from '../services/analytics/trafficSource';
import { DOWNLOAD_VISIT, pageVisit } from '../services/analytics/visits';
import { memoized } from '../lib/memoized';

const DOWNLOAD = /^\/api\/resources\/(\d{1,10})\/download$/;
const NOT_COUNTED = new RegExp(`(?:^|;\\s*)${NOT_COUNTED_COOKIE}=1(?:;|$)`);
/** The part of a user agent that tells readers apart (a longer one adds nothing but memory). */
const READER_AGENT_LENGTH = 300;

/** Marks the request as a public page, for the counter to count once it is answered. */
export const markPublicPage = (ctx: Context) => {
  ctx.state.publicPage = true;
};

/** Readers send the same few user agents and referrers over and over: each is read once. */
const MEMO_ENTRIES = 2000;
const agentFacts = memoized((userAgent) => ({ automated: isAutomatedAgent(userAgent), device: deviceClassOf(userAgent) }), MEMO_ENTRIES);
const languageOfHeader = memoized(languageOf, MEMO_ENTRIES);

export function countReaders(analytics: AnalyticsRecorder | undefined, siteUrl: string) {
  if (!analytics) return (_ctx: Context, next: Next) => next();
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  const noTags = new URLSearchParams();
  const sourceOfReferrer = memoized((referer) => trafficSourceOf(noTags, referer, siteHost), MEMO_ENTRIES);
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.method !== 'GET') return;
    const page = ctx.state.publicPage === true && (ctx.status === 200 || ctx.status === 304);
    const download = !page && ctx.status === 302 ? DOWNLOAD.exec(ctx.path)?.[1] : undefined;
    if (!page && download === undefined) return;
    const headers = ctx.req.headers;
    const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-moz'] ?? '';
    if (purpose.includes('prefetch') || purpose.includes('prerender')) return;
    const userAgent = (headers['user-agent'] ?? '').slice(0, READER_AGENT_LENGTH);
    const acceptLanguage = headers['accept-language'] ?? '';
    const agent = agentFacts(userAgent);
    if (agent.automated || !hasLanguage(acceptLanguage) || (headers.cookie !== undefined && NOT_COUNTED.test(headers.cookie))) return;
    if (download !== undefined) return analytics.count(ctx.ip, userAgent, download, DOWNLOAD_VISIT);
    const referer = headers.referer ?? '';
    const source = ctx.querystring ? trafficSourceOf(new URLSearchParams(ctx.querystring), referer, siteHost) : sourceOfReferrer(referer);
    analytics.count(ctx.ip, userAgent, normalisePathname(ctx.path) || '/', pageVisit(source, agent.device, languageOfHeader(acceptLanguage)));
  };
}
