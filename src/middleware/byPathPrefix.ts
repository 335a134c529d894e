// Middleware that only some addresses concern (media, mail views, backups, social cards), behind
// one synchronous prefix check: every other request, pages and assets alike, passes them by
// without one async step each.
import type { Middleware } from 'koa';

export function byPathPrefix(routes: readonly (readonly [prefix: string, middleware: Middleware])[]): Middleware {
  return (ctx, next) => {
    for (const [prefix, middleware] of routes) if (ctx.path.startsWith(prefix)) return middleware(ctx, next);
    return next();
  };
}
