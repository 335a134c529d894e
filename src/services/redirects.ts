// The owner's redirects: an address of this site answered 301 to a path here or an http(s) URL,
// in one hop (a redirect to another redirect's address is stored as that one's target, and a new
// redirect takes over the ones that led to its address). One that would come back to its own
// address, as a path or as this site's absolute address, directly or through others, is refused
// (409); a stored target that views/lib/redirectTarget.ts would refuse is never answered. Beside
// them, the import's old addresses (./import/oldAddresses.ts); src/middleware/redirectOldAddresses.ts
// answers both. The list says of each which leads to nothing on this site any more (./shownAddress.ts).
import { In, type DataSource } from 'typeorm';
import { OldAddress, Redirect } from '../../entities';
import type { RedirectInput } from '../../entities/RedirectInput';
import type { RedirectDto } from '../../views/api/adminTypes';
import { normalisePathname } from '../../views/app/routes';
import { pathOnSiteOf, redirectLocationOf } from '../../views/lib/redirectTarget';
import type { Store } from '../db';
import { ConflictError, NotFoundError } from '../errors';
import { IMPORT_TARGETS, type ImportArea } from './import/importTargets';
import { publishedBy } from './published';
import { currentSettings } from './settings';
import { whyNothingIsShownAt, whySectionHides } from './shownAddress';
import { whyAddressIsTaken } from './takenAddresses';

const redirects = (db: DataSource) => db.getRepository(Redirect);

type ListedRedirect = Omit<RedirectDto, 'targetMissing'>;

const listed = (row: Redirect): ListedRedirect => ({ id: row.id, from: row.fromPath, to: row.toUrl, origin: 'owner' });

/**
 * Checks the redirects' targets against the site as it is now (one settings read for them all).
 * An imported old address leads to its item's own address, found published as the list was
 * read: only its section can hide it, so it costs no query (an import may leave hundreds).
 */
async function targetChecker(db: DataSource, siteOrigin: string) {
  const { sections } = await currentSettings(db);
  const whyMissing = (redirect: ListedRedirect, path: string) =>
    redirect.origin === 'import' ? whySectionHides(sections, normalisePathname(path)) : whyNothingIsShownAt(db, sections, path);
  return async (redirect: ListedRedirect): Promise<RedirectDto> => {
    const path = redirect.to === null ? undefined : pathOnSiteOf(redirect.to, siteOrigin);
    return { ...redirect, targetMissing: (path !== undefined && (await whyMissing(redirect, path))) || null };
  };
}

/** The import's old addresses, each with where it leads now. */
async function importedAddresses(db: DataSource): Promise<ListedRedirect[]> {
  const rows = await db.getRepository(OldAddress).find({ order: { path: 'ASC' } });
  const current = new Map<string, string>();
  for (const [area, target] of Object.entries(IMPORT_TARGETS) as [ImportArea, (typeof IMPORT_TARGETS)[ImportArea]][]) {
    const ids = rows.filter((row) => row.area === area).map((row) => row.itemId);
    if (ids.length === 0) continue;
    const items = await db.getRepository(target.entity).find({ select: { id: true, slug: true }, where: { id: In(ids), publishedAt: publishedBy() } });
    for (const item of items) current.set(`${area}:${item.id}`, target.publicPath(item.slug));
  }
  return rows.map((row) => ({ id: null, from: row.path, to: current.get(`${row.area}:${row.itemId}`) ?? null, origin: 'import' }));
}

/** The owner's redirects (newest first), then the import's old addresses, each with why its target shows nothing, if it does not. */
export async function listRedirects(db: DataSource, siteOrigin: string): Promise<RedirectDto[]> {
  const own = await redirects(db).find({ order: { id: 'DESC' } });
  const checked = await targetChecker(db, siteOrigin);
  const answer: RedirectDto[] = [];
  for (const redirect of [...own.map(listed), ...(await importedAddresses(db))]) answer.push(await checked(redirect));
  return answer;
}

/** Follows `to` through the owner's redirects (a few hops at most) to see whether it comes back to `from` on this site. */
async function leadsBackTo(db: DataSource, from: string, to: string, siteOrigin: string): Promise<boolean> {
  let next: string | undefined = to;
  for (let hop = 0; hop < 16 && next !== undefined; hop++) {
    const path = pathOnSiteOf(next, siteOrigin);
    if (path === undefined) return false;
    if (normalisePathname(path) === from) return true;
    next = await redirectTargetOf(db, normalisePathname(path));
  }
  return next !== undefined; // a chain this long is a loop of its own
}

/** Why a redirect from `from` (normalised) would hide what the site (`db`, or a restore's transaction) serves: a ConflictError; else nothing. */
export async function checkRedirectAddress(db: Store, from: string): Promise<void> {
  const taken = await whyAddressIsTaken(db, from);
  if (taken) throw new ConflictError(`The site serves ${from}: ${taken}`);
  if (await db.getRepository(OldAddress).existsBy({ path: from })) throw new ConflictError(`${from} is an imported item's old address`);
}

export async function createRedirect(db: DataSource, input: RedirectInput, siteOrigin: string): Promise<RedirectDto> {
  const from = normalisePathname(input.from);
  await checkRedirectAddress(db, from);
  let to = input.to;
  if (to.startsWith('/')) {
    const onward = await redirects(db).findOneBy({ fromPath: normalisePathname(to.split(/[?#]/)[0]) });
    if (onward) to = onward.toUrl;
  }
  if (await leadsBackTo(db, from, to, siteOrigin)) throw new ConflictError(`A redirect from ${from} to ${input.to} would lead back to ${from}`);
  const row = await db.transaction(async (manager) => {
    // Redirects that led here lead where this one does: still one hop.
    await manager.update(Redirect, { toUrl: from }, { toUrl: to });
    return manager.save(manager.create(Redirect, { fromPath: from, toUrl: to, createdAt: new Date() }));
  });
  return (await targetChecker(db, siteOrigin))(listed(row));
}

export async function deleteRedirect(db: DataSource, id: number): Promise<{ success: true }> {
  const result = await redirects(db).delete(id);
  if (!result.affected) throw new NotFoundError('Redirect not found');
  return { success: true };
}

/** Where the owner sends this path (normalised), or undefined. */
export async function redirectTargetOf(db: DataSource, path: string): Promise<string | undefined> {
  const row = await redirects(db).findOne({ select: { id: true, toUrl: true }, where: { fromPath: path } });
  return row?.toUrl;
}

/** The Location to answer for this path, or undefined: a stored target no redirect may have (a restored or older row) is never answered. */
export async function redirectLocationFor(db: DataSource, path: string): Promise<string | undefined> {
  const target = await redirectTargetOf(db, path);
  return target === undefined ? undefined : redirectLocationOf(target);
}
