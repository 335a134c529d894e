// createApp(deps) -> the Koa app, with the whole middleware order visible here.
import type { RouterContext } from '@koa/router';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { bodyDeadline, OWNER_BODY_SECONDS, PUBLIC_BODY_SECONDS } from './lib/bodyDeadline';
import { HttpError } from './errors';
import { WEBMENTION_PATH } from './services/comments/webmentionPath';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import { constants as zlib } from 'node:zlib';
import type { AppDeps } from './api/define';
import { IMPORT_UPLOAD_PATH } from './api/admin/imports';
import { apiFallback, createApiRouter } from './api/router';
import { previewAt } from './ssr/previewPages';
import { federationMiddleware } from './federation/koaAdapter';
import { createFeedRouter } from './feeds/routes';
import { accessLog } from './middleware/accessLog';
import { adminGate } from './middleware/adminAuth';
import { byPathPrefix } from './middleware/byPathPrefix';
import { readerCounter } from './middleware/countReaders';
import { errorHandler } from './middleware/errorHandler';
import { proxyWarning, proxyWatcher } from './middleware/proxyWarning';
import { redirectOldAddresses } from './middleware/redirectOldAddresses';
import { refuseDeepJson } from './middleware/jsonDepth';
import { requireJson } from './middleware/requireJson';
import { securityHeaders } from './middleware/securityHeaders';
import { serveBackup } from './middleware/serveBackup';
import { serveClickRedirect } from './middleware/serveClickRedirect';
import { serveEmailView } from './middleware/serveEmailView';
import { serveMedia } from './middleware/serveMedia';
import { serveSiteIcons } from './middleware/serveSiteIcons';
import { currentSettings } from './services/settings';
import { serveSocialCard } from './middleware/serveSocialCard';
import { staticFiles } from './middleware/staticFiles';
import { underPath } from './middleware/underPath';
import { loadAssetManifest, staticDir, type AssetManifest } from './ssr/assets';
import { CachedAnswers } from './api/cachedAnswers';
import { apiEndpoints } from './api/index';
import { cachedAnswersFirst, type LaneOptions, type LaneSource, pageLaneSource } from './ssr/cachedPageLane';
import { createPageRenderer, serverErrorHtml } from './ssr/render';
import { subscriptionPages } from './ssr/subscriptionPages';

const ONE_YEAR_SECONDS = 31_536_000;
/** A last path segment with a dot: the only paths that can name a file under static/. */
const FILE_EXTENSION = /\.[^/]*$/;
const JSON_BODY_LIMIT = '100kb';
/** Admin saves carry whole post and essay bodies (up to 500,000 characters each). */
const ADMIN_JSON_BODY_LIMIT = '2mb';
const WEBMENTION_BODY_LIMIT = '4kb';
const MEDIA_UPLOAD_PATH = '/api/admin/media';

