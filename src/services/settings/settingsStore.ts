// The settings table: each section's value as saved, read merged over a new site's defaults (so
// a field added in a later version starts at its default), and a change saved section by section.
import type { DataSource, EntityManager } from 'typeorm';
import { MediaItem, SettingsSection } from '../../../entities';
import type { SettingsPatch, SiteSettings } from '../../../views/api/settings';
import { defaultSettings } from '../../../views/content/defaultSettings';
import { BadRequestError } from '../../errors';
import { mergeSettings } from './mergeSettings';

const SECTIONS = Object.keys(defaultSettings) as (keyof SiteSettings)[];

async function readWith(db: DataSource | EntityManager): Promise<SiteSettings> {
  const rows = await db.getRepository(SettingsSection).find();
  let settings = defaultSettings;
  for (const row of rows) {
    const section = row.section as keyof SiteSettings;
    if (!SECTIONS.includes(section)) continue;
    settings = { ...settings, [section]: mergeSettings(defaultSettings[section], JSON.parse(row.value)) };
  }
  return settings;
}

/** The settings as saved, read from the database now (the cached copy: ./currentSettings.ts). */
export const readStoredSettings = (db: DataSource): Promise<SiteSettings> => readWith(db);

/** The media a change names must be in the library: images come only through it. */
async function checkMediaIds(db: EntityManager, patch: SettingsPatch): Promise<void> {
  const named = [
    ['identity.portraitMediaId', patch.identity?.portraitMediaId],
    ['design.iconMediaId', patch.design?.iconMediaId],
  ] as const;
  for (const [field, id] of named) {
    if (typeof id !== 'number') continue;
    if (!(await db.getRepository(MediaItem).existsBy({ id }))) {
      throw new BadRequestError(`Invalid ${field}: no media item ${id}`, [{ field, messages: [`${field} must be an item of the media library`] }]);
    }
  }
}

/** Applies a validated change (objects merged, lists replaced) and answers the whole settings after it. */
export async function saveSettingsPatch(db: DataSource, patch: SettingsPatch, now = new Date()): Promise<SiteSettings> {
  return db.transaction(async (manager) => {
    await checkMediaIds(manager, patch);
    const before = await readWith(manager);
    const after = mergeSettings(before, patch);
    const changed = SECTIONS.filter((section) => patch[section] !== undefined);
    const rows = changed.map((section) => ({ section, value: JSON.stringify(after[section]), updatedAt: now }));
    if (rows.length > 0) await manager.getRepository(SettingsSection).save(rows);
    return after;
  });
}
