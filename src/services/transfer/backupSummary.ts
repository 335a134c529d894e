// What a backup of the site would hold now: the rows of each table and the stored media.
import type { DataSource } from 'typeorm';
import { MediaChunk, MediaItem } from '../../../entities';
import type { AdminBackupDto } from '../../../views/api/adminTypes';
import { backupDownloadPath } from './backupLinks';
import { backupTableRows } from './backupFormat';

export async function backupSummary(db: DataSource, adminSecret: string): Promise<AdminBackupDto> {
  const tables = await backupTableRows(db);
  // Every stored file (an upload or one of its resized copies) has exactly one first chunk.
  const files = await db.getRepository(MediaChunk).countBy({ seq: 0 });
  const uploads: { bytes: string | number | null } | undefined = await db.getRepository(MediaItem).createQueryBuilder('item').select('SUM(item.size)', 'bytes').getRawOne();
  return { tables, media: { files, uploadedBytes: Number(uploads?.bytes ?? 0) }, downloadUrl: backupDownloadPath(adminSecret) };
}
