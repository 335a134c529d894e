// A write to the API that carries a body must say it is JSON: anything else is 415, before
// the body parser reads it.
import type { Context, Next } from 'koa';
import { HttpError } from '../errors';

const hasBody = (ctx: Context) => Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';

export async function requireJson(ctx: Context, next: Next) {
  const isApiWrite = ctx.path.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(ctx.method);
  if (isApiWrite && hasBody(ctx) && !ctx.is('application/json')) {
    throw new HttpError(415, 'Unsupported content type: send application/json');
  }
  await next();
}
