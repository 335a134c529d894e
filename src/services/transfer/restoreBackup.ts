// Restores a whole-site backup (backupFormat.ts) into a site: checked first (the manifest, the
// schema, every part's size and SHA-256), then written in one transaction, each row through the
// rules of the API that writes it (./restoredRows.ts: the file is untrusted, its checksums only
// catch damage), so a restore that fails for any reason leaves the site as it was. Into an empty
// site, or over one with content only when asked (`replace`); afterwards the site is the backup,
// on either database, but for its queued email, which comes back held (./restoredOutbox.ts), and
// every process's caches forget what they held (the content versions are bumped).
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { type DataSource, type EntityManager, type EntityTarget, type ObjectLiteral, QueryFailedError } from 'typeorm';
import { Category, MediaChunk, MediaItem, SeededItem } from '../../../entities';
import type { SampleContentReportDto } from '../../../views/api/adminTypes';
import { describeSamplePlan, planSampleRemoval, removePlannedSamples } from '../admin/sampleContent';
import { bumpContentVersion, EVERY_AREA } from '../contentVersions';
import { CHUNK_BYTES } from '../media/mediaStore';
import { BACKUP_ENTITIES, BACKUP_FORMAT, backupTableRows, BACKUP_FORMAT_VERSION, type BackupManifest, MANIFEST_PATH, MEDIA_PATH, TABLES_ADDED_LATER, tablePath } from './backupFormat';
import { RestoredOutbox } from './restoredOutbox';
import { type RowGate, rowGateFor } from './restoredRows';
import { RestoreRefused } from './restoreRefused';
import { openZipArchive, type ZipArchive, ZipRefused } from './zipArchive';

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;
/** One row of a table: a post with its revisions' snapshots stays far below this. */
const MAX_LINE_BYTES = 32 * 1024 * 1024;
const ROWS_PER_INSERT = 100;

export { RestoreRefused };

export interface RestoreResult {
  tables: Record<string, number>;
  media: { files: number; bytes: number };
  /** The untouched sample content removed first (or, in a dry run, that would be). */
  samplesRemoved?: SampleContentReportDto;
  /** Emails the backup held queued, brought back held: none is sent until the owner releases them. */
  heldEmails: number;
}

/** The lines of a JSON-lines stream, each parsed; refused past MAX_LINE_BYTES. */
async function* jsonLines(stream: Readable, where: string): AsyncGenerator<ObjectLiteral> {
  // A character may straddle two chunks: the decoder keeps its first bytes until the rest come.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  const parse = (text: string) => {
    line++;
    try {
      const value = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      return value as ObjectLiteral;
    } catch (error) {
      throw new RestoreRefused(`${where}, line ${line}: ${(error as Error).message}`);
    }
  };
  for await (const chunk of stream) {
    pending += decoder.write(chunk as Buffer);
    let end = pending.indexOf('\n');
    while (end !== -1) {
      if (end > 0) yield parse(pending.slice(0, end));
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
    if (pending.length > MAX_LINE_BYTES) throw new RestoreRefused(`${where}, line ${line + 1}: longer than ${MAX_LINE_BYTES} bytes`);
  }
  pending += decoder.end();
  if (pending.trim() !== '') yield parse(pending);
}

/** The backup's manifest, checked against this format and this site's schema. */
async function readManifest(db: DataSource, zip: ZipArchive): Promise<BackupManifest> {
  if (!zip.has(MANIFEST_PATH)) throw new RestoreRefused('not a backup of this site: the zip has no manifest.json');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await zip.readText(MANIFEST_PATH, MAX_MANIFEST_BYTES));
  } catch (error) {
    throw new RestoreRefused(`manifest.json is not readable JSON (${(error as Error).message})`);
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new RestoreRefused('not a backup of this site: manifest.json names another format');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) throw new RestoreRefused(`backup format version ${manifest.formatVersion} is not one this site reads (${BACKUP_FORMAT_VERSION})`);
  if (!db.migrations.some((migration) => migration.name === manifest.schemaMigration)) {
    throw new RestoreRefused(`the backup comes from a newer version of the site (schema ${manifest.schemaMigration}): update this site first`);
  }
  if (!Array.isArray(manifest.parts) || manifest.parts.some((part) => typeof part?.path !== 'string' || typeof part.sha256 !== 'string' || typeof part.bytes !== 'number')) {
    throw new RestoreRefused('manifest.json lists its parts wrongly');
  }
  return manifest;
}

