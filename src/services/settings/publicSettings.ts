// What every page is told of the settings: all but the email section, and the footer's legal
// links worked out here. The footer always carries both (the spec's footer): a legal link leads
// to the path the settings name, else to the site's own page at /privacy or /terms, which a new
// site ships (src/seed/content/legalPages.ts).
import type { DataSource } from 'typeorm';
import type { LegalLinks, PublicSettings, SiteSettings } from '../../../views/api/settings';
import { LEGAL_SLUGS } from '../pages';
import { portraitOf } from './portrait';
import type { StoredSettings } from './settingsStore';

const legalLinksOf = ({ navigation }: SiteSettings): LegalLinks => ({
  privacyPath: navigation.privacyPath || `/${LEGAL_SLUGS.privacyPath}`,
  termsPath: navigation.termsPath || `/${LEGAL_SLUGS.termsPath}`,
});

export async function publicSettingsOf(db: DataSource, { settings, aboutHtml }: StoredSettings): Promise<PublicSettings> {
  const { email: _email, ...shown } = settings;
  return { ...shown, legal: legalLinksOf(settings), aboutHtml, portrait: await portraitOf(db, settings.identity) };
}
