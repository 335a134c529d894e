// The media library: store an upload (once per distinct file, all or nothing), list, rename
// its alt text, read its bytes back, and delete it.
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { MediaChunk } from '../../../entities/MediaChunk';
import { MediaItem } from '../../../entities/MediaItem';
import type { MediaItemDto } from '../../../views/api/adminTypes';
import { fileUrl, imageUrl, variantUrl, variantWidths } from '../../../views/lib/mediaUrls';
import { NotFoundError } from '../../errors';
import type { QueuePlace } from '../../lib/boundedQueue';
import { detectFileType, type FileType } from './fileType';
import { processImageApart } from './imageProcess';
import type { ProcessedImage, StoredBytes } from './processImage';

/**
 * The bytes per stored row. The embedded database reads a row synchronously: about 1 ms for
 * 512 KiB here, against 10-25 ms for the 4 MiB rows of files stored before (which are read the
 * same way, a row at a time). Far below MySQL's packet limit.
 */
export const CHUNK_BYTES = 512 * 1024;

export const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export const mediaUrlOf = (item: Pick<MediaItem, 'kind' | 'hash' | 'width' | 'height' | 'extension' | 'fileName'>) =>
  item.kind === 'image' && item.width && item.height
    ? imageUrl({ hash: item.hash, width: item.width, height: item.height, extension: item.extension })
    : fileUrl(item.hash, item.fileName);

/** The smallest WebP copy of an image (or the image itself when it has none: a GIF). */
const thumbnailOf = (item: MediaItem, width: number) => {
  const [smallest] = variantWidths(item.extension, width);
  return smallest ? variantUrl(item.hash, smallest, 'webp') : mediaUrlOf(item);
};

export const toMediaItemDto = (item: MediaItem): MediaItemDto => ({
  id: item.id,
  url: mediaUrlOf(item),
  kind: item.kind,
  contentType: item.contentType,
  fileName: item.fileName,
  size: item.size,
  ...(item.width && item.height ? { width: item.width, height: item.height, thumbnailUrl: thumbnailOf(item, item.width) } : {}),
  alt: item.alt,
  createdAt: item.createdAt.toISOString(),
});

export interface Upload {
  bytes: Buffer;
  fileName: string;
  alt: string;
}

async function saveChunks(manager: EntityManager, mediaId: number, stored: StoredBytes[]) {
  for (const { variant, bytes } of stored) {
    for (let seq = 0; seq * CHUNK_BYTES < bytes.length; seq++) {
      const part = bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
      await manager.insert(MediaChunk, { mediaId, variant, seq, bytes: part });
    }
  }
}

export interface StoreOptions {
  /** The upload's place in the queue: an image is resized in its turn. */
  place?: QueuePlace;
  /** Aborted when nobody waits for the answer any more: the work stops and nothing is stored. */
  signal?: AbortSignal;
}

/** Stores an upload, or answers the item that already holds the same bytes (`created` false). */
export async function storeMedia(db: DataSource, upload: Upload, { place, signal }: StoreOptions = {}): Promise<{ item: MediaItemDto; created: boolean }> {
  const type = detectFileType(upload.bytes, upload.fileName);
  const hash = hashOf(upload.bytes);
  const repo = db.getRepository(MediaItem);
  const existing = await repo.findOneBy({ hash });
  if (existing) return { item: toMediaItemDto(existing), created: false };
  let image: ProcessedImage | undefined;
  if (type.kind === 'image') {
    const work = () => processImageApart(upload.bytes, type, signal);
    image = await (place ? place.run(work, signal) : work());
  }
  signal?.throwIfAborted();
  return saveMedia(db, { hash, type, fileName: upload.fileName, alt: upload.alt }, image ?? { original: upload.bytes });
}

/**
 * Writes a processed file (an image's original and variants, or a file's bytes) as one item, all
 * or nothing: after an upload is processed, and for the sample images the pipeline made ahead
 * (src/seed/sampleImages.ts).
 */