/** The tables the backup holds: every one, but those added after it was written. */
function tablesHeld(db: DataSource, manifest: BackupManifest): { entity: EntityTarget<ObjectLiteral>; table: string }[] {
  const listed = new Set(manifest.parts.map((part) => part.path));
  const held = [];
  for (const entity of BACKUP_ENTITIES) {
    const table = db.getMetadata(entity).tableName;
    if (listed.has(tablePath(table))) held.push({ entity, table });
    else if (!TABLES_ADDED_LATER.includes(entity)) throw new RestoreRefused(`the backup has no ${tablePath(table)}`);
  }
  return held;
}

/** Reads every part once and compares its size and SHA-256 with the manifest's. */
async function verifyParts(zip: ZipArchive, manifest: BackupManifest, tables: string[]): Promise<void> {
  for (const part of manifest.parts) {
    if (!tables.some((table) => tablePath(table) === part.path) && !MEDIA_PATH.test(part.path)) throw new RestoreRefused(`the backup holds an unknown part, ${part.path}`);
    if (!zip.has(part.path)) throw new RestoreRefused(`the zip has no ${part.path}, which its manifest lists`);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of await zip.open(part.path)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    if (bytes !== part.bytes || hash.digest('hex') !== part.sha256) throw new RestoreRefused(`${part.path} is damaged: its bytes do not match the manifest's SHA-256`);
  }
}

/** A row read back from JSON: its dates as Date objects again (JSON holds them as ISO text). */
function revive(db: DataSource, entity: EntityTarget<ObjectLiteral>) {
  const dates = db
    .getMetadata(entity)
    .columns.filter((column) => column.type === 'datetime' || column.type === Date)
    .map((column) => column.propertyName);
  return (row: ObjectLiteral) => {
    for (const name of dates) if (typeof row[name] === 'string') row[name] = new Date(row[name]);
    return row;
  };
}

/** A table's rows, each as its gate lets it be written (./restoredRows.ts): a row the gate refuses stops the restore. */
async function* gatedRows(db: DataSource, zip: ZipArchive, entity: EntityTarget<ObjectLiteral>, path: string, gate: RowGate): AsyncGenerator<ObjectLiteral> {
  const revived = revive(db, entity);
  let lineNumber = 0;
  for await (const line of jsonLines(await zip.open(path), path)) yield await gate(revived(line), `${path}, line ${++lineNumber}`);
}

