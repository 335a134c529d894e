// The owner's settings: the whole object, and a change to any part of it (objects merged, lists
// replaced), answered with the whole object after it. A bad value is a 400 naming its field,
// and nothing is saved. The 'settings' area's bump (src/api/router.ts) renews every page.
import { SetupProgressInput } from '../../../entities/SetupProgressInput';
import { readStoredSettings, saveSettingsPatch } from '../../services/settings';
import { readSetupProgress, saveSetupProgress } from '../../services/settings/setupProgress';
import { defineApi } from '../define';
import { validateSettingsPatch } from './validateSettingsPatch';

export const adminSettingsApi = defineApi('settings', (api) => {
  api.get('/admin/settings', ({ db }) => readStoredSettings(db), { admin: true, noStore: true });
  api.patch('/admin/settings', undefined, async ({ db }, { body }) => saveSettingsPatch(db, await validateSettingsPatch(body)), { admin: true });
  // The first-run setup's place, kept on the server so a new tab opens it where it was left.
  api.get('/admin/setup', ({ db }) => readSetupProgress(db), { admin: true, noStore: true });
  api.put('/admin/setup', SetupProgressInput, ({ db }, { body }) => saveSetupProgress(db, body), { admin: true });
});
