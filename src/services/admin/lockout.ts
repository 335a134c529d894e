// The admin brute-force lock-out. Every wrong key from a client counts; at the threshold the
// client is locked out for a window that doubles with each lock-out (10 minutes by default,
// capped at 7 days). A correct key once the window is over clears the record. Each step is
// a single statement (or a guarded one), so concurrent requests and processes cannot lose
// a count or lock a client out twice.
import type { DataSource } from 'typeorm';
import { AdminLoginFailure } from '../../../entities';

export const ADMIN_LOCKOUT_MAX_MS = 7 * 24 * 60 * 60 * 1000;

export interface LockoutPolicy {
  /** Wrong keys before a lock-out (config adminLockoutThreshold). */
  threshold: number;
  /** The first window (config adminLockoutBaseMs); doubled for each further lock-out. */
  baseMs: number;
}

/** The length of the n-th lock-out (n from 1). */
export const lockoutWindowMs = (lockoutNumber: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, lockoutNumber - 1), ADMIN_LOCKOUT_MAX_MS);

const repo = (db: DataSource) => db.getRepository(AdminLoginFailure);

export const findLoginFailures = (db: DataSource, clientHash: string) => repo(db).findOneBy({ clientHash });

/** Milliseconds this record still locks its client out (0 when not locked). */
export const remainingLockMs = (record: AdminLoginFailure | null, now = Date.now()): number =>
  record?.lockedUntil ? Math.max(0, record.lockedUntil.getTime() - now) : 0;

export async function recordWrongKey(db: DataSource, clientHash: string, policy: LockoutPolicy, now = Date.now()): Promise<void> {
  const table = repo(db);
  await table.createQueryBuilder().insert().values({ clientHash, failures: 0, lockouts: 0, lockedUntil: null }).orIgnore().updateEntity(false).execute();
  await table.createQueryBuilder().update().set({ failures: () => 'failures + 1' }).where('clientHash = :clientHash', { clientHash }).execute();
  const record = await table.findOneByOrFail({ clientHash });
  if (record.failures < policy.threshold) return;
  const lockouts = record.lockouts + 1;
  // Guarded by the values just read: of two requests crossing the threshold together, one locks.
  await table
    .createQueryBuilder()
    .update()
    .set({ failures: 0, lockouts, lockedUntil: new Date(now + lockoutWindowMs(lockouts, policy.baseMs)) })
    .where('clientHash = :clientHash AND failures >= :threshold AND lockouts = :previous', { clientHash, threshold: policy.threshold, previous: record.lockouts })
    .execute();
}

export async function clearLoginFailures(db: DataSource, clientHash: string): Promise<void> {
  await repo(db).delete({ clientHash });
}