async function insertTable(manager: EntityManager, db: DataSource, zip: ZipArchive, entity: EntityTarget<ObjectLiteral>, path: string, gate: RowGate, signal?: AbortSignal): Promise<number> {
  let batch: ObjectLiteral[] = [];
  let rows = 0;
  for await (const row of gatedRows(db, zip, entity, path, gate)) {
    batch.push(row);
    if (batch.length === ROWS_PER_INSERT) {
      signal?.throwIfAborted();
      await manager.insert(entity, batch);
      rows += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await manager.insert(entity, batch);
  return rows + batch.length;
}

/** A media file's bytes as stored chunks of CHUNK_BYTES, for the item its hash names. */
async function insertMedia(manager: EntityManager, zip: ZipArchive, path: string, itemIds: Map<string, number>): Promise<number> {
  const [, hash, variant] = MEDIA_PATH.exec(path) as RegExpExecArray;
  const mediaId = itemIds.get(hash);
  if (mediaId === undefined) throw new RestoreRefused(`${path} belongs to no media item of the backup`);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  const flush = async (all: boolean) => {
    let joined = Buffer.concat(pending);
    while (joined.length >= CHUNK_BYTES || (all && joined.length > 0)) {
      const bytes = joined.subarray(0, CHUNK_BYTES);
      await manager.insert(MediaChunk, { mediaId, variant, seq: seq++, bytes: Buffer.from(bytes) });
      joined = joined.subarray(bytes.length);
    }
    pending = joined.length > 0 ? [joined] : [];
    pendingBytes = joined.length;
  };
  for await (const chunk of await zip.open(path)) {
    pending.push(chunk as Buffer);
    pendingBytes += (chunk as Buffer).length;
    total += (chunk as Buffer).length;
    if (pendingBytes >= CHUNK_BYTES) await flush(false);
  }
  await flush(true);
  return total;
}

/** Rows in the tables a backup holds: a site with none is empty. */
export async function rowsInSite(db: DataSource): Promise<number> {
  // The categories a new site starts with are its settings, not content: the backup's replace them.
  const { categories: _startingCategories, ...content } = await backupTableRows(db);
  const rows = Object.values(content).reduce((sum, n) => sum + n, 0);
  return rows + (await db.getRepository(MediaChunk).count());
}

/** Rows a restore without replace would overwrite: all but the samples the owner never edited, which may go. */
export const ownersRowsInSite = async (db: DataSource) => (await rowsInSite(db)) - (await planSampleRemoval(db, { forRestore: true })).backupRows;

/** Restores the backup in `file`; a dry run checks it whole (every part's SHA-256) and writes nothing. */
/** `signal` stops a restore part way (the process is stopping): its transaction is undone. */
export async function restoreBackup(db: DataSource, file: string, { replace = false, dryRun = false, signal }: { replace?: boolean; dryRun?: boolean; signal?: AbortSignal } = {}): Promise<RestoreResult> {
  let zip: ZipArchive;
  try {
    zip = await openZipArchive(file);
  } catch (error) {
    throw error instanceof ZipRefused ? new RestoreRefused(error.message) : error;
  }
  try {
    const manifest = await readManifest(db, zip);
    const tables = BACKUP_ENTITIES.map((entity) => db.getMetadata(entity).tableName);
    const held = tablesHeld(db, manifest);
    const holdsCategories = held.some(({ entity }) => entity === Category);
    await verifyParts(zip, manifest, tables);
    // Samples the owner never edited are no obstacle (a fresh site holds them): they go first, in the restore's transaction.
    const samples = replace ? undefined : await planSampleRemoval(db, { forRestore: true });
    if (samples && (await rowsInSite(db)) > samples.backupRows) throw new RestoreRefused('the site has content already: restore over it only with replace');
    const samplesRemoved = samples && samples.backupRows > 0 ? describeSamplePlan(samples, dryRun) : undefined;
    if (dryRun) {
      // Every row through its gate too, so a dry run refuses what the restore would, and counts the emails it would hold.
      const outbox = await RestoredOutbox.beforeRestore(db.manager, { lock: false });
      for (const { entity, table } of held) for await (const _row of gatedRows(db, zip, entity, tablePath(table), rowGateFor(entity, { outbox }))) signal?.throwIfAborted();
      return { tables: manifest.tables, media: { files: manifest.media.files, bytes: manifest.media.bytes }, samplesRemoved, heldEmails: outbox.held };
    }

    const result: RestoreResult = { tables: {}, media: { files: 0, bytes: 0 }, samplesRemoved, heldEmails: 0 };
    await db.transaction(async (manager) => {
      const outbox = await RestoredOutbox.beforeRestore(manager, { lock: true });
      if (samples) await removePlannedSamples(manager, samples);
      // The site's categories stay when the backup has none of its own (one written before categories were a table).
      const emptied = replace ? [MediaChunk, SeededItem, ...[...BACKUP_ENTITIES].reverse()] : [Category];
      for (const entity of emptied) if (entity !== Category || holdsCategories) await manager.createQueryBuilder().delete().from(entity).execute();
      for (const { entity, table } of held) result.tables[table] = await insertTable(manager, db, zip, entity, tablePath(table), rowGateFor(entity, { outbox, site: manager }), signal);
      result.heldEmails = outbox.held;
      const itemIds = new Map((await manager.find(MediaItem, { select: { id: true, hash: true } })).map((item) => [item.hash, item.id]));
      for (const part of manifest.parts.filter((candidate) => MEDIA_PATH.test(candidate.path))) {
        signal?.throwIfAborted();
        result.media.bytes += await insertMedia(manager, zip, part.path, itemIds);
        result.media.files++;
      }
    });
    await bumpContentVersion(db, EVERY_AREA);
    return result;
  } catch (error) {
    if (error instanceof ZipRefused) throw new RestoreRefused(error.message);
    // A row the database refuses (a duplicate, a value out of range): the transaction is undone.
    if (error instanceof QueryFailedError) throw new RestoreRefused(`a row of the backup could not be written (${error.message})`);
    throw error;
  } finally {
    zip.close();
  }
}
