// A counter per content area, bumped after every successful write through the API (and by the
// seed, for every area at once). The page cache keys a page by the counters of the areas its
// data comes from, so a cached page is checked with one read of this small table, and an edit
// in any server process is visible on the very next request in every process.
import type { DataSource } from 'typeorm';

/** The areas of the site's content, each named once: an API table declares the one its data lives in. */
export const CONTENT_AREAS = ['blog', 'essays', 'books', 'legacy', 'resources', 'newsletter', 'contact', 'quotes', 'brain-teasers'] as const;

export type ContentArea = (typeof CONTENT_AREAS)[number];

/** The pseudo-area every page depends on: bumping it changes every page's key (the seed does). */
export const EVERY_AREA = '*';

/** What a content version counts: one area, or every area at once. */
export type VersionedArea = ContentArea | typeof EVERY_AREA;

function bumpSql(db: DataSource): string {
  if (db.options.type === 'mysql' || db.options.type === 'mariadb') {
    return 'INSERT INTO content_versions (area, version) VALUES (?, 1) ON DUPLICATE KEY UPDATE version = version + 1';
  }
  return 'INSERT INTO content_versions (area, version) VALUES (?, 1) ON CONFLICT(area) DO UPDATE SET version = version + 1';
}

export async function bumpContentVersion(db: DataSource, area: VersionedArea): Promise<void> {
  await db.query(bumpSql(db), [area]);
}

/** Every area's counter (an area never written is absent: version 0). */
export async function readContentVersions(db: DataSource): Promise<Map<string, number>> {
  const rows: { area: string; version: number | string }[] = await db.query('SELECT area, version FROM content_versions');
  return new Map(rows.map((row) => [row.area, Number(row.version)]));
}

/** The part of a page's cache key that changes whenever data in one of its areas may have. */
export function versionStamp(versions: Map<string, number>, areas: Iterable<VersionedArea>): string {
  return [...new Set([EVERY_AREA, ...areas])].sort().map((area) => `${area}:${versions.get(area) ?? 0}`).join(',');
}
