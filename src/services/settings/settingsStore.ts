// The settings table: each section's value as saved, read merged over a new site's defaults (so
// a field added in a later version starts at its default), and a change saved section by section.
import type { DataSource, EntityManager } from 'typeorm';
import { MediaItem, SettingsSection } from '../../../entities';
import type { SettingsPatch, SiteSettings } from '../../../views/api/settings';
import { defaultSettings } from '../../../views/content/defaultSettings';
import { BadRequestError } from '../../errors';
import { ABOUT_HTML_ROW, defaultAboutHtml, renderAboutHtml } from './aboutHtml';
import { mergeSettings } from './mergeSettings';

const SECTIONS = Object.keys(defaultSettings) as (keyof SiteSettings)[];

/** Everything the settings table holds: the sections, and the About story's HTML. */
export interface StoredSettings {
  settings: SiteSettings;
  aboutHtml: string;
}

async function readWith(db: DataSource | EntityManager): Promise<StoredSettings> {
  const rows = await db.getRepository(SettingsSection).find();
  let settings = defaultSettings;
  let aboutHtml = defaultAboutHtml;
  for (const row of rows) {
    const section = row.section as keyof SiteSettings;
    if (row.section === ABOUT_HTML_ROW) aboutHtml = JSON.parse(row.value) as string;
    else if (SECTIONS.includes(section)) settings = { ...settings, [section]: mergeSettings(defaultSettings[section], JSON.parse(row.value)) };
  }
  return { settings, aboutHtml };
}

/** The settings table read now (the copy kept per process: ./currentSettings.ts). */
export const readSettingsTable = (db: DataSource): Promise<StoredSettings> => readWith(db);

/** The settings as saved, read from the database now. */
export const readStoredSettings = async (db: DataSource | EntityManager): Promise<SiteSettings> => (await readWith(db)).settings;

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
export async function saveSettingsPatch(db: DataSource | EntityManager, patch: SettingsPatch, now = new Date()): Promise<SiteSettings> {
  // Rendered before the transaction: a story that cannot be rendered is a 422, and nothing is saved.
  const markdown = patch.about?.markdown;
  const aboutHtml = markdown === undefined ? undefined : await renderAboutHtml(markdown);
  return db.transaction(async (manager) => {
    await checkMediaIds(manager, patch);
    const { settings: before } = await readWith(manager);
    const after = mergeSettings(before, patch);
    const rows = SECTIONS.filter((section) => patch[section] !== undefined).map((section) => ({ section, value: JSON.stringify(after[section]), updatedAt: now }));
    if (aboutHtml !== undefined) rows.push({ section: ABOUT_HTML_ROW as keyof SiteSettings, value: JSON.stringify(aboutHtml), updatedAt: now });
    if (rows.length > 0) await manager.getRepository(SettingsSection).save(rows);
    return after;
  });
}
