// An imported item's old address ('/my-post/', '/?p=12', '/2024/05/01/my-post/', '/p/my-post')
// answers 301 to its page here, so links to the old site keep working.
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import { currentAddressOf, oldAddressOf } from '../services/import/oldAddresses';

export function redirectOldAddresses(db: DataSource) {
  return async (ctx: Context, next: Next) => {
    const old = ctx.method === 'GET' || ctx.method === 'HEAD' ? oldAddressOf(ctx.path, new URLSearchParams(ctx.querystring)) : undefined;
    const current = old && (await currentAddressOf(db, old));
    if (!current) return next();
    ctx.status = 301;
    ctx.redirect(current);
  };
}
