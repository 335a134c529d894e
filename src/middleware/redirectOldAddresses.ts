// An imported item's old address ('/my-post/', '/?p=12', '/2024/05/01/my-post/', '/p/my-post')
// answers 301 to its page here, so links to the old site keep working.
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import { matchPageRoute, notFoundRoute } from '../../views/app/routes';
import { canonicalPath, currentAddressOf, oldAddressOf } from '../services/import/oldAddresses';

const NO_QUERY = new URLSearchParams();

/** One of this site's own pages (as '/about/', '/About' and '/%61bout' are, for '/about'): an old address never hides it. */
function isOwnPage(path: string): boolean {
  const { route } = matchPageRoute(canonicalPath(path));
  return route !== notFoundRoute && !route.path.includes(':');
}

/** The old address a GET of this path may be (to look up), or undefined when it is none: synchronous, no database. */
export function oldAddressToLookUp(method: string, path: string, querystring: string): string | undefined {
  const old = method === 'GET' || method === 'HEAD' ? oldAddressOf(path, querystring ? new URLSearchParams(querystring) : NO_QUERY) : undefined;
  // '/?p=12' is WordPress's, whatever the page at '/'; '/about/' is this site's About.
  return old && (old.includes('?') || !isOwnPage(path)) ? old : undefined;
}

export function redirectOldAddresses(db: DataSource) {
  async function redirect(ctx: Context, next: Next, old: string) {
    const current = await currentAddressOf(db, old);
    if (!current) return next();
    ctx.status = 301;
    ctx.redirect(current);
  }
  // Synchronous for every other request: a page of this site pays for no async step here.
  return (ctx: Context, next: Next) => {
    const old = oldAddressToLookUp(ctx.method, ctx.path, ctx.querystring);
    return old ? redirect(ctx, next, old) : next();
  };
}
