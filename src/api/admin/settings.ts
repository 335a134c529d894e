// The owner's settings: the whole object, and a change to any part of it (objects merged, lists
// replaced), answered with the whole object after it. A bad value is a 400 naming its field,
// and nothing is saved. The 'settings' area's bump (src/api/router.ts) renews every page.
import { readStoredSettings, saveSettingsPatch } from '../../services/settings';
import { defineApi } from '../define';
import { validateSettingsPatch } from './validateSettingsPatch';

export const adminSettingsApi = defineApi('settings', (api) => {
  api.get('/admin/settings', ({ db }) => readStoredSettings(db), { admin: true, noStore: true });
  api.patch('/admin/settings', undefined, async ({ db }, { body }) => saveSettingsPatch(db, await validateSettingsPatch(body)), { admin: true });
});
