// The source site's settings (a Ghost export's title, description, accent colour, navigation, X
// and Facebook; WordPress's title and description), applied only when the owner asks
// (`settings=true`). The check says what would change either way; a value this site would refuse
// is left out with a warning, as the settings page would refuse it.
import type { DataSource, EntityManager } from 'typeorm';
import type { SettingsPatch, SiteSettings, SocialLink } from '../../../views/api/settings';
import { isSitePath } from '../../../views/lib/sitePath';
import { validateSettingsPatch } from '../../api/admin/validateSettingsPatch';
import { HttpError } from '../../errors';
import { readStoredSettings, saveSettingsPatch } from '../settings';
import type { ImportReport } from './importReport';
import type { SourceSettings } from './sourceTypes';

const ITEM = 'Site settings';

const PROFILE_URL: Record<'x' | 'facebook', (account: string) => string> = {
  x: (account) => `https://x.com/${encodeURIComponent(account)}`,
  facebook: (account) => `https://www.facebook.com/${encodeURIComponent(account)}`,
};

/** Each setting as a one-section change of this site's settings, with the words the check shows. */
function changesOf(source: SourceSettings, current: SiteSettings, report: ImportReport): { label: string; before: string; after: string; patch: SettingsPatch }[] {
  const changes: { label: string; before: string; after: string; patch: SettingsPatch }[] = [];
  const add = (label: string, before: string, after: string, patch: SettingsPatch) => {
    if (before !== after) changes.push({ label, before, after, patch });
  };
  if (source.title) add('the site name', current.identity.siteName, source.title, { identity: { siteName: source.title } });
  if (source.description) add('the tagline', current.identity.tagline, source.description, { identity: { tagline: source.description } });
  if (source.accentColor) add('the accent colour', current.design.accentColor, source.accentColor, { design: { accentColor: source.accentColor } });
  if (source.navigation) {
    const onSite = source.navigation.filter((link) => isSitePath(link.url));
    for (const link of source.navigation.filter((link) => !onSite.includes(link))) report.warn(ITEM, `the navigation link "${link.label}" (${link.url}) is not a path on this site and is left out`);
    if (onSite.length > 0) {
      const header = onSite.map((link) => ({ label: link.label, path: link.url.length > 1 ? link.url.replace(/\/+$/, '') : link.url }));
      const shown = (items: { label: string; path: string }[]) => items.map((item) => `${item.label} ${item.path}`).join(', ');
      add('the navigation', shown(current.navigation.header), shown(header), { navigation: { header } });
    }
  }
  let links: SocialLink[] = current.links;
  for (const network of ['x', 'facebook'] as const) {
    const account = source[network];
    if (!account) continue;
    const url = PROFILE_URL[network](account);
    const before = current.links.find((link) => link.network === network)?.url ?? '';
    links = [...links.filter((link) => link.network !== network), { network, url }];
    add(`the ${network === 'x' ? 'X' : 'Facebook'} link`, before, url, { links });
  }
  return changes;
}

/**
 * What the import would change of the settings, in the report, and the change to make when the
 * owner asked for it (undefined when not, or when nothing changes).
 */
export async function planSettings(db: DataSource, source: SourceSettings | undefined, apply: boolean, report: ImportReport): Promise<SettingsPatch | undefined> {
  if (!source || Object.keys(source).length === 0) return undefined;
  const changes = changesOf(source, await readStoredSettings(db), report);
  let patch: SettingsPatch = {};
  for (const change of changes) {
    try {
      await validateSettingsPatch(change.patch);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      report.warn(ITEM, `${change.label} "${change.after.slice(0, 80)}" is left out: ${error.message}`);
      continue;
    }
    report.warn(ITEM, `${apply ? 'sets' : 'would set, with settings'} ${change.label}: "${change.before.slice(0, 120)}" → "${change.after.slice(0, 120)}"`);
    patch = { ...patch, ...change.patch, ...(change.patch.identity ? { identity: { ...patch.identity, ...change.patch.identity } } : {}) };
  }
  return apply && Object.keys(patch).length > 0 ? patch : undefined;
}

/** Saves the planned change inside the import's transaction. */
export async function writeSettings(manager: EntityManager, patch: SettingsPatch | undefined): Promise<void> {
  if (patch) await saveSettingsPatch(manager, patch);
}
