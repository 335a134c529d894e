// The settings pages show: GET /api/settings what every page shows (views/data/settingsQuery.ts),
// GET /api/settings/{part} a part only one page shows (views/api/settings.ts: SettingsParts).
// Public, kept while the settings are unchanged.
import { SETTINGS_PARTS, type SettingsPart } from '../../views/api/settings';
import { NotFoundError } from '../errors';
import { currentPublicSettings, currentSettingsPart } from '../services/settings';
import { defineApi } from './define';

const isSettingsPart = (part: string): part is SettingsPart => (SETTINGS_PARTS as readonly string[]).includes(part);

export const settingsApi = defineApi('settings', (api) => {
  api.get('/settings', ({ db }) => currentPublicSettings(db), { cached: true });
  api.get(
    '/settings/:part',
    ({ db }, { params }) => {
      if (!isSettingsPart(params.part)) throw new NotFoundError(`No settings part '${params.part}': one of ${SETTINGS_PARTS.join(', ')}`);
      return currentSettingsPart(db, params.part);
    },
    { cached: true },
  );
});
