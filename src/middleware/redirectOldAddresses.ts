// The site's 301s, in one hop: an imported item's old address ('/my-post/', '/?p=12',
// '/2024/05/01/my-post/', '/p/my-post') to its page here, so links to the old site keep working;
// and the owner's redirects (src/services/redirects.ts), which only an address the site does not
// reserve can be, so the site's own pages never wait for the lookup.
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import { matchPageRoute, normalisePathname, notFoundRoute } from '../../views/app/routes';
import { redirectLocationFor } from '../services/redirects';
import { reservedAddressReason } from '../services/reservedAddresses';
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
    if (!current) return ownersOrNext(ctx, next);
    ctx.status = 301;
    ctx.redirect(current);
  }
  async function redirectOwners(ctx: Context, next: Next, path: string) {
    const target = await redirectLocationFor(db, path);
    if (!target) return next();
    ctx.status = 301;
    ctx.set('Cache-Control', 'no-cache');
    ctx.redirect(target);
  }
  function ownersOrNext(ctx: Context, next: Next) {
    const path = normalisePathname(ctx.path);
    const ownerMayRedirect = (ctx.method === 'GET' || ctx.method === 'HEAD') && reservedAddressReason(path) === undefined;
    return ownerMayRedirect ? redirectOwners(ctx, next, path) : next();
  }
  // Synchronous for every other request: a page of this site pays for no async step here.
  return (ctx: Context, next: Next) => {
    const old = oldAddressToLookUp(ctx.method, ctx.path, ctx.querystring);
    return old ? redirect(ctx, next, old) : ownersOrNext(ctx, next);
  };
}
