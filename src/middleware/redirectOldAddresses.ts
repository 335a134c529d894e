// An imported item's old address ('/my-post/', '/?p=12', '/2024/05/01/my-post/', '/p/my-post')
// answers 301 to its page here, so links to the old site keep working.
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import { matchPageRoute, notFoundRoute } from '../../views/app/routes';
import { currentAddressOf, oldAddressOf } from '../services/import/oldAddresses';

/** One of this site's own pages (as '/about/' is, for '/about'): an old address never hides it. */
function isOwnPage(path: string): boolean {
  const { route } = matchPageRoute(path);
  return route !== notFoundRoute && !route.path.includes(':');
}

export function redirectOldAddresses(db: DataSource) {
  return async (ctx: Context, next: Next) => {
    const old = ctx.method === 'GET' || ctx.method === 'HEAD' ? oldAddressOf(ctx.path, new URLSearchParams(ctx.querystring)) : undefined;
    if (old && isOwnPage(ctx.path)) return next();
    const current = old && (await currentAddressOf(db, old));
    if (!current) return next();
    ctx.status = 301;
    ctx.redirect(current);
  };
}
