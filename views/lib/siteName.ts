// The names settings derive from the identity, each worked out here only. The publication's name
// is identity.siteName, or the owner's name while it is empty: everything that names the site (the
// tab, the header, og:site_name, JSON-LD WebSite, the manifest, the feeds, the social card, the
// emails) reads it through siteNameOf. Every page's script holds it; the essays' authors are
// worked out apart (essayAuthors.ts), since only the server and the admin need them.
import type { IdentitySettings } from '../api/settings';

export const siteNameOf = (settings: { identity: Pick<IdentitySettings, 'siteName' | 'name'> }): string =>
  settings.identity.siteName.trim() || settings.identity.name;
