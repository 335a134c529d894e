// Renders a page: match the route, prefetch its queries in process, render the app from the
// dehydrated cache (on a render thread, src/ssr/renderPool.ts), put its styles in <head>, and
// send it. Every visitor, browser or crawler, gets the complete page in one response (nothing
// suspends on the server: the data is prefetched). A render that takes too long is aborted. A
// page whose data has not changed is answered 304 (ETag); a page whose content areas have not
// changed comes from the page cache (src/ssr/pageCache.ts) without its data queries, with the
// response's own fresh nonce.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Context } from 'koa';
import { createHash } from 'node:crypto';
import { urlOfKey } from '../../views/data/fetcher';
import { createQueryClient } from '../../views/data/queryClient';
import { isAdminPath, loadAdminRoutes, matchPageRoute, normalisePathname, notFoundRoute, type PageRoute } from '../../views/app/routes';
import { type ReaderRequest, readerRequestOf } from '../middleware/countReaders';
import { parseThemeCookie } from '../../views/style/themePreference';
import type { PathParams } from '../../views/lib/matchPath';
import type { AppDeps } from '../api/define';
import { areasOfRead, resolveReadJson } from '../api/resolveRead';
import { currentContentVersions, versionStamp } from '../services/contentVersions';
import { type PublicAnswers, publicAnswersAt, settingsAt } from '../services/settings';
import { SETTINGS_PARTS, type PublicSettings } from '../../views/api/settings';
import { settingsPartQuery, settingsQuery } from '../../views/data/settingsQuery';
import { activityPubAlternate } from '../federation/paths';
import { sectionEnabled } from '../../views/lib/sections';
import { HttpError, MovedPermanentlyError } from '../errors';
import type { PreviewTarget } from './previewPages';
import type { AssetManifest } from './assets';
import { documentHead, documentTail, escapeHtml, serializeForScript } from './document';
import { fillNonce, type NonceTemplate, nonceTemplate } from './nonce';
import { fillNonceGzip } from './nonceGzip';
import { type CachedPage, PageCache } from './pageCache';
import { HTML_TYPE, PAGE_CACHE_CONTROL } from './pageHeaders';
import { pageHead, pageQueries } from './pageSeo';
import { pageSettings } from './pageSettings';
import { appRendererFor } from './renderPool';

interface RenderTarget {
  route: PageRoute;
  params: PathParams;
  /** The URL the app renders (pathname + search). */
  url: string;
}

const queriesOf = (target: RenderTarget) => pageQueries(target.route, target.params, new URL(target.url, 'http://page').search);

interface Prefetched {
  queryClient: QueryClient;
  status: number;
  /** What the data is, for the ETag: each query's JSON answer, or its error status. */
  fingerprint: string[];
  /** The item's slug now, when the page's item has moved to another address. */
  movedTo?: string;
  /** The site is on the social web (fediverse.enabled): a public page's head links its ActivityPub object. */
  onSocialWeb?: boolean;
}

/**
 * Every page's data holds the settings (the header and footer show them), as read for this
 * request's content versions: the same answer GET /api/settings gives, with no query of its own.
 */
function withSettings(queryClient: QueryClient, settings: PublicSettings): string[] {
  const { queryKey } = settingsQuery();
  queryClient.setQueryData(queryKey, JSON.parse(JSON.stringify(settings)) as PublicSettings);
  return [urlOfKey(queryKey), JSON.stringify(settings)];
}

/**
 * The settings' answers in hand (read for this request's content versions), by URL: a page that
 * shows a part of the settings (src/ssr/pageServer.ts) gets it with no query of its own.
 */
const settingsPartsByUrl = (answers: PublicAnswers) =>
  new Map<string, unknown>(SETTINGS_PARTS.map((part) => [urlOfKey(settingsPartQuery(part).queryKey), answers.parts[part]]));

/**
 * Prefetches the route's queries. A query answered 404 makes the page a 404, one answered 410
 * (a deleted item) a 410, both with the page's own not-found screen; one answered 301 (a
 * changed slug) sends the visitor to the item's new address.
 */
