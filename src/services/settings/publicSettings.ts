// What every page is told of the settings: all but the email, fediverse and About sections and the
// copy only one page shows, and the footer's legal links worked out here; and the About section's
// and the copy's parts, each told only to the page that shows it (views/api/settings.ts: SettingsParts). The footer always carries both legal links
// (the spec's footer): each leads to the path the settings name, else to the site's own page at
// /privacy or /terms, which a new site ships (src/seed/content/legalPages.ts). A navigation link
// or legal path that is no path on this site (a row stored before the rule, or restored) is left
// out, never linked.
import type { DataSource } from 'typeorm';
import { CHROME_COPY, type LegalLinks, type PublicSettings, type SettingsParts, type SiteSettings } from '../../../views/api/settings';
import { isSitePath } from '../../../views/lib/sitePath';
import { LEGAL_SLUGS } from '../pages';
import { portraitOf } from './portrait';
import type { StoredSettings } from './settingsStore';

/** The navigation with every path that is no path on this site left out ('' for a legal path). */
function onSiteNavigation(navigation: SiteSettings['navigation']): SiteSettings['navigation'] {
  const onSite = (path: string) => (isSitePath(path) ? path : '');
  return {
    ...navigation,
    header: navigation.header.filter((link) => isSitePath(link.path)),
    footer: navigation.footer.filter((link) => isSitePath(link.path)),
    privacyPath: onSite(navigation.privacyPath),
    termsPath: onSite(navigation.termsPath),
  };
}

const legalLinksOf = (navigation: SiteSettings['navigation']): LegalLinks => ({
  privacyPath: navigation.privacyPath || `/${LEGAL_SLUGS.privacyPath}`,
  termsPath: navigation.termsPath || `/${LEGAL_SLUGS.termsPath}`,
});

export async function publicSettingsOf(db: DataSource, { settings }: StoredSettings): Promise<PublicSettings> {
  const { email: _email, about: _about, fediverse: _fediverse, copy, ...shown } = settings;
  const navigation = onSiteNavigation(settings.navigation);
  const chromeCopy = Object.fromEntries(CHROME_COPY.map((key) => [key, copy[key]])) as PublicSettings['copy'];
  return { ...shown, copy: chromeCopy, navigation, legal: legalLinksOf(navigation), portrait: await portraitOf(db, settings.identity) };
}

export function settingsPartsOf({ settings: { about, copy }, aboutHtml }: StoredSettings): SettingsParts {
  return {
    home: { newsletterHeading: copy.newsletterHeading, newsletterText: copy.newsletterText, newsletterTextWithCount: copy.newsletterTextWithCount, newsletterNote: copy.newsletterNote },
    blog: { blogIntro: copy.blogIntro, blogDescription: copy.blogDescription },
    legacy: { legacyInvitation: copy.legacyInvitation },
    about: { html: aboutHtml, hireMe: about.hireMe, timeline: about.timeline, elsewhere: about.elsewhere },
    contact: about.contact,
    resources: { venture: about.venture, elsewhere: about.elsewhere },
    theology: { personas: about.personas },
  };
}
