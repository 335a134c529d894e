// The names settings derive from the identity, each worked out here only. The publication's name
// is identity.siteName, or the owner's name while it is empty: everything that names the site (the
// tab, the header, og:site_name, JSON-LD WebSite, the manifest, the feeds, the social card, the
// emails) reads it through siteNameOf. New essays' authors are about.essayAuthors, or else the
// spec's '{name} & {name}', the two site authors: the owner and the essays' persona (about.personas.islamLead).
import type { AboutSettings, IdentitySettings } from '../api/settings';

export const siteNameOf = (settings: { identity: Pick<IdentitySettings, 'siteName' | 'name'> }): string =>
  settings.identity.siteName.trim() || settings.identity.name;

export function essayAuthorsOf(settings: { identity: Pick<IdentitySettings, 'name'>; about: Pick<AboutSettings, 'essayAuthors' | 'personas'> }): string {
  const persona = settings.about.personas.islamLead.name.trim();
  return settings.about.essayAuthors.trim() || (persona ? `${settings.identity.name} & ${persona}` : settings.identity.name);
}
