// The database the suite runs against: MySQL/MariaDB when TEST_DATABASE_URL is set, else a
// fresh in-memory embedded database per call. Each call starts from an empty, migrated schema.
import type { DataSource, Logger } from 'typeorm';
import { openDatabase } from '../../src/db';

export const mysqlUrl = process.env.TEST_DATABASE_URL || undefined;

export const databaseLabel = () => (mysqlUrl ? `MySQL (${new URL(mysqlUrl).host})` : 'embedded SQLite (in memory)');

export async function openTestDatabase(logger?: Logger): Promise<DataSource> {
  if (!mysqlUrl) return openDatabase({ sqlitePath: ':memory:', logger });
  const db = await openDatabase({ url: mysqlUrl, sqlitePath: '', logger });
  await db.dropDatabase();
  await db.runMigrations({ transaction: 'each' });
  return db;
}
