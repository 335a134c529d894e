// The old site's feeds and lists (a reader's siteRedirects) become redirects of this site, in one
// hop, unless the address is already the site's: a page, a reserved address, an item's old
// address or a redirect (the owner's, or one an earlier import made), which are never replaced.
import type { DataSource, EntityManager } from 'typeorm';
import { OldAddress, Redirect } from '../../../entities';
import { normalisePathname } from '../../../views/app/routes';
import { redirectLocationOf } from '../../../views/lib/redirectTarget';
import { isSitePath } from '../../../views/lib/sitePath';
import { whyAddressIsTaken } from '../takenAddresses';
import type { ImportReport } from './importReport';
import type { SourceContent } from './sourceTypes';

type Planned = { from: string; to: string }[];

export async function planSiteRedirects(db: DataSource, redirects: SourceContent['siteRedirects'], report: ImportReport): Promise<Planned> {
  const planned = new Map<string, string>();
  for (const { from, to } of redirects ?? []) {
    // A slug of the source (a tag's, an author's) is part of the address: the same rules as the owner's redirects.
    if (!isSitePath(from, { query: true }) || redirectLocationOf(to) === undefined) continue;
    const path = normalisePathname(from.split(/[?#]/)[0]);
    if (path === '/' || planned.has(path)) continue;
    if ((await whyAddressIsTaken(db, path)) || (await db.getRepository(OldAddress).existsBy({ path: from }))) continue;
    planned.set(path, to);
  }
  if (planned.size > 0)
    report.warn('Old addresses', `${planned.size} of the old site's feed and list addresses lead here (${[...planned.keys()].slice(0, 3).join(', ')}${planned.size > 3 ? '…' : ''})`);
  return [...planned].map(([from, to]) => ({ from, to }));
}

export async function writeSiteRedirects(manager: EntityManager, planned: Planned, now = new Date()): Promise<void> {
  if (planned.length > 0) await manager.getRepository(Redirect).insert(planned.map(({ from, to }) => ({ fromPath: from, toUrl: to, createdAt: now })));
}