/** GET /healthz: 200 when the database answers, 503 when it does not. */
function healthCheck(deps: AppDeps) {
  return async (ctx: Koa.Context, next: Koa.Next) => {
    if (ctx.path !== '/healthz') return next();
    ctx.set('Cache-Control', 'no-store');
    try {
      await deps.db.query('SELECT 1');
      ctx.body = { status: 'ok' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', error: 'Database unavailable' };
    }
  };
}

/** Koa, with a current cached page or API answer answered before the middleware chain (src/ssr/cachedPageLane.ts). */
export class SiteApp extends Koa {
  keptAnswers?: { sources: LaneSource<unknown>[]; options: LaneOptions };

  override callback() {
    const chain = super.callback();
    return this.keptAnswers ? cachedAnswersFirst(chain, this.keptAnswers.sources, this.keptAnswers.options) : chain;
  }
}

export function createApp(deps: AppDeps, assets: AssetManifest = loadAssetManifest()): SiteApp {
  // Behind the PaaS router, only the address the router itself appends to X-Forwarded-For is
  // trustworthy: the entries before it are whatever the client wrote.
  const app = new SiteApp({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  // Koa reports stream failures here; a visitor closing the tab mid-page is not a server fault.
  app.silent = true;
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(error.code ?? '')) return;
    console.error('[error]', error);
  });
  const readers = readerCounter(deps.analytics, deps.config.siteUrl);
  const pages = createPageRenderer(deps, assets, readers.countPage);
  const answers = new CachedAnswers(deps, apiEndpoints);
  const apiRouter = createApiRouter(deps, apiEndpoints, answers);
  const noticeProxy = proxyWatcher(deps.config.trustProxy);
  app.keptAnswers = { sources: [pageLaneSource(pages), answers], options: { trustProxy: deps.config.trustProxy, logRequests: deps.config.logRequests, noticeProxy } };

  app.use(accessLog(deps.config.logRequests));
  app.use(proxyWarning(noticeProxy));
  app.use(securityHeaders({ trustProxy: deps.config.trustProxy }));
  // Pre-compressed assets pass through untouched; streamed pages flush compressed chunks as they come.
  app.use(compress({
    threshold: 1024,
    gzip: { level: 6, flush: zlib.Z_SYNC_FLUSH },
    br: { flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
  }));
  app.use(conditional());
  app.use(etag());
  app.use(
    errorHandler(async (ctx, status) => {
      if (status === 404) {
        await pages.renderNotFound(ctx);
        return;
      }
      ctx.status = status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = serverErrorHtml(status, ctx.state.nonce);
    }),
  );
  const serveStatic = staticFiles(staticDir, {
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${'/'}assets${'/'}`);
      res.setHeader('Cache-Control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
  app.use(
    byPathPrefix([
      ['/media/', serveMedia(deps.db, deps.config.mediaCacheBytes)],
      ['/cards/', serveSocialCard(deps)],
      ['/mail-view/', serveEmailView(deps)],
      ['/backup/', serveBackup(deps)],
      ['/e/', serveClickRedirect(deps)],
    ]),
  );
  // The owner's icons take the default icons' addresses (a synchronous check passes every other request by).
  app.use(serveSiteIcons(deps.db, async (db) => (await currentSettings(db)).design.iconMediaId));
  // Every file under static/ has an extension and no page path does: pages skip the file system.
  app.use((ctx, next) => (FILE_EXTENSION.test(ctx.path) ? serveStatic(ctx, next) : next()));
  app.use(async (ctx, next) => {
    if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) ctx.set('X-Robots-Tag', 'noindex, nofollow');
    await next();
  });
  app.use(healthCheck(deps));
  // ActivityPub reads its own raw bodies (signatures cover them): before any body parser.
  app.use(federationMiddleware(deps));
  // An upload to the media library or an import is read by its own handler (src/api/readUpload.ts), after the key is checked.
  const isUpload = (ctx: Koa.Context) => ctx.method === 'POST' && (ctx.path === MEDIA_UPLOAD_PATH || ctx.path === IMPORT_UPLOAD_PATH);
  // DELETE too: deleting a category in use names where its posts go ({ moveTo }).
  const jsonBody = (jsonLimit: string, seconds: number): Koa.Middleware => {
    const parse = koaBody({ json: true, jsonLimit, urlencoded: false, text: false, multipart: false, jsonStrict: true, parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE] });
    const deadline = bodyDeadline(seconds);
    return (ctx, next) => deadline(ctx, () => parse(ctx, () => refuseDeepJson(ctx, next)));
  };
  const [publicBody, adminBody] = [jsonBody(JSON_BODY_LIMIT, PUBLIC_BODY_SECONDS), jsonBody(ADMIN_JSON_BODY_LIMIT, OWNER_BODY_SECONDS)];
  // Webmention is form-encoded by its specification (source, target): its one endpoint reads forms.
  const isWebmention = (ctx: Koa.Context) => ctx.method === 'POST' && ctx.path === WEBMENTION_PATH;
  const parseForm = koaBody({ json: false, urlencoded: true, formLimit: WEBMENTION_BODY_LIMIT, text: false, multipart: false });
  const formDeadline = bodyDeadline(PUBLIC_BODY_SECONDS);
  const webmentionBody: Koa.Middleware = (ctx, next) => {
    if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'Unsupported content type: send application/x-www-form-urlencoded');
    return formDeadline(ctx, () => parseForm(ctx, next));
  };
  app.use(
    underPath<RouterContext>(
      '/api',
      adminGate(deps),
      readers.countDownloads,
      (ctx, next) => (isUpload(ctx) || isWebmention(ctx) ? next() : requireJson(ctx, next)),
      (ctx, next) => (isUpload(ctx) ? next() : isWebmention(ctx) ? webmentionBody(ctx, next) : (ctx.path.startsWith('/api/admin/') ? adminBody : publicBody)(ctx, next)),
      apiRouter.routes(),
      apiFallback(apiRouter),
    ),
  );
  app.use(createFeedRouter(deps).routes());
  app.use(subscriptionPages(deps));
  app.use(redirectOldAddresses(deps.db));
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') ctx.throw(405);
    const preview = previewAt(ctx.path);
    await (preview ? pages.renderPreview(ctx, preview) : pages.renderPage(ctx));
  });
  return app;
}
