// The analytics tables. analytics_daily: views and visitors per day, dimension and value, added
// to by every process. analytics_visitors: today's reader ids per counter, so a reader counted
// by one process is not counted again by another (the primary key decides, on both dialects).
// analytics_salts: today's random salt, one for every process. Past days' reader ids and salts
// are deleted once the day is over; daily rows are kept for the retention period.
import { randomBytes } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import { isMysql } from '../../db';
import { addDays, type Dimension } from './dimensions';

/** One counter's additions from one flush: its views, and its readers' ids for the day. */
export interface CounterAdditions {
  day: string;
  dimension: Dimension;
  value: string;
  views: number;
  visitorIds: string[];
  /** New readers counted as visitors without their ids stored (past the day's budget of rows). */
  visitorsNotStored?: number;
}

const insertIgnore = (db: DataSource) => (isMysql(db) ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO');

/** Rows per INSERT: well under both dialects' limits on bound parameters. */
const ROWS_PER_STATEMENT = 200;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Today's salt (made by whichever process asks first): every process hashes a reader alike. */
export async function saltOfDay(db: DataSource, day: string): Promise<string> {
  await db.query(`${insertIgnore(db)} analytics_salts (day, salt) VALUES (?, ?)`, [day, randomBytes(32).toString('hex')]);
  const [row] = await db.query('SELECT salt FROM analytics_salts WHERE day = ?', [day]);
  return String(row.salt);
}

async function addNewVisitors(runner: QueryRunner, db: DataSource, counter: CounterAdditions): Promise<number> {
  let added = 0;
  for (const ids of chunks(counter.visitorIds, ROWS_PER_STATEMENT)) {
    const sql = `${insertIgnore(db)} analytics_visitors (day, dimension, value, visitor) VALUES ${ids.map(() => '(?, ?, ?, ?)').join(', ')}`;
    const result = await runner.query(sql, ids.flatMap((id) => [counter.day, counter.dimension, counter.value, id]), true);
    added += Number(result.affected ?? 0);
  }
  return added;
}

function upsertDailySql(db: DataSource, rows: number): string {
  const values = Array.from({ length: rows }, () => '(?, ?, ?, ?, ?)').join(', ');
  const insert = `INSERT INTO analytics_daily (day, dimension, value, views, visitors) VALUES ${values}`;
  return isMysql(db)
    ? `${insert} ON DUPLICATE KEY UPDATE views = views + VALUES(views), visitors = visitors + VALUES(visitors)`
    : `${insert} ON CONFLICT(day, dimension, value) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`;
}

/**
 * Adds one flush's counts in one transaction: each counter's readers not yet counted today are
 * recorded, and its views and those new visitors added to its daily row. Counters are written
 * in one order, so two processes flushing at once wait for each other instead of deadlocking.
 */
export async function addCounts(db: DataSource, counters: CounterAdditions[]): Promise<void> {
  const ordered = [...counters].sort((a, b) => (a.day + a.dimension + a.value < b.day + b.dimension + b.value ? -1 : 1));
  for (const counter of ordered) counter.visitorIds.sort();
  for (let attempt = 1; ; attempt++) {
    try {
      return await addInOneTransaction(db, ordered);
    } catch (error) {
      // InnoDB may still pick one of two flushes as a deadlock's victim (gap locks): it is rolled back whole, so run it again.
      if ((error as { driverError?: { errno?: number } }).driverError?.errno !== MYSQL_DEADLOCK || attempt === DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

const MYSQL_DEADLOCK = 1213;
const DEADLOCK_ATTEMPTS = 3;

async function addInOneTransaction(db: DataSource, ordered: CounterAdditions[]): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    await runner.startTransaction();
    const rows: (string | number)[][] = [];
    for (const counter of ordered) rows.push([counter.day, counter.dimension, counter.value, counter.views, (await addNewVisitors(runner, db, counter)) + (counter.visitorsNotStored ?? 0)]);
    for (const part of chunks(rows, ROWS_PER_STATEMENT)) await runner.query(upsertDailySql(db, part.length), part.flat());
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * Deletes what is no longer needed: reader ids and salts of days over for more than ten minutes
 * (a flush from just before midnight still finds them), and daily rows past the retention.
 */
export async function deleteExpired(db: DataSource, now: Date, retentionDays: number): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const minutesIntoDay = now.getUTCHours() * 60 + now.getUTCMinutes();
  const closedBefore = minutesIntoDay >= 10 ? today : addDays(today, -1);
  await db.query('DELETE FROM analytics_visitors WHERE day < ?', [closedBefore]);
  await db.query('DELETE FROM analytics_salts WHERE day < ?', [closedBefore]);
  await db.query('DELETE FROM analytics_daily WHERE day < ?', [addDays(today, -retentionDays)]);
}
