// The owner's settings (views/api/settings.ts): stored per section, read merged over the
// defaults, kept per process by content version. Server code reads them here, never from
// views/content (which holds only a new site's defaults).
export { currentPublicSettings, currentSettings, currentSettingsPart, type PublicAnswers, publicAnswersAt, SETTINGS_DEPEND_ON, settingsAt } from './currentSettings';
export { readStoredSettings, saveSettingsPatch } from './settingsStore';
