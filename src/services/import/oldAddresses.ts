// Where an imported item's address at its old platform leads now: its page here, once published.
import type { DataSource } from 'typeorm';
import { OldAddress } from '../../../entities';
import { publishedBy } from '../published';
import { IMPORT_TARGETS, type ImportArea } from './importTargets';

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
  const found = await db.getRepository(OldAddress).findOne({ where: [{ path: oldAddress }, { path: decoded }] });
  const target = found && IMPORT_TARGETS[found.area as ImportArea];
  if (!target) return undefined;
  const item = await db.getRepository(target.entity).findOne({ select: { id: true, slug: true }, where: { id: found.itemId, publishedAt: publishedBy() } });
  return item ? target.publicPath(item.slug) : undefined;
}
