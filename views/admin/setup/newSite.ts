// When /admin opens with the first-run setup, and at which step: the server keeps its place
// (GET and PUT /api/admin/setup), so a new tab, browser or device opens it where it was left. Never
// started, it opens on a new site: one still under the sample owner's name and no site name.
import type { SetupProgressDto } from '../../api/adminTypes';
import type { SiteSettings } from '../../api/settings';
import { defaultSettings } from '../../content/defaultSettings';
import { adminJson } from '../adminApi';

export const SETUP_API = '/api/admin/setup';

export const isNewSite = (settings: SiteSettings) => settings.identity.name === defaultSettings.identity.name && settings.identity.siteName === '';

export const setupOpens = (settings: SiteSettings, progress: SetupProgressDto) => !progress.closed && (progress.started || isNewSite(settings));

/** Records the setup's place on the server. */
export const saveSetupProgress = (progress: { step: number; closed: boolean }) => adminJson<SetupProgressDto>(SETUP_API, { method: 'PUT', body: progress });
