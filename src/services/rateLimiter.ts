// Fixed-window counters in the rate_limit_buckets table. One upsert counts the hit (starting
// a new window when the old one is over), one read returns the count: atomic on both dialects,
// shared by every server process.
import type { DataSource } from 'typeorm';
import { isMysql } from '../db';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

function upsertSql(db: DataSource): string {
  if (isMysql(db)) {
    // MySQL applies the assignments left to right: hits is computed from the old windowStart.
    return 'INSERT INTO rate_limit_buckets (bucket, windowStart, hits) VALUES (?, ?, 1) ' +
      'ON DUPLICATE KEY UPDATE hits = IF(windowStart <= ?, 1, hits + 1), windowStart = IF(windowStart <= ?, VALUES(windowStart), windowStart)';
  }
  return 'INSERT INTO rate_limit_buckets (bucket, windowStart, hits) VALUES (?, ?, 1) ' +
    'ON CONFLICT(bucket) DO UPDATE SET hits = CASE WHEN windowStart <= ? THEN 1 ELSE hits + 1 END, ' +
    'windowStart = CASE WHEN windowStart <= ? THEN excluded.windowStart ELSE windowStart END';
}

/** SQLite stores datetimes as text; MySQL takes Date objects. */
const sqlTime = (db: DataSource, date: Date) =>
  db.options.type === 'better-sqlite3' ? date.toISOString().replace('T', ' ').replace('Z', '') : date;

export async function hitRateLimit(db: DataSource, bucket: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitVerdict> {
  const expiredBefore = new Date(now.getTime() - windowMs);
  await db.query(upsertSql(db), [bucket, sqlTime(db, now), sqlTime(db, expiredBefore), sqlTime(db, expiredBefore)]);
  const [row] = await db.query('SELECT hits, windowStart FROM rate_limit_buckets WHERE bucket = ?', [bucket]);
  const hits = Number(row.hits);
  const windowStart = row.windowStart instanceof Date ? row.windowStart : new Date(`${String(row.windowStart).replace(' ', 'T')}Z`);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: hits <= limit, retryAfterSeconds };
}
