// Writes the whole site as one zip (backupFormat.ts) to a stream, a part at a time: each table a
// page of rows at a time, each media file a stored chunk at a time, so a site with gigabytes of
// media needs no more memory than one chunk. Each part's size and SHA-256 are counted as it
// streams, and the manifest, written last, lists them.
import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MoreThan, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ZipFile } from 'yazl';
import { MediaChunk } from '../../../entities';
import {
  BACKUP_ENTITIES,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupPart,
  MANIFEST_PATH,
  mediaPath,
  tablePath,
} from './backupFormat';

const ROWS_PER_PAGE = 500;

/** The newest migration this site runs: what a restore's schema must have reached. */
export const currentSchemaMigration = (db: DataSource) => db.migrations[db.migrations.length - 1]?.name ?? '';

/** A table's rows as JSON lines, read by primary key (an id, or the settings' section name) a page at a time. */
async function* tableLines(db: DataSource, entity: EntityTarget<ObjectLiteral>, counted: { rows: number }): AsyncGenerator<Buffer> {
  const repository = db.getRepository(entity);
  const key = db.getMetadata(entity).primaryColumns[0].propertyName;
  let after: unknown;
  for (;;) {
    const rows = await repository.find({ where: after === undefined ? {} : { [key]: MoreThan(after) }, order: { [key]: 'ASC' }, take: ROWS_PER_PAGE });
    if (rows.length === 0) return;
    counted.rows += rows.length;
    yield Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
    after = rows[rows.length - 1][key];
  }
}

/** One media file's bytes, a stored chunk at a time. */
async function* mediaBytes(db: DataSource, ids: number[]): AsyncGenerator<Buffer> {
  for (const id of ids) {
    const chunk = await db.getRepository(MediaChunk).findOne({ select: { id: true, bytes: true }, where: { id } });
    if (!chunk) throw new Error('a media file changed while the backup was written');
    yield Buffer.isBuffer(chunk.bytes) ? chunk.bytes : Buffer.from(chunk.bytes);
  }
}

/** Counts a part's bytes and SHA-256 as they pass, into `part`. */
async function* counting(source: AsyncIterable<Buffer>, part: BackupPart): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const bytes of source) {
    hash.update(bytes);
    part.bytes += bytes.length;
    yield bytes;
  }
  part.sha256 = hash.digest('hex');
}

/** Every stored media file: its address in the zip and its chunks' ids in order. */
async function mediaFiles(db: DataSource): Promise<{ path: string; chunkIds: number[] }[]> {
  const rows: { hash: string; variant: string; id: number }[] = await db
    .getRepository(MediaChunk)
    .createQueryBuilder('chunk')
    .innerJoin('media_items', 'item', 'item.id = chunk.mediaId')
    .select(['item.hash AS hash', 'chunk.variant AS variant', 'chunk.id AS id'])
    .orderBy('item.id', 'ASC')
    .addOrderBy('chunk.variant', 'ASC')
    .addOrderBy('chunk.seq', 'ASC')
    .getRawMany();
  const files = new Map<string, number[]>();
  for (const row of rows) {
    const path = mediaPath(row.hash, row.variant);
    const chunkIds = files.get(path);
    if (chunkIds) chunkIds.push(Number(row.id));
    else files.set(path, [Number(row.id)]);
  }
  return [...files].map(([path, chunkIds]) => ({ path, chunkIds }));
}

/** Streams the backup of `db` into `output` and resolves with its manifest once all of it is written. */
export async function writeBackup(db: DataSource, output: Writable, now = new Date()): Promise<BackupManifest> {
  const zip = new ZipFile();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    schemaMigration: currentSchemaMigration(db),
    tables: {},
    media: { files: 0, bytes: 0 },
    parts: [],
  };
  const addPart = (path: string, source: () => AsyncIterable<Buffer>, compress: boolean, done: (part: BackupPart) => void = () => {}) => {
    const part: BackupPart = { path, bytes: 0, sha256: '' };
    zip.addReadStreamLazy(path, { mtime: now, compress }, (callback) => {
      const stream = Readable.from(counting(source(), part));
      stream.once('end', () => {
        manifest.parts.push(part);
        done(part);
      });
      callback(null, stream);
    });
  };

  for (const entity of BACKUP_ENTITIES) {
    const table = db.getMetadata(entity).tableName;
    const counted = { rows: 0 };
    manifest.tables[table] = 0;
    addPart(tablePath(table), () => tableLines(db, entity, counted), true, (part) => {
      part.rows = counted.rows;
      manifest.tables[table] = counted.rows;
    });
  }
  for (const file of await mediaFiles(db)) {
    // Images are compressed already; a deflate pass would spend CPU for nothing.
    addPart(file.path, () => mediaBytes(db, file.chunkIds), false, (part) => {
      manifest.media.files++;
      manifest.media.bytes += part.bytes;
    });
  }
  zip.addReadStreamLazy(MANIFEST_PATH, { mtime: now }, (callback) => callback(null, Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)])));
  // A part that fails (the database gone) fails the whole stream, not the process.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  await pipeline(zip.outputStream, output);
  return manifest;
}
