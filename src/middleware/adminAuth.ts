// The admin key check: the x-admin-secret header must equal ADMIN_SECRET. Compared in
// constant time; a missing and a wrong key get the same answer.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { UnauthorizedError } from '../errors';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function isAdminSecret(given: string | undefined, expected: string): boolean {
  // Hashing first gives equal-length buffers, so the comparison leaks neither content nor length.
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

export function requireAdmin(deps: AppDeps) {
  return async (ctx: Context, next: Next) => {
    const given = ctx.get('x-admin-secret') || undefined;
    if (!isAdminSecret(given, deps.config.adminSecret)) throw new UnauthorizedError();
    await next();
  };
}
