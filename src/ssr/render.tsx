// Renders a page: match the route, prefetch its queries in process, then stream the HTML with
// the dehydrated cache. Browsers get the shell as soon as it is ready; crawlers get the page
// once everything has rendered. A render that takes too long is aborted.
import createCache from '@emotion/cache';
import { dehydrate } from '@tanstack/react-query';
import type { Context } from 'koa';
import { Transform } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../../views/App';
import { urlOfKey } from '../../views/queries';
import { createQueryClient } from '../../views/queryClient';
import { matchPageRoute, notFoundRoute, type PageRoute } from '../../views/routes';
import type { PathParams } from '../lib/matchPath';
import type { AppDeps } from '../api/define';
import { resolveRead } from '../api/resolveRead';
import { HttpError } from '../errors';
import type { AssetManifest } from './assets';
import { documentHead, documentTail, escapeHtml } from './document';

const CRAWLER_USER_AGENT = /bot|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegram/i;

interface RenderTarget {
  route: PageRoute;
  params: PathParams;
  /** The URL the app renders (pathname + search). */
  url: string;
}

/** Prefetches the route's queries; a query answered 404 makes the page a 404. */
async function prefetch(deps: AppDeps, target: RenderTarget) {
  const queryClient = createQueryClient(({ queryKey }) => resolveRead(deps, urlOfKey(queryKey)));
  const keys = target.route.queries?.(target.params) ?? [];
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

export function createPageRenderer(deps: AppDeps, assets: AssetManifest) {
  async function render(ctx: Context, target: RenderTarget, forcedStatus?: number): Promise<void> {
    const { queryClient, status } = await prefetch(deps, target);
    await target.route.load();
    const nonce: string = ctx.state.nonce;
    const emotionCache = createCache({ key: 'css', nonce });
    const meta = target.route.meta(target.params, (key) => queryClient.getQueryData(key));
    const head = documentHead({ ...meta, nonce, assets, page: target.route.page });
    const tail = documentTail(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }));
    const waitForAll = CRAWLER_USER_AGENT.test(ctx.get('user-agent'));

    let clientGone = false;
    await new Promise<void>((resolve, reject) => {
      const out = new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush: (done) => done(null, tail),
      });
      const start = () => {
        ctx.status = forcedStatus ?? status;
        ctx.type = 'text/html; charset=utf-8';
        ctx.set('Cache-Control', 'no-cache');
        out.write(head);
        stream.pipe(out);
        ctx.body = out;
        resolve();
      };
      const stream = renderToPipeableStream(<App url={target.url} queryClient={queryClient} emotionCache={emotionCache} />, {
        nonce,
        // Never hold a finished page back as a separately streamed segment: the whole page
        // arrives in the first flush, with no inline reveal scripts.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady: waitForAll ? undefined : start,
        onAllReady: waitForAll ? start : undefined,
        onShellError: reject,
        onError: (error) => {
          if (!clientGone) console.error(`[render] ${target.url}`, error);
        },
      });
      const timer = setTimeout(() => stream.abort(new Error('render timed out')), deps.config.renderTimeoutMs);
      ctx.res.once('close', () => {
        if (ctx.res.writableFinished) return;
        clientGone = true;
        stream.abort();
      });
      out.on('close', () => clearTimeout(timer));
      out.on('finish', () => clearTimeout(timer));
    });
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
