// A whole-site backup as an attacker edits one (issue 45): downloaded through the admin, unzipped,
// its tables/*.jsonl edited, every part's bytes, SHA-256 and rows recomputed in manifest.json (the
// checksums are plain SHA-256: anyone can), zipped again and restored through the admin import.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { type BackupManifest, MANIFEST_PATH, tablePath } from '../../src/services/transfer/backupFormat';
import type { AdminBackupDto } from '../../views/api/adminTypes';
import { adminJson } from './adminClient';
import { importFile, zipOf } from './importFiles';
import type { TestServer } from './testServer';

export type BackupRow = Record<string, unknown>;

/** Every entry of a zip (a file's path, or its bytes) with an independent reader (yauzl directly): name to bytes. */
export async function unzipAll(file: string | Buffer): Promise<Map<string, Buffer>> {
  const zip =
    typeof file === 'string'
      ? await promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open)(file, { lazyEntries: true })
      : await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(file, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(parts));
          zip.readEntry();
        });
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** The site's backup as the owner downloads it: GET /api/admin/backup, then its link. */
export async function downloadBackup(server: Pick<TestServer, 'url'>): Promise<Map<string, Buffer>> {
  const { body } = await adminJson<AdminBackupDto>(server, '/api/admin/backup');
  const response = await fetch(server.url + body.downloadUrl);
  if (response.status !== 200) throw new Error(`the backup's link answered ${response.status}`);
  return unzipAll(Buffer.from(await response.arrayBuffer()));
}

export const tableRows = (entries: Map<string, Buffer>, table: string): BackupRow[] =>
  (entries.get(tablePath(table))?.toString() ?? '').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BackupRow);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The backup with each named table's rows replaced by what its edit answers, its manifest made to match: a zip. */
export function editedBackup(entries: Map<string, Buffer>, edits: Record<string, (rows: BackupRow[]) => BackupRow[]>): Promise<Buffer> {
  const edited = new Map(entries);
  const manifest = JSON.parse(entries.get(MANIFEST_PATH)!.toString()) as BackupManifest;
  for (const [table, edit] of Object.entries(edits)) {
    const rows = edit(tableRows(entries, table));
    const bytes = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
    edited.set(tablePath(table), bytes);
    manifest.parts = manifest.parts.map((part) => (part.path === tablePath(table) ? { ...part, bytes: bytes.length, sha256: sha256(bytes), rows: rows.length } : part));
    manifest.tables[table] = rows.length;
  }
  edited.set(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest)));
  return zipOf(Object.fromEntries(edited));
}

/** POST /api/admin/import with replace=true, and the finished job (done, or failed with its reason). */
export const restoreThroughAdmin = async (server: TestServer, zip: Buffer) => (await importFile(server, zip, 'site-backup.zip', { replace: true })).job;
