// The size of a file a resource offers: an uploaded one (the media store knows it) or a sample
// file under static/resources/. Measured here, never taken from the client.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { BadRequestError } from '../errors';
import { staticDir } from '../ssr/assets';
import { mediaSizeByUrl } from './media/mediaStore';

const STATIC_RESOURCE = /^\/resources\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

async function staticFileSize(publicPath: string): Promise<number | undefined> {
  const name = STATIC_RESOURCE.exec(publicPath)?.[1];
  if (!name || name.includes('..')) return undefined;
  try {
    const info = await stat(path.join(staticDir, 'resources', name));
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

export async function fileSizeOf(db: DataSource, publicPath: string): Promise<number> {
  const size = (await mediaSizeByUrl(db, publicPath)) ?? (await staticFileSize(publicPath));
  if (size === undefined) throw new BadRequestError('The file was not found: upload it to the media library first', [{ field: 'filePath', messages: ['filePath must be an uploaded file'] }]);
  return size;
}
