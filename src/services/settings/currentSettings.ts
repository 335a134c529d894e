// The settings every page, feed, card and email reads (empty derived fields filled in: ./derivedDefaults.ts), kept per process and per database, keyed
// by the content versions they depend on (the 'settings' area, and every area at once for a
// restore). A caller that already holds this request's versions (the page renderer reads them
// for its cache key) gets the settings with no query of their own while nothing has changed; a
// change in any process bumps the version, so every process reads the table again once, on its
// next request.
import type { DataSource } from 'typeorm';
import type { PublicSettings, SettingsPart, SettingsParts, SiteSettings } from '../../../views/api/settings';
import { currentContentVersions, EVERYTHING_DEPENDS_ON } from '../contentVersions';
import { withDerivedDefaults } from './derivedDefaults';
import { publicSettingsOf, settingsPartsOf } from './publicSettings';
import { readSettingsTable } from './settingsStore';

/** The areas whose versions the kept settings depend on: those every page depends on. */
export const SETTINGS_DEPEND_ON = EVERYTHING_DEPENDS_ON;

/** What the public is told of the settings: every page's (GET /api/settings) and each part's (GET /api/settings/{part}). */
export interface PublicAnswers {
  public: PublicSettings;
  parts: SettingsParts;
}

interface Kept {
  stamp: string;
  settings: Promise<PublicAnswers & { all: SiteSettings }>;
}

const keptByDatabase = new WeakMap<DataSource, Kept>();

const stampOf = (versions: Map<string, number>) => SETTINGS_DEPEND_ON.map((area) => versions.get(area) ?? 0).join(':');

function keptAt(db: DataSource, versions: Map<string, number>): Kept['settings'] {
  const stamp = stampOf(versions);
  const kept = keptByDatabase.get(db);
  if (kept?.stamp === stamp) return kept.settings;
  // Read after the versions were: the data is at least as new as the stamp says.
  const settings = readSettingsTable(db).then(async (stored) => {
    const resolved = { ...stored, settings: withDerivedDefaults(stored.settings) };
    return { all: resolved.settings, public: await publicSettingsOf(db, resolved), parts: settingsPartsOf(resolved) };
  });
  keptByDatabase.set(db, { stamp, settings });
  settings.catch(() => {
    if (keptByDatabase.get(db)?.settings === settings) keptByDatabase.delete(db);
  });
  return settings;
}

/** The settings as of these content versions (read for this request by the caller). */
export const settingsAt = async (db: DataSource, versions: Map<string, number>): Promise<SiteSettings> => (await keptAt(db, versions)).all;

/** What pages are told (GET /api/settings), as of these content versions. */
export const publicSettingsAt = async (db: DataSource, versions: Map<string, number>): Promise<PublicSettings> => (await keptAt(db, versions)).public;

/** The settings now: for the feeds, cards and emails, which read no versions of their own. */
/** Every public answer of the settings as of these content versions: the page renderer's, which puts each page's in its data. */
export const publicAnswersAt = (db: DataSource, versions: Map<string, number>): Promise<PublicAnswers> => keptAt(db, versions);

export const currentSettings = async (db: DataSource): Promise<SiteSettings> => settingsAt(db, await currentContentVersions(db));

export const currentPublicSettings = async (db: DataSource): Promise<PublicSettings> => publicSettingsAt(db, await currentContentVersions(db));

export const currentSettingsPart = async <Part extends SettingsPart>(db: DataSource, part: Part): Promise<SettingsParts[Part]> =>
  (await keptAt(db, await currentContentVersions(db))).parts[part];
