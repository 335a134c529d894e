// GET /e/{sendId}/{linkIndex}: a newsletter link, counted once and sent on to its stored address
// (src/services/email/clickTracking.ts). Anything else under /e/ falls through to the 404 page.
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { followClick } from '../services/email/clickTracking';

export function serveClickRedirect({ db }: AppDeps) {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET') return next();
    const target = await followClick(db, ctx.path);
    if (target === undefined) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.redirect(target);
  };
}
