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

type Row = Record<string, unknown>;

/**
 * The MySQL databases this process has dropped and migrated from nothing, each with the rows its
 * migrations wrote (the default categories, say): later calls empty the tables and put those back.
 */
const migratedHere = new Map<string, Map<string, Row[]>>();

/** Every table's rows right after the migrations, for the tables they wrote to. */
async function rowsAfterMigrations(db: DataSource): Promise<Map<string, Row[]>> {
  const rows = new Map<string, Row[]>();
  for (const { name } of await tablesOf(db)) {
    if (name === 'migrations') continue;
    const found = (await db.query(`SELECT * FROM \`${name}\``)) as Row[];
    if (found.length) rows.set(name, found);
  }
  return rows;
}

async function tablesOf(db: DataSource | ReturnType<DataSource['createQueryRunner']>): Promise<{ name: string; next: number | null }[]> {
  return db.query('SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.tables WHERE TABLE_SCHEMA = DATABASE()');
}

/**
 * Empties every table but the migrations' own, sets back the id counters that moved and puts back
 * the rows the migrations wrote, so the next server starts as from a fresh schema. Dropping and
 * migrating again (30 tables of DDL) took 7–12 s a server on MariaDB, the largest part of CI; this
 * takes a fraction of a second. Answers false when
 * the schema is not the one this process migrated (then the caller starts from nothing).
 */
async function emptyTables(db: DataSource, seeded: Map<string, Row[]>): Promise<boolean> {
  const runner = db.createQueryRunner();
  try {
    const tables = await tablesOf(runner);
    const applied = (await runner.query('SELECT COUNT(*) AS n FROM migrations'))[0].n as number;
    if (Number(applied) !== db.migrations.length) return false;
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name, next } of tables) {
      if (name === 'migrations') continue;
      await runner.query(`DELETE FROM \`${name}\``);
      if (next !== null && Number(next) > 1) await runner.query(`ALTER TABLE \`${name}\` AUTO_INCREMENT = 1`);
      for (const row of seeded.get(name) ?? []) {
        const columns = Object.keys(row);
        await runner.query(`INSERT INTO \`${name}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, Object.values(row));
      }
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
  const seeded = migratedHere.get(url);
  if (seeded && (await emptyTables(db, seeded))) return db;
  await db.dropDatabase();
  await db.runMigrations({ transaction: 'each' });
  migratedHere.set(url, await rowsAfterMigrations(db));
  return db;
}
