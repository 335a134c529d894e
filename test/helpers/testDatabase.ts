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

export async function openTestDatabase(logger?: Logger, options: { secondary?: boolean } = {}): Promise<DataSource> {
  if (!mysqlUrl) return openDatabase({ sqlitePath: ':memory:', logger });
  const url = options.secondary ? await secondaryUrl(mysqlUrl) : mysqlUrl;
  const db = await openDatabase({ url, sqlitePath: '', logger });
  await db.dropDatabase();
  await db.runMigrations({ transaction: 'each' });
  return db;
}
