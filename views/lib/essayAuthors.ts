// New essays' authors: about.essayAuthors, or else the spec's '{name} & {name}', the two site
// authors: the owner and the essays' persona (about.personas.islamLead). Worked out here only.
import type { AboutSettings, IdentitySettings } from '../api/settings';

export function essayAuthorsOf(settings: { identity: Pick<IdentitySettings, 'name'>; about: Pick<AboutSettings, 'essayAuthors' | 'personas'> }): string {
  const persona = settings.about.personas.islamLead.name.trim();
  return settings.about.essayAuthors.trim() || (persona ? `${settings.identity.name} & ${persona}` : settings.identity.name);
}
