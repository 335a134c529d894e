// The names settings derive from the identity, each worked out here only. The publication's name
// is identity.siteName, or the owner's name while it is empty: everything that names the site (the
// tab, the header, og:site_name, JSON-LD WebSite, the manifest, the feeds, the social card, the
// emails) reads it through siteNameOf. New essays' authors are about.essayAuthors, or the owner's name.
import type { AboutSettings, IdentitySettings } from '../api/settings';

export const siteNameOf = (settings: { identity: Pick<IdentitySettings, 'siteName' | 'name'> }): string =>
  settings.identity.siteName.trim() || settings.identity.name;

export const essayAuthorsOf = (settings: { identity: Pick<IdentitySettings, 'name'>; about: Pick<AboutSettings, 'essayAuthors'> }): string =>
  settings.about.essayAuthors.trim() || settings.identity.name;
