// The database the suite runs against: MySQL/MariaDB when TEST_DATABASE_URL is set, else a
// fresh in-memory embedded database per call. Each call starts from an empty, migrated schema.
// On MySQL every call shares one database, so a suite that needs two live servers with
// different data asks for the secondary one: the same server, database name + '_2' (created
// if missing, so the test user needs the right to create it).
import mysql from 'mysql2/promise';
import type { DataSource, Logger } from 'typeorm';
import { openDatabase } from '../../src/db';

export const mysqlUrl = process.env.TEST_DATABASE_URL || undefined;

export const databaseLabel = () => (mysqlUrl ? `MySQL (${new URL(mysqlUrl).host})` : 'embedded SQLite (in memory)');

async function secondaryUrl(primary: string): Promise<string> {
  const url = new URL(primary);
  const name = `${url.pathname.slice(1)}_2`;
  url.pathname = '';
  const connection = await mysql.createConnection(url.toString());
  await connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** The MySQL databases this process has dropped and migrated from nothing: later calls only empty them. */
const migratedHere = new Set<string>();

/**
 * Empties every table but the migrations' own, and sets back the id counters that moved, so the next
 * server starts as from a fresh schema. Dropping and migrating again (28 tables of DDL) took 7–12 s
 * a server on MariaDB, the largest part of CI; this takes a fraction of a second. Answers false when
 * the schema is not the one this process migrated (then the caller starts from nothing).
 */
async function emptyTables(db: DataSource): Promise<boolean> {
  const runner = db.createQueryRunner();
  try {
    const schema = (await runner.query('SELECT DATABASE() AS name'))[0].name as string;
    const tables = (await runner.query('SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.tables WHERE TABLE_SCHEMA = ?', [schema])) as { name: string; next: number | null }[];
    const applied = (await runner.query('SELECT COUNT(*) AS n FROM migrations'))[0].n as number;
    if (Number(applied) !== db.migrations.length) return false;
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name, next } of tables) {
      if (name === 'migrations') continue;
      await runner.query(`DELETE FROM \`${name}\``);
      if (next !== null && Number(next) > 1) await runner.query(`ALTER TABLE \`${name}\` AUTO_INCREMENT = 1`);
    }
    await runner.query('SET FOREIGN_KEY_CHECKS = 1');
    return true;
  } catch {
    return false;
  } finally {
    await runner.release();
  }
}

export async function openTestDatabase(logger?: Logger, options: { secondary?: boolean } = {}): Promise<DataSource> {
  if (!mysqlUrl) return openDatabase({ sqlitePath: ':memory:', logger });
  const url = options.secondary ? await secondaryUrl(mysqlUrl) : mysqlUrl;
  const db = await openDatabase({ url, sqlitePath: '', logger });
  // The first call of a run still migrates from nothing, so every CI run proves the migrations.
  if (migratedHere.has(url) && (await emptyTables(db))) return db;
  await db.dropDatabase();
  await db.runMigrations({ transaction: 'each' });
  migratedHere.add(url);
  return db;
}
