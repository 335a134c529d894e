// Counts what readers do, once it is answered: a public page served (200, from the page cache
// or rendered, or 304 to a browser revalidating its copy) and a resource downloaded. Not counted:
// other statuses, admin pages and previews (the renderer never asks), HEAD, prefetches, known
// bots and tools, requests with no Accept-Language, and the owner's own browser (the admin's
// "Don't count this browser" cookie). What is kept is in src/services/analytics/.
//
// Pages are counted by the page renderer as it returns, not by a middleware of their own: a
// middleware around every request would cost every asset and API call an async step too.
import type { IncomingHttpHeaders } from 'node:http';
import type { Context, Middleware, Next } from 'koa';
import { NOT_COUNTED_COOKIE } from '../../views/api/analyticsTypes';
import { isAdminPath, matchPageRoute, notFoundRoute } from '../../views/app/routes';
import type { AnalyticsRecorder } from '../services/analytics/analyticsRecorder';
import { deviceClassOf, hasLanguage, isAutomatedAgent, languageOf } from '../services/analytics/readerFacts';
import { type TrafficSource, trafficSourceOf } from '../services/analytics/trafficSource';
import { DOWNLOAD_VISIT, pageVisit } from '../services/analytics/visits';
import { entry, newMap } from '../lib/mapEntry';
import { memoized } from '../lib/memoized';

const DOWNLOAD = /^\/api\/resources\/(\d{1,10})\/download$/;
const NOT_COUNTED = new RegExp(`(?:^|;\\s*)${NOT_COUNTED_COOKIE}=1(?:;|$)`);
/** The part of a user agent that tells readers apart (a longer one adds nothing but memory). */
const READER_AGENT_LENGTH = 300;
/** Readers send the same few user agents and referrers over and over: each is read once. */
const MEMO_ENTRIES = 2000;

/** What counting reads of a request answered: a Koa context has it all (`readerRequestOf`), as has the cached-page lane. */
export interface ReaderRequest {
  method: string;
  /** As requested: not decoded, the query string apart. */
  path: string;
  querystring: string;
  /** The client's address (behind a trusted proxy, the one the proxy saw). */
  ip: string;
  status: number;
  headers: IncomingHttpHeaders;
}

export const readerRequestOf = (ctx: Context): ReaderRequest => ({ method: ctx.method, path: ctx.path, querystring: ctx.querystring, ip: ctx.ip, status: ctx.status, headers: ctx.req.headers });

export interface ReaderCounter {
  /** Called once a public page is answered, by the page renderer or the cached-page lane. */
  countPage(request: ReaderRequest): void;
  /** Counts a resource download (the API's 302 to the file), on the API's own middleware chain. */
  countDownloads: Middleware;
}

/**
 * A page's address as the route table writes it ('//books', '/books/' and '/%62ooks' are all
 * '/books'), or undefined for an address that is no page of the site: only the site's pages are
 * counted as pages, so invented spellings of one page cannot fill the day's page values.
 */
const pageAddressOf = memoized((path: string): string | undefined => {
  const { route, params } = matchPageRoute(path);
  if (route === notFoundRoute || isAdminPath(route.path)) return undefined;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}, MEMO_ENTRIES);

const agentFacts = memoized((userAgent) => ({ automated: isAutomatedAgent(userAgent), device: deviceClassOf(userAgent) }), MEMO_ENTRIES);
const languageOfHeader = memoized(languageOf, MEMO_ENTRIES);

/** The reader's user agent and device class, or undefined for a request that is not to be counted. */
function readerOf({ method, headers }: ReaderRequest): { userAgent: string; device: string; language: string } | undefined {
  if (method !== 'GET') return undefined;
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-moz'] ?? '';
  if (purpose.includes('prefetch') || purpose.includes('prerender')) return undefined;
  const userAgent = (headers['user-agent'] ?? '').slice(0, READER_AGENT_LENGTH);
  const acceptLanguage = headers['accept-language'] ?? '';
  const agent = agentFacts(userAgent);
  if (agent.automated || !hasLanguage(acceptLanguage) || (headers.cookie !== undefined && NOT_COUNTED.test(headers.cookie))) return undefined;
  return { userAgent, device: agent.device, language: languageOfHeader(acceptLanguage) };
}

/**
 * A page view's visit string, made once per source, device and language: the sources of plain
 * referrers are the memo's own objects, so a reader from a known place allocates no string.
 */
function visitStrings() {
  const bySource = new WeakMap<TrafficSource, Map<string, Map<string, string>>>();
  return (source: TrafficSource, device: string, language: string): string => {
    const byLanguage = entry(entry(bySource, source, newMap), device, newMap);
    let visit = byLanguage.get(language);
    if (visit === undefined) {
      visit = pageVisit(source, device, language);
      byLanguage.set(language, visit);
    }
    return visit;
  };
}

const countsNothing: ReaderCounter = { countPage: () => undefined, countDownloads: (_ctx: Context, next: Next) => next() };

export function readerCounter(analytics: AnalyticsRecorder | undefined, siteUrl: string): ReaderCounter {
  if (!analytics) return countsNothing;
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  const noTags = new URLSearchParams();
  const sourceOfReferrer = memoized((referer) => trafficSourceOf(noTags, referer, siteHost), MEMO_ENTRIES);
  const visitOf = visitStrings();
  return {
    countPage(request) {
      if (request.status !== 200 && request.status !== 304) return;
      const reader = readerOf(request);
      const page = reader && pageAddressOf(request.path);
      if (reader === undefined || page === undefined) return;
      const referer = request.headers.referer ?? '';
      const source = request.querystring ? trafficSourceOf(new URLSearchParams(request.querystring), referer, siteHost) : sourceOfReferrer(referer);
      analytics.count(request.ip, reader.userAgent, page, visitOf(source, reader.device, reader.language));
    },
    async countDownloads(ctx, next) {
      await next();
      if (ctx.status !== 302) return;
      const download = DOWNLOAD.exec(ctx.path)?.[1];
      const reader = download === undefined ? undefined : readerOf(readerRequestOf(ctx));
      if (reader !== undefined) analytics.count(ctx.ip, reader.userAgent, download as string, DOWNLOAD_VISIT);
    },
  };
}
