// Guards every public write (legacy submit, heart, contact, newsletter): rate limits per
// client and in total, counted in the database so all server processes share them, and a
// honeypot field that real visitors never see. A bot that fills it gets an ordinary-looking
// success and nothing is stored.
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { TooManyRequestsError } from '../errors';
import { clientKey } from '../lib/clientKey';
import { hitRateLimit } from '../services/rateLimiter';

/** The hidden form field: named so that form-filling bots take it for a real one. */
export const HONEYPOT_FIELD = 'website';

export function rateLimitPublicWrite(deps: AppDeps, endpointId: string) {
  return async (ctx: Context, next: Next) => {
    const { perClient, total, windowMs } = deps.config.rateLimit;
    const client = clientKey(ctx.ip, deps.config.adminSecret);
    const [mine, everyone] = await Promise.all([
      hitRateLimit(deps.db, `${endpointId}|${client}`, perClient, windowMs),
      hitRateLimit(deps.db, `${endpointId}|*`, total, windowMs),
    ]);
    if (!mine.allowed) throw new TooManyRequestsError(mine.retryAfterSeconds);
    if (!everyone.allowed) throw new TooManyRequestsError(everyone.retryAfterSeconds);
    await next();
  };
}

export function honeypot(successStatus: number) {
  return async (ctx: Context, next: Next) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
    if (typeof trap === 'string' && trap.trim() !== '') {
      ctx.status = successStatus;
      ctx.body = { success: true };
      return;
    }
    await next();
  };
}
