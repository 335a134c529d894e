// What every page is told of the settings: all but the email and fediverse sections, and the footer's legal
// links worked out here. A legal link leads to the path the settings name, else to the owner's
// published page at /privacy or /terms, else it is hidden.
import type { DataSource } from 'typeorm';
import type { LegalLinks, PublicSettings, SiteSettings } from '../../../views/api/settings';
import { publishedLegalPaths } from '../pages';
import { portraitOf } from './portrait';
import type { StoredSettings } from './settingsStore';

async function legalLinksOf(db: DataSource, settings: SiteSettings): Promise<LegalLinks> {
  const { privacyPath, termsPath } = settings.navigation;
  const published = privacyPath && termsPath ? { privacyPath: null, termsPath: null } : await publishedLegalPaths(db);
  return { privacyPath: privacyPath || published.privacyPath, termsPath: termsPath || published.termsPath };
}

export async function publicSettingsOf(db: DataSource, { settings, aboutHtml }: StoredSettings): Promise<PublicSettings> {
  const { email: _email, fediverse: _fediverse, ...shown } = settings;
  return { ...shown, legal: await legalLinksOf(db, settings), aboutHtml, portrait: await portraitOf(db, settings.identity) };
}