async function prefetch(deps: AppDeps, target: RenderTarget, settings: PublicAnswers): Promise<Prefetched> {
  const answers = new Map<string, string>();
  const inHand = settingsPartsByUrl(settings);
  const queryClient = createQueryClient(async ({ queryKey }) => {
    const url = urlOfKey(queryKey);
    const json = inHand.has(url) ? JSON.stringify(inHand.get(url)) : await resolveReadJson(deps, url);
    answers.set(url, json);
    return JSON.parse(json);
  });
  const queries = queriesOf(target);
  const fingerprint = withSettings(queryClient, settings.public);
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
  let status = target.route === notFoundRoute ? 404 : 200;
  for (const { queryKey } of queries) {
    const url = urlOfKey(queryKey);
    const error = queryClient.getQueryState(queryKey)?.error;
    fingerprint.push(url, answers.get(url) ?? String((error as HttpError | null)?.status));
    if (!error) continue;
    if (error instanceof MovedPermanentlyError) return { queryClient, status: 301, fingerprint, movedTo: error.slug };
    if (error instanceof HttpError && (error.status === 404 || error.status === 410)) status = error.status;
    else throw error; // the data layer failed: the error middleware answers it
  }
  return { queryClient, status, fingerprint };
}

const templateBytes = (page: NonceTemplate) => page.bytes;

/**
 * The query string without the tags that say where a reader came from (utm_*, ref): no page
 * reads them (the analytics do, from the request), so a tagged link is the same page, served
 * from the same cache entry, however many campaigns link to it.
 */
function withoutCampaignTags(querystring: string): string {
  if (!querystring.includes('utm_') && !querystring.includes('ref=')) return querystring;
  const params = new URLSearchParams(querystring);
  for (const name of [...params.keys()]) if (name.startsWith('utm_') || name === 'ref') params.delete(name);
  return params.toString();
}

/** The URL a page renders and is cached at: its path and query, campaign tags apart. */
function pageUrl(path: string, querystring: string): string {
  const search = withoutCampaignTags(querystring);
  return path + (search ? `?${search}` : '');
}

