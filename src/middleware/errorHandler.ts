// The one place that writes error responses. API paths get { error, details? } JSON; pages
// get the HTML error page. Unexpected errors are logged with their stack and answered 500
// without internals.
import type { Context, Next } from 'koa';
import { HttpError } from '../errors';
import { isDatabaseUnavailable } from '../lib/databaseUnavailable';

export type ErrorPageRenderer = (ctx: Context, status: number) => Promise<void> | void;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Errors raised by the body parser and Koa itself carry a status and "expose". */
function asHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return new HttpError(503, 'Service temporarily unavailable', undefined, { 'Retry-After': '5' });
  const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; type?: string };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (e.type === 'entity.parse.failed' || /JSON/i.test(e.message ?? '')) return new HttpError(400, 'Malformed JSON body');
    if (status === 413) return new HttpError(413, 'Request body too large');
    if (status === 415) return new HttpError(415, 'Unsupported content type');
    return new HttpError(status, e.expose && e.message ? e.message : 'Bad request');
  }
  return null;
}

export function errorHandler(renderErrorPage: ErrorPageRenderer) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      const known = asHttpError(err);
      const status = known?.status ?? 500;
      if (!known) console.error(`[error] ${ctx.method} ${ctx.path}`, err);
      else if (status === 503) console.error(`[unavailable] ${ctx.method} ${ctx.path}: ${(err as Error).message}`);
      if (ctx.headerSent) return; // a streamed page already started; the renderer handles its own failures
      for (const [name, value] of Object.entries(known?.headers ?? {})) ctx.set(name, value);
      if (isApiPath(ctx.path) || ctx.method !== 'GET') {
        ctx.status = status;
        ctx.body = known
          ? { error: known.message, ...(known.details === undefined ? {} : { details: known.details }) }
          : { error: 'Internal server error' };
        return;
      }
      await renderErrorPage(ctx, status);
    }
  };
}
