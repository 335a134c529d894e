// Mounts the API endpoint table on a @koa/router under /api. Handlers return plain data;
// this file is the only place that turns it into an HTTP answer.
import type { Router, RouterContext } from '@koa/router';
import type { Next } from 'koa';
import { createHash } from 'node:crypto';
import { HttpError, NotFoundError } from '../errors';
import { requireAdmin } from '../middleware/adminAuth';
import { bumpContentVersion, currentContentVersions, versionStamp } from '../services/contentVersions';
import { PageCache } from '../ssr/pageCache';
import { honeypot, rateLimitPublicWrite } from '../middleware/publicWriteGuard';
import type { AppDeps, Endpoint } from './define';
import { FileDownload, Redirect } from './define';
import { EndpointRouter } from './endpointRouter';
import { apiEndpoints } from './index';
import { validateBody } from './validateInput';

function requestOf(ctx: RouterContext) {
  return { params: ctx.params, query: new URLSearchParams(ctx.querystring) };
}

function toMiddleware(endpoint: Endpoint, deps: AppDeps) {
  return async (ctx: RouterContext) => {
    if (endpoint.options.noStore) ctx.set('Cache-Control', 'no-store');
    let result: unknown;
    if (endpoint.method === 'GET') {
      result = await endpoint.handler(deps, requestOf(ctx));
    } else {
      const raw = ctx.request.body ?? {};
      const body = endpoint.dto ? await validateBody(endpoint.dto, raw) : raw;
      result = await endpoint.handler(deps, { ...requestOf(ctx), body, ctx });
    }
    // After the write has committed: the cached pages and answers of its table's area are now out of date.
    if (endpoint.method !== 'GET' || endpoint.options.records) await bumpContentVersion(deps.db, endpoint.area);
    if (result instanceof FileDownload) {
      ctx.attachment(result.fileName);
      ctx.type = result.contentType;
      ctx.body = result.body;
      return;
    }
    if (result instanceof Redirect) {
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(result.location);
      return;
    }
    if (ctx.body === undefined || ctx.body === null) {
      ctx.status = endpoint.options.status ?? 200;
      if (result === null && endpoint.method === 'GET') {
        // A read may answer JSON null ("nothing there"); a null Koa body would become a 204.
        ctx.type = 'application/json';
        ctx.body = 'null';
      } else {
        ctx.body = result ?? { success: true };
      }
    }
  };
}

/**
 * A cached read: the answer's JSON and its ETag are kept per URL with the version of the
 * endpoint's content area, so a write through the API is visible on the next read and the
 * 1,000-post list is serialised once, not per request, and kept as UTF-8 bytes, so no response
 * encodes it again (a large answer with one character outside Latin-1 is a two-byte string
 * twice its length). PAGE_CACHE_MAX_AGE_SECONDS bounds the rest (a scheduled post reaching its
 * time), as for pages.
 */
function cachedRead(endpoint: Extract<Endpoint, { method: 'GET' }>, deps: AppDeps, answers: PageCache<Buffer>) {
  async function freshAnswer(ctx: RouterContext, versions: string) {
    const body = Buffer.from(JSON.stringify((await endpoint.handler(deps, requestOf(ctx))) ?? null), 'utf8');
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    answers.set(ctx.url, versions, body, etag);
    return { body, etag };
  }
  return async (ctx: RouterContext) => {
    const versions = versionStamp(await currentContentVersions(deps.db), [endpoint.area]);
    const { body, etag } = answers.get(ctx.url, versions) ?? (await freshAnswer(ctx, versions));
    ctx.type = 'application/json';
    ctx.set('ETag', etag);
    ctx.body = body;
  };
}

export function createApiRouter(deps: AppDeps, endpoints: readonly Endpoint[] = apiEndpoints): Router {
  const answers = new PageCache<Buffer>(deps.config.pageCacheMaxAgeSeconds * 1000, undefined, undefined, (body) => body.length);
  return new EndpointRouter(endpoints, (endpoint) => {
    const isPublicWrite = endpoint.method !== 'GET' && !endpoint.options.admin;
    const guards = endpoint.options.admin
      ? [requireAdmin(deps)]
      : isPublicWrite
        ? [rateLimitPublicWrite(deps, `${endpoint.method} ${endpoint.path}`), honeypot(endpoint.options.status ?? 200)]
        : [];
    const answer =
      endpoint.method === 'GET' && endpoint.options.cached && deps.config.pageCacheMaxAgeSeconds > 0
        ? cachedRead(endpoint, deps, answers)
        : toMiddleware(endpoint, deps);
    return [...guards, answer];
  }).router;
}

/** After the router: an /api path nobody answered is a JSON 404, or 405 for a known path. */
export function apiFallback(router: Router) {
  const allowed = router.allowedMethods({ throw: false });
  // Runs after the router's dispatch, which has put what it matched on the context.
  return async (ctx: RouterContext, next: Next) => {
    if (!(ctx.path === '/api' || ctx.path.startsWith('/api/'))) return next();
    await allowed(ctx, async () => undefined);
    if (ctx.method === 'OPTIONS' && ctx.status === 200) return; // answered with Allow
    if (ctx.status === 405 || ctx.status === 501) {
      throw new HttpError(405, `Method ${ctx.method} not allowed`, undefined, { Allow: String(ctx.response.get('Allow') ?? '') });
    }
    throw new NotFoundError(`No API route for ${ctx.method} ${ctx.path}`);
  };
}
