// A counter per content area, bumped after every successful write through the API (and by the
// seed, for every area at once). The page cache keys a page by the counters of the areas its
// data comes from, so a cached page is checked with one read of this small table, and an edit
// in any server process is visible on the very next request in every process.
//
// Scheduled items: each row also knows when its area's next scheduled item goes public. The
// first read of the table after that moment (in any process) bumps the area once, with a
// conditional update that only one process can win, and records the next such moment. So a
// scheduled post is on every page, list, feed and answer at its time, with no cron job and no
// waiting out the cache's age limit.
import { type DataSource, type EntityManager, type EntityTarget, MoreThan } from 'typeorm';
import { BlogPost, Essay, Page } from '../../entities';
import { readAfterArrival } from '../lib/readAfterArrival';
import { isMysql } from '../db';

/**
 * The areas of the site's content, each named once: an API table declares the one its data lives in.
 * 'comments' is what readers said back (approved comments, likes and boosts): only the post and
 * essay answers that show the conversation read it, so a reply renews those and not every list,
 * feed and search of the blog.
 */
export const CONTENT_AREAS = ['blog', 'essays', 'books', 'legacy', 'resources', 'newsletter', 'contact', 'quotes', 'brain-teasers', 'media', 'pages', 'redirects', 'settings', 'comments'] as const;

export type ContentArea = (typeof CONTENT_AREAS)[number];

/** The pseudo-area every page depends on: bumping it changes every page's key (the seed does). */
export const EVERY_AREA = '*';

/** What a content version counts: one area, or every area at once. */
export type VersionedArea = ContentArea | typeof EVERY_AREA;

/** The areas whose items may be published at a future time, and where those items are. */
const SCHEDULABLE: Partial<Record<ContentArea, EntityTarget<{ id: number; publishedAt: Date | null }>>> = { blog: BlogPost, essays: Essay, pages: Page };
const SCHEDULABLE_AREAS = Object.keys(SCHEDULABLE) as ContentArea[];

/** Where a bump is written: the data source, or a transaction's manager, so the bump commits with the writes it announces. */
type Writer = DataSource | EntityManager;
const dataSourceOf = (db: Writer): DataSource => ('dataSource' in db ? db.dataSource : db);

const bumpSql = (db: Writer) =>
  isMysql(dataSourceOf(db))
    ? 'INSERT INTO content_versions (area, version) VALUES (?, 1) ON DUPLICATE KEY UPDATE version = version + 1'
    : 'INSERT INTO content_versions (area, version) VALUES (?, 1) ON CONFLICT(area) DO UPDATE SET version = version + 1';

const recordNextSql = (db: Writer) =>
  isMysql(dataSourceOf(db))
    ? 'INSERT INTO content_versions (area, version, nextPublishAt) VALUES (?, 0, ?) ON DUPLICATE KEY UPDATE nextPublishAt = VALUES(nextPublishAt)'
    : 'INSERT INTO content_versions (area, version, nextPublishAt) VALUES (?, 0, ?) ON CONFLICT(area) DO UPDATE SET nextPublishAt = excluded.nextPublishAt';

/** When the area's next scheduled item goes public (ms), or null when none is waiting. */
async function nextPublishTime(db: Writer, area: ContentArea, now: number): Promise<number | null> {
  const entity = SCHEDULABLE[area];
  if (!entity) return null;
  const next = await db.getRepository(entity).findOne({ select: { id: true, publishedAt: true }, where: { publishedAt: MoreThan(new Date(now)) }, order: { publishedAt: 'ASC' } });
  return next?.publishedAt ? next.publishedAt.getTime() : null;
}

async function recordNextPublishTimes(db: Writer, areas: ContentArea[], now: number): Promise<void> {
  for (const area of areas) await db.query(recordNextSql(db), [area, await nextPublishTime(db, area, now)]);
}

export async function bumpContentVersion(db: Writer, area: VersionedArea, now = Date.now()): Promise<void> {
  await db.query(bumpSql(db), [area]);
  await recordNextPublishTimes(db, area === EVERY_AREA ? SCHEDULABLE_AREAS : SCHEDULABLE_AREAS.filter((name) => name === area), now);
}

/** At start: items scheduled by an older version of the site, or by hand in the database, are noticed too. */
export const noticeScheduledItems = (db: DataSource, now = Date.now()) => recordNextPublishTimes(db, SCHEDULABLE_AREAS, now);

interface VersionRow {
  area: string;
  version: number | string;
  nextPublishAt: number | string | null;
}

/** A scheduled item's time has come: bump its area once, whichever process gets here first. */
async function publishDue(db: DataSource, row: VersionRow, now: number): Promise<void> {
  const next = await nextPublishTime(db, row.area as ContentArea, now);
  await db.query('UPDATE content_versions SET version = version + 1, nextPublishAt = ? WHERE area = ? AND nextPublishAt = ?', [next, row.area, Number(row.nextPublishAt)]);
}

/** Every area's counter (an area never written is absent: version 0), after bumping the areas whose scheduled item is due. */
export async function readContentVersions(db: DataSource, now = Date.now()): Promise<Map<string, number>> {
  const read = (): Promise<VersionRow[]> => db.query('SELECT area, version, nextPublishAt FROM content_versions');
  let rows = await read();
  const due = rows.filter((row) => row.nextPublishAt !== null && Number(row.nextPublishAt) <= now);
  if (due.length > 0) {
    for (const row of due) await publishDue(db, row, now);
    rows = await read();
  }
  return new Map(rows.map((row) => [row.area, Number(row.version)]));
}

const versionReadsByDatabase = new WeakMap<DataSource, () => Promise<Map<string, number>>>();

/**
 * The content versions for a request that has arrived, from a read that began after it did,
 * shared with every request of the same moment (src/lib/readAfterArrival.ts): under load one
 * query serves every request parsed in the same turn of the event loop, and an edit through
 * any process is still visible on the very next request.
 */
export function currentContentVersions(db: DataSource): Promise<Map<string, number>> {
  let reads = versionReadsByDatabase.get(db);
  if (!reads) {
    reads = readAfterArrival(() => readContentVersions(db));
    versionReadsByDatabase.set(db, reads);
  }
  return reads();
}

/**
 * The areas everything depends on: every area at once (the seed, a restore), the owner's
 * settings, which every page's header and footer, every feed's title and every answer that lists
 * a section read, and the owner's pages, where the footer's legal links may lead.
 */
export const EVERYTHING_DEPENDS_ON: readonly VersionedArea[] = [EVERY_AREA, 'settings', 'pages'];

/** The part of a page's cache key that changes whenever data in one of its areas may have. */
export function versionStamp(versions: Map<string, number>, areas: Iterable<VersionedArea>): string {
  return [...new Set([...EVERYTHING_DEPENDS_ON, ...areas])].sort().map((area) => `${area}:${versions.get(area) ?? 0}`).join(',');
}
