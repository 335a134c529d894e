// Downloadable resources: the list (optionally one type) and the counted download.
import type { DataSource } from 'typeorm';
import { Resource } from '../../entities/Resource';
import type { ResourceType } from '../../views/api/resourceTypes';
import type { ResourceDto } from '../../views/api/types';
import { NotFoundError } from '../errors';

export const toResourceDto = (row: Resource): ResourceDto => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  fileSize: row.fileSize,
  downloadCount: row.downloadCount,
  filePath: row.filePath,
});

export async function listResources(db: DataSource, type?: ResourceType): Promise<ResourceDto[]> {
  const rows = await db.getRepository(Resource).find({
    where: type ? { type } : {},
    order: { sortOrder: 'ASC', id: 'ASC' },
  });
  return rows.map(toResourceDto);
}

/** Only a file of this site (a sample under /resources/, or an upload under /media/) is ever a download target: never an open redirect. */
const SAFE_RESOURCE_PATH = /^\/(?:resources\/[A-Za-z0-9][A-Za-z0-9._-]*|media\/[0-9a-f]{32}\/[A-Za-z0-9._~%!'()*-]+)$/;

/** Counts one download (a single UPDATE, so concurrent downloads all count) and answers the file's public path. */
export async function recordDownload(db: DataSource, id: number): Promise<string> {
  const repo = db.getRepository(Resource);
  const resource = await repo.findOne({ select: { id: true, filePath: true }, where: { id } });
  if (!resource || !SAFE_RESOURCE_PATH.test(resource.filePath) || resource.filePath.includes('..')) {
    throw new NotFoundError('Resource not found');
  }
  await repo.increment({ id }, 'downloadCount', 1);
  return resource.filePath;
}
