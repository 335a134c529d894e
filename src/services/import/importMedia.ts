// The images an import brings in its zip: each stored once in the media library (the same bytes
// already there are reused), and every reference to it in an item rewritten to its address here.
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { MediaItem } from '../../../entities';
import { deleteMediaItem, storeMedia } from '../media/mediaStore';
import type { ZipArchive } from '../transfer/zipArchive';
import type { ImportReport } from './importReport';
import type { SourceItem } from './sourceTypes';

export interface StoredImportMedia {
  /** A zip entry → its address in the media library. */
  urls: Map<string, string>;
  /** A zip entry → the media item this import added for it (removed again if the import fails, or no item it keeps uses it). */
  created: Map<string, number>;
}

export interface StoreOptions {
  /** Called as each new media item is stored, so a job can record it before the next (a crash leaves it listed). */
  onCreated(id: number): Promise<void>;
  signal?: AbortSignal;
}

async function readEntry(zip: ZipArchive, name: string, maxBytes: number): Promise<Buffer> {
  if (zip.sizeOf(name) > maxBytes) throw new Error(`larger than the media library's ${Math.floor(maxBytes / 2 ** 20)} MB`);
  const parts: Buffer[] = [];
  for await (const part of await zip.open(name)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Stores every zip entry the items use, one at a time (image work stays off the visitors' cores). */
export async function storeImportMedia(db: DataSource, zip: ZipArchive, items: SourceItem[], maxBytes: number, report: ImportReport, options: StoreOptions): Promise<StoredImportMedia> {
  const stored: StoredImportMedia = { urls: new Map(), created: new Map() };
  const failed = new Set<string>();
  for (const item of items) {
    for (const entry of Object.values(item.files)) {
      if (stored.urls.has(entry) || failed.has(entry)) continue;
      options.signal?.throwIfAborted();
      let createdId: number | undefined;
      try {
        const { item: media, created } = await storeMedia(db, { bytes: await readEntry(zip, entry, maxBytes), fileName: path.posix.basename(entry).slice(0, 200), alt: '' });
        stored.urls.set(entry, media.url);
        if (created) createdId = media.id;
      } catch (error) {
        failed.add(entry);
        report.warn(item.title, `image ${entry} was not imported: ${(error as Error).message}`);
      }
      if (createdId !== undefined) {
        stored.created.set(entry, createdId);
        await options.onCreated(createdId);
      }
    }
  }
  return stored;
}

/** The media this import added that none of the items it keeps uses (their items were skipped). */
export function unusedMedia(stored: StoredImportMedia, kept: SourceItem[]): number[] {
  const used = new Set(kept.flatMap((item) => Object.values(item.files)));
  return [...stored.created].filter(([entry]) => !used.has(entry)).map(([, id]) => id);
}

/** Removes what a failed import, or a skipped item, stored. */
export async function forgetImportMedia(db: DataSource, createdIds: number[]): Promise<void> {
  for (const id of createdIds) {
    const item = await db.getRepository(MediaItem).findOneBy({ id });
    if (item) await deleteMediaItem(db, item);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each reference (as written, between quotes, brackets or spaces) replaced by its stored address. */
export function rewriteReferences(text: string, addresses: Map<string, string>): string {
  let result = text;
  for (const [reference, address] of addresses) {
    result = result.replace(new RegExp(`(?<=["'(<\\s=]|^)${escapeRegExp(reference)}(?=["')>\\s]|$)`, 'g'), address);
  }
  return result;
}
