// Where an imported item's address at its old platform leads now: its page here, once published.
import type { DataSource } from 'typeorm';
import { OldAddress, Page } from '../../../entities';
import { matchPageRoute, notFoundRoute } from '../../../views/app/routes';
import type { Store } from '../../db';
import { publishedBy } from '../published';
import { IMPORT_TARGETS, type ImportTargetArea } from './importTargets';

/** A path as this site's pages answer it, whatever form it was written in: decoded, lower case, without a trailing slash. */
export function canonicalPath(path: string): string {
  let decoded = path;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break; // a malformed escape: as far as it decodes
    }
  }
  const lower = decoded.toLowerCase().replace(/\\/g, '/');
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * Whether this site serves the path, in any of its forms (trailing slash, case, escapes): one of
 * its own pages, or an item's address (published or not, so a draft's address is kept for it).
 * An old address that is one never hides it.
 */
export async function servedHere(db: Store, path: string): Promise<boolean> {
  if (path.includes('?')) return false; // WordPress's '/?p=12' is its own, whatever the page at '/'
  const canonical = canonicalPath(path);
  const { route, params } = matchPageRoute(canonical);
  if (route === notFoundRoute) return false;
  if (!route.path.includes(':')) return true;
  // The owner's pages answer at any /{slug} after every other route: served only where one is.
  if (route.page === 'SitePage') return params.slug !== undefined && (await db.getRepository(Page).countBy({ slug: params.slug })) > 0;
  const target = Object.values(IMPORT_TARGETS).find((candidate) => params.slug !== undefined && candidate.publicPath(params.slug) === canonical);
  if (!target) return true; // a page of this site this check does not know: never hidden
  return (await db.getRepository(target.entity).countBy({ slug: params.slug })) > 0;
}

/**
 * Only addresses shaped as another platform's can be old ones (this site's own never end in a
 * slash or '.html', nor start with /p/ or ask for ?p=), so the pages of this site skip the lookup.
 */
export function oldAddressOf(path: string, query: URLSearchParams): string | undefined {
  // WordPress's plain links, at its root or in its folder: '/?p=12', '/blog/?page_id=7'.
  for (const name of ['p', 'page_id']) {
    const id = query.get(name);
    if (id !== null && path.endsWith('/')) return /^\d{1,12}$/.test(id) ? `${path}?${name}=${id}` : undefined;
  }
  if (path === '/') return undefined;
  if (path.endsWith('/') || path.endsWith('.html') || path.startsWith('/p/')) return path;
  // '/my-post', as links to an old '/my-post/' are often written: the item's old address.
  if (/^\/[^/.]+$/.test(path)) {
    const { route } = matchPageRoute(path);
    if (route === notFoundRoute || route.path.includes(':')) return `${path}/`;
  }
  return undefined;
}

/** The current address of the published item an old address names, if any. */
export async function currentAddressOf(db: DataSource, oldAddress: string): Promise<string | undefined> {
  let decoded = oldAddress;
  try {
    decoded = decodeURIComponent(oldAddress);
  } catch {
    // A malformed escape: only the address as written can match.
  }
  // Either way of ending: Substack's '/p/my-post' is also linked as '/p/my-post/'.
  const toggled = (path: string) => (path.endsWith('/') ? path.replace(/\/+$/, '') : `${path}/`);
  const forms = [...new Set([oldAddress, decoded, toggled(oldAddress), toggled(decoded)])].filter((path) => !path.includes('?') || path === oldAddress || path === decoded);
  const found = await db.getRepository(OldAddress).findOne({ where: forms.map((path) => ({ path })) });
  const target = found && IMPORT_TARGETS[found.area as ImportTargetArea];
  // An address the site serves is never an old one (asked only once one is found: a miss costs one query).
  if (!target || (await servedHere(db, oldAddress))) return undefined;
  const item = await db.getRepository(target.entity).findOne({ select: { id: true, slug: true }, where: { id: found.itemId, publishedAt: publishedBy() } });
  return item ? target.publicPath(item.slug) : undefined;
}
