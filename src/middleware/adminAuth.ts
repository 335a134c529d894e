// The admin key check: the x-admin-secret header must equal ADMIN_SECRET. Compared in
// constant time; a missing and a wrong key get the same answer. Wrong keys are counted per
// client in the database: past the threshold the client gets 429 with Retry-After until its
// lock-out ends (src/services/admin/lockout.ts). The key itself is never logged or stored.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import { clientKey } from '../lib/clientKey';
import { clearLoginFailures, findLoginFailures, recordWrongKey, remainingLockMs } from '../services/admin/lockout';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function isAdminSecret(given: string | undefined, expected: string): boolean {
  // Hashing first gives equal-length buffers, so the comparison leaks neither content nor length.
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

export function requireAdmin(deps: AppDeps) {
  const { adminSecret, adminLockoutThreshold: threshold, adminLockoutBaseMs: baseMs } = deps.config;
  return async (ctx: Context, next: Next) => {
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
    await next();
  };
}