/** `countPage` is told of every public page answered (src/middleware/countReaders.ts). */
export function createPageRenderer(deps: AppDeps, assets: AssetManifest, countPage: (request: ReaderRequest) => void = () => undefined) {
  const cache = new PageCache<NonceTemplate>(deps.config.pageCacheMaxAgeSeconds * 1000, undefined, undefined, templateBytes);
  const renderer = appRendererFor(deps.config.renderThreads);
  const cacheEnabled = deps.config.pageCacheMaxAgeSeconds > 0;

  /** Where the page at this URL (`pageUrl`) lives in the cache: all it depends on but its data. */
  const slotOf = (cookie: string | undefined, url: string) => `${assets.entry}|${url}|${parseThemeCookie(cookie) ?? 'system'}`;

  /** The page's key among the content versions (read after the request arrived): those of the areas its data comes from, and the settings'. */
  function stampOf(target: RenderTarget, versions: Map<string, number>): string {
    const areas = queriesOf(target).flatMap(({ queryKey }) => areasOfRead(urlOfKey(queryKey)));
    return `${new Date().getUTCFullYear()}|${versionStamp(versions, areas)}`;
  }

  function targetOf(path: string, querystring: string): RenderTarget {
    return { ...matchPageRoute(path), url: pageUrl(path, querystring) };
  }

  function answer(ctx: Context, status: number, etag: string | undefined, cachedPage?: NonceTemplate): void {
    ctx.status = status;
    ctx.type = HTML_TYPE;
    ctx.set('Cache-Control', PAGE_CACHE_CONTROL);
    ctx.vary('Cookie'); // the theme cookie changes the page
    if (etag !== undefined) {
      ctx.set('ETag', `W/"${etag}"`);
      if (ctx.fresh) {
        // The browser keeps its copy, whose nonce matches the policy it stored with it: send no new one.
        ctx.status = 304;
        ctx.remove('Content-Security-Policy');
        return;
      }
    }
    if (cachedPage === undefined) return;
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip'); // compressed once with the page (./nonceGzip.ts): koa-compress leaves it
      ctx.body = fillNonceGzip(cachedPage, ctx.state.nonce as string);
    } else ctx.body = fillNonce(cachedPage, ctx.state.nonce as string);
  }

  async function render(ctx: Context, requested: RenderTarget, requestedStatus?: number): Promise<void> {
    // The versions are read before the data, so the data is at least as new as the key says;
    // the settings every page shows are kept by the same versions (no query while unchanged).
    const versions = await currentContentVersions(deps.db);
    const settings = await publicAnswersAt(deps.db, versions);
    // A section the owner turned off is not there at all.
    const hidden = requested.route.audience === 'public' && !sectionEnabled(settings.public, normalisePathname(new URL(requested.url, 'http://page').pathname));
    const target = hidden ? { route: notFoundRoute, params: {}, url: requested.url } : requested;
    const forcedStatus = hidden ? 404 : requestedStatus;
    // Only pages that can answer 200 are cached (404s would let random URLs evict real pages).
    const place = cacheEnabled && forcedStatus === undefined && target.route !== notFoundRoute ? { slot: slotOf(ctx.get('cookie'), target.url), versions: stampOf(target, versions) } : undefined;
    const cached = place && cache.get(place.slot, place.versions);
    if (cached !== undefined) return answer(ctx, 200, cached.etag, cached.body);

    const prefetched = await prefetch(deps, target, settings);
    if (prefetched.movedTo !== undefined) return redirectToMoved(ctx, target, prefetched.movedTo);
    // Read by the same versions as the page's settings: no query of its own.
    const { fediverse } = await settingsAt(deps.db, versions);
    return renderPrefetched(ctx, target, { ...prefetched, onSocialWeb: fediverse.enabled }, forcedStatus, place);
  }

  /** The same page at the item's current slug (the query string kept), for good. */
  function redirectToMoved(ctx: Context, target: RenderTarget, slug: string): void {
    const path = target.route.path.replace(':slug', encodeURIComponent(slug));
    ctx.status = 301;
    ctx.set('Cache-Control', 'no-cache');
    ctx.redirect(path + (ctx.querystring ? `?${ctx.querystring}` : ''));
  }

  async function renderPrefetched(
    ctx: Context,
    target: RenderTarget,
    { queryClient, status: dataStatus, fingerprint, onSocialWeb: socialWebOn = false }: Prefetched,
    forcedStatus: number | undefined,
    place: { slot: string; versions: string } | undefined,
    preview = false,
  ): Promise<void> {
    const status = forcedStatus ?? dataStatus;
    const theme = parseThemeCookie(ctx.get('cookie'));
    // Its head links the page's ActivityPub object while the site is on the social web.
    const onSocialWeb = socialWebOn && status === 200 && !preview && target.route.audience === 'public';
    // The ETag covers everything the HTML depends on: the build, the status, the URL, the footer's
    // year, the theme cookie, the social web's link and the data itself (not the fetch timestamps that travel with it).
    const etag = createHash('sha1')
      .update(`${assets.entry}|${status}|${target.url}|${new Date().getUTCFullYear()}|${theme ?? 'system'}|${onSocialWeb}|`)
      .update(fingerprint.join('\n')) // neither JSON text nor a URL holds a raw line break
      .digest('base64url');
    answer(ctx, status, status === 200 && !preview ? etag : undefined);
    if (ctx.status === 304) return;

    const state = serializeForScript(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }));
    const nonce = ctx.state.nonce as string;
    const app = await renderer.render({ url: target.url, state, nonce, timeoutMs: deps.config.renderTimeoutMs });
    const { siteUrl } = deps.config;
    const path = normalisePathname(ctx.path) || '/';
    const meta = pageHead(target.route, { params: target.params, data: queryClient, siteUrl, path });
    const head = documentHead({
      ...meta,
      nonce,
      assets,
      page: target.route.page,
      theme,
      siteUrl,
      styles: app.styles,
      // A missing page has no address of its own to point search engines at; nor has a preview.
      canonicalPath: status !== 200 || preview ? undefined : path,
      // Search results are pages of other pages: search engines index those instead.
      noindex: status !== 200 || preview || target.route.audience === 'admin' || target.route.page === 'SearchPage',
      // A preview is shown at an address the app does not route: nothing to hydrate there.
      scripts: !preview,
      settings: pageSettings(queryClient),
      activityPubHref: onSocialWeb ? activityPubAlternate(siteUrl, target.route.page, path) : undefined,
    });
    const page = head + app.html + documentTail(state);
    // As UTF-8 bytes, not the string: a response waits in the socket's queue until the client has
    // read it, and a string waiting there is copied by every scavenge and then promoted (about
    // 80 KB a page under load), where a Buffer's bytes live outside the JavaScript heap. A page
    // that is kept is encoded once, into its template, and the response is filled from that.
    if (place && !app.failed && status === 200) {
      ctx.body = fillNonce(cache.set(place.slot, place.versions, nonceTemplate(page, nonce), etag).body, nonce);
    } else ctx.body = Buffer.from(page, 'utf8');
  }

  return {
    /** GET of any non-API, non-static path. */
    async renderPage(ctx: Context) {
      if (isAdminPath(normalisePathname(ctx.path))) await loadAdminRoutes();
      const target = targetOf(ctx.path, ctx.querystring);
      await render(ctx, target);
      if (target.route.audience !== 'admin') countPage(readerRequestOf(ctx));
    },
    /**
     * The cached page for a GET of this public address with this Cookie header, when it is
     * current (src/ssr/cachedPageLane.ts); undefined, at once when no page is kept there, when
     * the page is to be rendered by `renderPage`.
     */
    currentCachedPage(path: string, querystring: string, cookie: string | undefined): Promise<CachedPage<NonceTemplate> | undefined> | undefined {
      if (!cacheEnabled) return undefined;
      const url = pageUrl(path, querystring);
      const slot = slotOf(cookie, url);
      if (!cache.has(slot)) return undefined; // an asset, an API call, a page not kept: no route matched for them
      if (isAdminPath(normalisePathname(path))) return undefined;
      const { route, params } = matchPageRoute(path);
      if (route === notFoundRoute || route.audience !== 'public') return undefined;
      return currentContentVersions(deps.db).then((versions) => cache.get(slot, stampOf({ route, params, url }, versions)));
    },
    countPage,
    /** The 404 page for any path, with its status. */
    renderNotFound(ctx: Context) {
      return render(ctx, { route: notFoundRoute, params: {}, url: ctx.path }, 404);
    },
    /**
     * A private preview (src/ssr/previewPages.ts): the item's public page exactly as it will
     * look, from the preview's own answer, never cached, never indexed; an item already
     * published sends the visitor to its public page.
     */
    async renderPreview(ctx: Context, preview: PreviewTarget) {
      ctx.set('Cache-Control', 'no-store');
      let json: string;
      try {
        json = await resolveReadJson(deps, preview.apiUrl);
      } catch (error) {
        if (error instanceof MovedPermanentlyError) return ctx.redirect(preview.pagePath(error.slug));
        throw error; // a wrong or revoked token: the 404 of any unknown address
      }
      const item = JSON.parse(json) as { slug: string };
      const url = preview.pagePath(item.slug);
      const { route, params } = matchPageRoute(url);
      const queryClient = createQueryClient();
      queryClient.setQueryData(preview.queryKey(item.slug), item);
      const fingerprint = [...withSettings(queryClient, (await publicAnswersAt(deps.db, await currentContentVersions(deps.db))).public), json];
      await renderPrefetched(ctx, { route, params, url }, { queryClient, status: 200, fingerprint }, undefined, undefined, true);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
    },
  };
}

/** A page for server failures that does not depend on React or the database. */
export function serverErrorHtml(status: number, nonce: string): string {
  const title = status === 503 ? 'Temporarily unavailable' : 'Something went wrong';
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
    `<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.6}</style></head>` +
    `<body><h1>${title}</h1><p>Please try again in a moment.</p><p><a href="/">Back to Home</a></p></body></html>`
  );
}
