// The admin key check: the x-admin-secret header must equal ADMIN_SECRET. Compared in
// constant time; a missing and a wrong key get the same answer. Wrong keys are counted per
// client in the database: past the threshold the client gets 429 with Retry-After until its
// lock-out ends (src/services/admin/lockout.ts). The key itself is never logged or stored.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import { clientKey } from '../lib/clientKey';
import { dropRefusedBody } from '../lib/dropRefusedBody';
import { clearLoginFailures, findLoginFailures, recordWrongKey, remainingLockMs } from '../services/admin/lockout';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function isAdminSecret(given: string | undefined, expected: string): boolean {
  // Hashing first gives equal-length buffers, so the comparison leaks neither content nor length.
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

export function requireAdmin(deps: AppDeps) {
  const { adminSecret, adminLockoutThreshold: threshold, adminLockoutBaseMs: baseMs } = deps.config;
  return async (ctx: Context, next: Next) => {
    if (ctx.state.adminKeyChecked) return next(); // checked already, before the body was read (adminGate)
    // Admin answers are private: never cached, never indexed.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const client = clientKey(ctx.ip, adminSecret);
    const record = await findLoginFailures(deps.db, client);
    const lockedMs = remainingLockMs(record);
    if (lockedMs > 0) throw new TooManyRequestsError(lockedMs / 1000);
    if (!isAdminSecret(ctx.get('x-admin-secret') || undefined, adminSecret)) {
      await recordWrongKey(deps.db, client, { threshold, baseMs });
      throw new UnauthorizedError();
    }
    if (record) await clearLoginFailures(deps.db, client);
    ctx.state.adminKeyChecked = true;
    await next();
  };
}

const isAdminApiPath = (path: string) => /^\/api\/admin(?:\/|$)/i.test(path);

/**
 * The key is checked for every /api/admin address before its body is read: without the key a
 * request costs one lookup and at most 64 KB of reading (src/lib/dropRefusedBody.ts); past that
 * its connection is closed rather than left to send the rest of a large body nobody will read.
 */
export function adminGate(deps: AppDeps) {
  const check = requireAdmin(deps);
  return async (ctx: Context, next: Next) => {
    if (!isAdminApiPath(ctx.path)) return next();
    try {
      await check(ctx, next);
    } catch (error) {
      if (!ctx.state.adminKeyChecked && !(await dropRefusedBody(ctx.req))) ctx.set('Connection', 'close');
      throw error;
    }
  };
}
