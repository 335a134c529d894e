// Renders a page: match the route, prefetch its queries in process, render the HTML with the
// dehydrated cache, move Emotion's styles into <head>, and send it. Every visitor, browser or
// crawler, gets the complete page in one response (nothing suspends on the server: the data
// is prefetched). A render that takes too long is aborted. A page whose data has not changed
// is answered 304 (ETag); a page whose content areas have not changed comes from the page cache
// (src/ssr/pageCache.ts) without its data queries, with the response's own fresh nonce.
import createCache from '@emotion/cache';
import { dehydrate } from '@tanstack/react-query';
import type { Context } from 'koa';
import { createHash } from 'node:crypto';
import { App } from '../../views/App';
import { urlOfKey } from '../../views/queries';
import { pageQueries } from '../../views/pageQueries';
import { createQueryClient } from '../../views/queryClient';
import { matchPageRoute, normalisePathname, notFoundRoute, type PageRoute } from '../../views/routes';
import { parseThemeCookie } from '../../views/themePreference';
import type { PathParams } from '../lib/matchPath';
import type { AppDeps } from '../api/define';
import { resolveRead } from '../api/resolveRead';
import { contentAreaOf, readContentVersions, versionStamp } from '../services/contentVersions';
import { HttpError } from '../errors';
import type { AssetManifest } from './assets';
import { documentHead, documentTail, escapeHtml } from './document';
import { hoistEmotionStyles } from './hoistStyles';
import { NONCE_PLACEHOLDER, withNonce } from './nonce';
import { PageCache } from './pageCache';
import { pageMeta } from './pageSeo';
import { renderToHtml } from './renderToHtml';

interface RenderTarget {
  route: PageRoute;
  params: PathParams;
  /** The URL the app renders (pathname + search). */
  url: string;
}

const queriesOf = (target: RenderTarget) => pageQueries[target.route.page]?.(target.params, new URL(target.url, 'http://page').search) ?? [];

/** Prefetches the route's queries; a query answered 404 makes the page a 404. */
async function prefetch(deps: AppDeps, target: RenderTarget) {
  const queryClient = createQueryClient(({ queryKey }) => resolveRead(deps, urlOfKey(queryKey)));
  const keys = queriesOf(target);
  await Promise.all(keys.map((queryKey) => queryClient.prefetchQuery({ queryKey })));
  let status = target.route === notFoundRoute ? 404 : 200;
  for (const key of keys) {
    const error = queryClient.getQueryState(key)?.error;
    if (!error) continue;
    if (error instanceof HttpError && error.status === 404) status = 404;
    else throw error; // the data layer failed: the error middleware answers it
  }
  return { queryClient, status };
}

export function createPageRenderer(deps: AppDeps, assets: AssetManifest, cache = new PageCache(deps.config.pageCacheMaxAgeSeconds * 1000)) {
  const cacheEnabled = deps.config.pageCacheMaxAgeSeconds > 0;

  /** Where the page lives in the cache (all it depends on but its data), and the versions of its data's areas. */
  async function cachePlaceOf(ctx: Context, target: RenderTarget): Promise<{ slot: string; versions: string }> {
    const areas = queriesOf(target).map((key) => contentAreaOf(urlOfKey(key)));
    const versions = await readContentVersions(deps.db);
    const theme = parseThemeCookie(ctx.get('cookie')) ?? 'system';
    return { slot: `${assets.entry}|${target.url}|${theme}`, versions: `${new Date().getUTCFullYear()}|${versionStamp(versions, areas)}` };
  }

  function answer(ctx: Context, status: number, etag: string | undefined, page: string | undefined): void {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
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
    if (page !== undefined) ctx.body = withNonce(page, ctx.state.nonce as string);
  }

  async function render(ctx: Context, target: RenderTarget, forcedStatus?: number): Promise<void> {
    // Only pages that can answer 200 are cached (404s would let random URLs evict real pages).
    // The versions are read before the data, so the data is at least as new as the key says.
    const place = cacheEnabled && forcedStatus === undefined && target.route !== notFoundRoute ? await cachePlaceOf(ctx, target) : undefined;
    const cached = place && cache.get(place.slot, place.versions);
    if (cached !== undefined) return answer(ctx, 200, cached.etag, cached.html);

    const { queryClient, status: dataStatus } = await prefetch(deps, target);
    const status = forcedStatus ?? dataStatus;
    const dehydrated = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
    const tail = documentTail(dehydrated);
    const theme = parseThemeCookie(ctx.get('cookie'));
    // The ETag covers everything the HTML depends on: the build, the status, the URL, the footer's
    // year, the theme cookie and the data itself (not the fetch timestamps that travel with it).
    const data = dehydrated.queries.map((q) => [q.queryKey, q.state.status, q.state.data, (q.state.error as HttpError | null)?.status]);
    const etag = createHash('sha1')
      .update(`${assets.entry}|${status}|${target.url}|${new Date().getUTCFullYear()}|${theme ?? 'system'}|`)
      .update(JSON.stringify(data))
      .digest('base64url');
    answer(ctx, status, status === 200 ? etag : undefined, undefined);
    if (ctx.status === 304) return;

    await target.route.load();
    const emotionCache = createCache({ key: 'css', nonce: NONCE_PLACEHOLDER });
    const { siteUrl } = deps.config;
    const path = normalisePathname(ctx.path) || '/';
    const meta = pageMeta(target.route, { params: target.params, data: (key) => queryClient.getQueryData(key), siteUrl, path });
    const head = documentHead({
      ...meta,
      nonce: NONCE_PLACEHOLDER,
      assets,
      page: target.route.page,
      theme,
      siteUrl,
      // A missing page has no address of its own to point search engines at.
      canonicalPath: status === 404 ? undefined : path,
      noindex: status === 404 || target.route.page.startsWith('Admin'),
    });
    const rendered = await renderToHtml(<App url={target.url} queryClient={queryClient} emotionCache={emotionCache} />, {
      nonce: NONCE_PLACEHOLDER,
      timeoutMs: deps.config.renderTimeoutMs,
      label: target.url,
    });
    const page = hoistEmotionStyles(head + rendered.html + tail, NONCE_PLACEHOLDER);
    if (place && !rendered.failed && status === 200) cache.set(place.slot, place.versions, page, etag);
    ctx.body = withNonce(page, ctx.state.nonce as string);
  }

  return {
    /** GET of any non-API, non-static path. */
    renderPage(ctx: Context) {
      const { route, params } = matchPageRoute(ctx.path);
      return render(ctx, { route, params, url: ctx.path + (ctx.querystring ? `?${ctx.querystring}` : '') });
    },
    /** The 404 page for any path, with its status. */
    renderNotFound(ctx: Context) {
      return render(ctx, { route: notFoundRoute, params: {}, url: ctx.path }, 404);
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
