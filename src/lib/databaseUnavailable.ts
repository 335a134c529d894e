// Recognises "the database cannot be reached" among errors from mysql2, TypeORM and
// better-sqlite3, so the server answers 503 (try again) instead of 500 (a bug).

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'POOL_CLOSED', 'POOL_ENQUEUELIMIT',
  'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY', 'SQLITE_LOCKED',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error as { code?: string; driverError?: unknown; cause?: unknown; fatal?: boolean } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (current.code && UNAVAILABLE_CODES.has(current.code)) return true;
    if (current.fatal === true) return true; // mysql2 marks connection-level failures fatal
    current = (current.driverError ?? current.cause) as typeof current;
  }
  return false;
}