export async function saveMedia(
  db: DataSource,
  { hash, type, fileName, alt }: { hash: string; type: FileType; fileName: string; alt: string },
  image: ProcessedImage | { original: Buffer; width?: undefined; height?: undefined; variants?: undefined },
): Promise<{ item: MediaItemDto; created: boolean }> {
  try {
    const item = await db.transaction(async (manager) => {
      const saved = await manager.save(manager.create(MediaItem, {
        hash,
        kind: type.kind,
        contentType: type.contentType,
        extension: type.extension,
        fileName,
        size: image.original.length,
        width: image.width ?? null,
        height: image.height ?? null,
        alt,
        createdAt: new Date(),
      }));
      await saveChunks(manager, saved.id, [{ variant: 'original', bytes: image.original }, ...(image.variants ?? [])]);
      return saved;
    });
    return { item: toMediaItemDto(item), created: true };
  } catch (error) {
    // The same file stored twice at once: the other store wrote it.
    const stored = await db.getRepository(MediaItem).findOneBy({ hash });
    if (stored) return { item: toMediaItemDto(stored), created: false };
    throw error;
  }
}

export async function listMedia(db: DataSource, search = ''): Promise<MediaItemDto[]> {
  const query = db.getRepository(MediaItem).createQueryBuilder('m').orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
  const words = search.trim().toLowerCase();
  if (words) query.where('(LOWER(m.fileName) LIKE :q OR LOWER(m.alt) LIKE :q)', { q: `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
  return (await query.getMany()).map(toMediaItemDto);
}

export async function findMediaItem(db: DataSource, id: number): Promise<MediaItem> {
  const item = await db.getRepository(MediaItem).findOneBy({ id });
  if (!item) throw new NotFoundError('Media item not found');
  return item;
}

export const getMedia = async (db: DataSource, id: number) => toMediaItemDto(await findMediaItem(db, id));

export async function updateMediaAlt(db: DataSource, id: number, alt: string): Promise<MediaItemDto> {
  const item = await findMediaItem(db, id);
  item.alt = alt;
  return toMediaItemDto(await db.getRepository(MediaItem).save(item));
}

export async function deleteMediaItem(db: DataSource, item: MediaItem): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.delete(MediaChunk, { mediaId: item.id });
    await manager.delete(MediaItem, { id: item.id });
  });
}

/** What is served for one address: the item's type and name, and the variant's bytes. */
export interface ServedMedia {
  contentType: string;
  /** Set for files: they download under their own name. */
  fileName?: string;
  bytes: Buffer;
}

/**
 * The bytes of one variant, read a chunk at a time with a turn of the event loop before each:
 * the embedded database reads synchronously, so one read of a whole large file held up every
 * other request of the process meanwhile.
 */
export async function readMediaBytes(db: DataSource, hash: string, variant: string): Promise<ServedMedia | undefined> {
  const item = await db.getRepository(MediaItem).findOne({ select: { id: true, kind: true, contentType: true, fileName: true }, where: { hash } });
  if (!item) return undefined;
  const chunks = db.getRepository(MediaChunk);
  const ids = await chunks.find({ select: { id: true }, where: { mediaId: item.id, variant }, order: { seq: 'ASC' } });
  if (ids.length === 0) return undefined;
  const parts: Buffer[] = [];
  for (const { id } of ids) {
    await nextTurn();
    const chunk = await chunks.findOne({ select: { id: true, bytes: true }, where: { id } });
    if (!chunk) return undefined; // deleted meanwhile
    parts.push(Buffer.isBuffer(chunk.bytes) ? chunk.bytes : Buffer.from(chunk.bytes));
  }
  const format = /^\d+\.(avif|webp)$/.exec(variant)?.[1];
  return {
    contentType: format ? `image/${format}` : item.contentType,
    ...(item.kind === 'file' ? { fileName: item.fileName } : {}),
    bytes: parts.length === 1 ? parts[0] : Buffer.concat(parts),
  };
}

/** The size in bytes of the media file at this address of the site, if it is one. */
export async function mediaSizeByUrl(db: DataSource, url: string): Promise<number | undefined> {
  const hash = /^\/media\/([0-9a-f]{32})[-/]/.exec(url)?.[1];
  if (!hash) return undefined;
  const item = await db.getRepository(MediaItem).findOne({ select: { id: true, size: true }, where: { hash } });
  return item?.size;
}
