// Where a media item is shown: a post's featured image or body, an essay's body, a book's
// cover, a resource's file, and the settings that name it by id (the portrait, the site icon).
// The library asks before deleting an item that is still used.
import type { EntityTarget } from 'typeorm';
import { BlogPost, Book, Essay, MediaItem, Resource, SettingsSection } from '../../../entities';
import type { MediaUseDto } from '../../../views/api/adminTypes';
import type { SiteSettings } from '../../../views/api/settings';
import type { Store } from '../../db';
import { readStoredSettings } from '../settings/settingsStore';

interface UsageSource {
  what: string;
  entity: EntityTarget<{ id: number }>;
  columns: string[];
  editPath: (id: number) => string;
}

const SOURCES: UsageSource[] = [
  { what: 'Blog post', entity: BlogPost, columns: ['featuredImage', 'content', 'markdown'], editPath: (id) => `/admin/blog/edit/${id}` },
  { what: 'Essay', entity: Essay, columns: ['bodyHtml', 'markdown'], editPath: (id) => `/admin/ai-islam/edit/${id}` },
  { what: 'Book', entity: Book, columns: ['coverImage'], editPath: (id) => `/admin/books/edit/${id}` },
  { what: 'Resource', entity: Resource, columns: ['filePath'], editPath: (id) => `/admin/resources/edit/${id}` },
];

/** The settings that hold a media item's id, named by their field. */
const SETTINGS_USES: { field: string; title: string; idIn: (settings: SiteSettings) => number | null }[] = [
  { field: 'identity.portraitMediaId', title: 'The portrait', idIn: (settings) => settings.identity.portraitMediaId },
  { field: 'design.iconMediaId', title: 'The site icon', idIn: (settings) => settings.design.iconMediaId },
];

/** The settings fields that name this item ('identity.portraitMediaId'…), with their uses. */
export async function settingsUsing(db: Store, hash: string): Promise<{ field: string; use: MediaUseDto }[]> {
  const item = await db.getRepository(MediaItem).findOne({ select: { id: true }, where: { hash } });
  if (!item) return [];
  const settings = await readStoredSettings(db);
  return SETTINGS_USES.filter((use) => use.idIn(settings) === item.id).map((use) => ({ field: use.field, use: { what: 'Settings', title: `${use.title} (${use.field})`, editPath: '/admin/settings' } }));
}

/** The rows that use the media whose hash is given (the hash is hex digits, safe inside LIKE). */
export async function mediaUsers(db: Store, hash: string): Promise<{ entity: EntityTarget<{ id: number }>; id: number; use: MediaUseDto }[]> {
  const users = [];
  for (const source of SOURCES) {
    const query = db.getRepository(source.entity).createQueryBuilder('t').select(['t.id AS id', 't.title AS title']);
    query.where(source.columns.map((column) => `t.${column} LIKE :pattern`).join(' OR '), { pattern: `%/media/${hash}%` });
    const rows: { id: number | string; title: string }[] = await query.getRawMany();
    for (const row of rows) users.push({ entity: source.entity, id: Number(row.id), use: { what: source.what, title: row.title, editPath: source.editPath(Number(row.id)) } });
  }
  for (const { use } of await settingsUsing(db, hash)) users.push({ entity: SettingsSection, id: 0, use });
  return users;
}

/** The places that use the media whose hash is given. */
export const mediaUses = async (db: Store, hash: string): Promise<MediaUseDto[]> => (await mediaUsers(db, hash)).map((user) => user.use);
