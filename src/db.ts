// The DataSource: MySQL when a database URL is given, else the embedded SQLite file under data/.
// The schema changes only through migrations; the server runs pending ones at start.
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type EntityManager, type Logger } from 'typeorm';
import { allEntities } from '../entities';
import { allMigrations } from '../migrations';

export interface DatabaseOptions {
  /** mysql://user:pass@host:port/db; absent means the embedded database. */
  url?: string;
  /** The embedded database file, or ':memory:'. */
  sqlitePath: string;
  /** Optional TypeORM logger (the tests count queries through it). */
  logger?: Logger;
}

/** Where a service reads and writes: the database, or a transaction's manager (for all-or-nothing work such as an import). */
export type Store = DataSource | EntityManager;

/** MySQL or MariaDB (else the embedded SQLite): where the two dialects' SQL differs. */
export const isMysql = (db: DataSource) => db.options.type === 'mysql' || db.options.type === 'mariadb';

/** The embedded database's file under the data directory. */
export const embeddedDatabaseFile = (dataDir: string) => path.join(dataDir, 'site.sqlite');

/** The database the site itself uses: DATABASE_URL, else the embedded file under DATA_DIR. */
export const siteDatabase = (config: { databaseUrl?: string; dataDir: string }): DatabaseOptions => ({
  url: config.databaseUrl,
  sqlitePath: embeddedDatabaseFile(config.dataDir),
});

export function createDataSource(options: DatabaseOptions): DataSource {
  const common = {
    entities: allEntities,
    migrations: allMigrations,
    synchronize: false,
    migrationsRun: false,
    logging: options.logger ? (['query'] as ['query']) : false,
    logger: options.logger,
  };
  if (options.url) {
    return new DataSource({
      ...common,
      type: 'mysql',
      url: options.url.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 5_000,
      // Fail fast when the database is down instead of queueing requests forever.
      extra: { connectionLimit: 10, waitForConnections: true, queueLimit: 100, enableKeepAlive: true },
    });
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: options.sqlitePath,
    // WAL lets readers go on while a write commits; a busy timeout rides out short locks.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  });
}

/** Opens the connection and runs any pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
