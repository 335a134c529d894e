// What every page is told of the settings: all but the email section, and the footer's legal
// links worked out here. A legal link leads to the path the settings name, else to the owner's
// page at /privacy or /terms once one exists (the pages content type tells us through
// `findOwnerPages`), else it is hidden.
import type { DataSource } from 'typeorm';
import type { LegalLinks, PublicSettings, SiteSettings } from '../../../views/api/settings';
import type { StoredSettings } from './settingsStore';

/** Which of these paths the site serves an owner's page at; none until a content type says otherwise. */
export type OwnerPageFinder = (db: DataSource, paths: string[]) => Promise<Set<string>>;

let findOwnerPages: OwnerPageFinder = async () => new Set();

/**
 * Lets the owner's pages show in the footer's legal links. Such a page's writes must also
 * change the kept settings' versions (add its area to SETTINGS_DEPEND_ON in ./currentSettings.ts).
 */
export function setOwnerPageFinder(finder: OwnerPageFinder): void {
  findOwnerPages = finder;
}

export const DEFAULT_LEGAL_PATHS = { privacyPath: '/privacy', termsPath: '/terms' } as const;

async function legalLinksOf(db: DataSource, settings: SiteSettings): Promise<LegalLinks> {
  const { privacyPath, termsPath } = settings.navigation;
  const unnamed = [privacyPath ? undefined : DEFAULT_LEGAL_PATHS.privacyPath, termsPath ? undefined : DEFAULT_LEGAL_PATHS.termsPath].filter((path) => path !== undefined);
  const existing = unnamed.length > 0 ? await findOwnerPages(db, unnamed) : new Set<string>();
  const pick = (named: string, fallback: string) => named || (existing.has(fallback) ? fallback : null);
  return { privacyPath: pick(privacyPath, DEFAULT_LEGAL_PATHS.privacyPath), termsPath: pick(termsPath, DEFAULT_LEGAL_PATHS.termsPath) };
}

export async function publicSettingsOf(db: DataSource, { settings, aboutHtml }: StoredSettings): Promise<PublicSettings> {
  const { email: _email, ...shown } = settings;
  return { ...shown, legal: await legalLinksOf(db, settings), aboutHtml };
}
