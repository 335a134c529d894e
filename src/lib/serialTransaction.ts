// A transaction that waits for the others of this process on SQLite. The embedded database has
// one connection per process, and TypeORM refuses a second BEGIN on it while one is open
// ("cannot start a transaction within a transaction"); MySQL gives each transaction its own
// connection, so there it is an ordinary transaction.
import type { DataSource, EntityManager } from 'typeorm';
import { isMysql } from '../db';

const queues = new WeakMap<DataSource, Promise<unknown>>();

export function serialTransaction<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (isMysql(db)) return db.transaction(work);
  const run = (queues.get(db) ?? Promise.resolve()).catch(() => undefined).then(() => db.transaction(work));
  queues.set(db, run);
  return run;
}
