// Mounts the API endpoint table on a @koa/router under /api. Handlers return plain data;
// this file is the only place that turns it into an HTTP answer.
import type { Router, RouterContext } from '@koa/router';
import type { Next } from 'koa';
import { HttpError, NotFoundError } from '../errors';
import { requireAdmin } from '../middleware/adminAuth';
import { bumpContentVersion } from '../services/contentVersions';
import { announceAfterWrite } from '../federation/announcements';
import { honeypot, rateLimitPublicWrite } from '../middleware/publicWriteGuard';
import { CachedAnswers, isKeptRead } from './cachedAnswers';
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
    const wrote = endpoint.method !== 'GET' && !endpoint.options.computesOnly && !endpoint.options.bumpsItsOwnArea;
    if (wrote || endpoint.options.records) await bumpContentVersion(deps.db, endpoint.area);
    if (wrote) announceAfterWrite(deps, endpoint.area);
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

/** The API's router; its cached reads are kept in `answers`, which the lane before the chain serves too. */
export function createApiRouter(deps: AppDeps, endpoints: readonly Endpoint[] = apiEndpoints, answers = new CachedAnswers(deps, endpoints)): Router {
  return new EndpointRouter(endpoints, (endpoint) => {
    const isPublicWrite = endpoint.method !== 'GET' && !endpoint.options.admin && !endpoint.options.signed;
    const guards = endpoint.options.admin
      ? [requireAdmin(deps)]
      : isPublicWrite
        ? [rateLimitPublicWrite(deps, `${endpoint.method} ${endpoint.path}`), honeypot(endpoint.options.status ?? 200)]
        : [];
    const answer = isKeptRead(endpoint) && answers.enabled ? answers.middleware(endpoint) : toMiddleware(endpoint, deps);
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
