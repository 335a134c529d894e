// The settings every page shows (views/data/settingsQuery.ts): public, kept while the settings are unchanged.
import { currentPublicSettings } from '../services/settings';
import { defineApi } from './define';

export const settingsApi = defineApi('settings', (api) => {
  api.get('/settings', ({ db }) => currentPublicSettings(db), { cached: true });
});
