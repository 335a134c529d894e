// When /admin opens with the first-run setup: on a new site, that is while the owner's name is
// still the default one, unless the owner finished or skipped the setup in this browser. No
// setting records it: a site still under the default name is not the owner's yet, and the
// checklist on the dashboard keeps every step in view either way.
import type { SiteSettings } from '../../api/settings';
import { defaultSettings } from '../../content/defaultSettings';

const SETUP_CLOSED_KEY = 'admin-setup-closed';

export const isNewSite = (settings: SiteSettings) => settings.identity.name === defaultSettings.identity.name;

export function setupClosedHere(): boolean {
  try {
    return window.localStorage.getItem(SETUP_CLOSED_KEY) === '1';
  } catch {
    return false; // storage disabled: the setup shows until the name changes
  }
}

export function closeSetupHere(): void {
  try {
    window.localStorage.setItem(SETUP_CLOSED_KEY, '1');
  } catch {
    // storage disabled: nothing to remember it in
  }
}
