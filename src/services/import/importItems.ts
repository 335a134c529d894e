// The posts and pages of an import (an item's identity: its source, source site and id there): first planned (each checked, sanitised and rendered as a
// studio save would be, its slug made unique, its action decided: create, update or skip), with
// no write; then, unless a dry run, written together inside the import's transaction.
import { In } from 'typeorm';
import { SLUG_PATTERN } from '../../../entities/ContentAdminInput';
import { ImportedItem, OldAddress } from '../../../entities';
import { isSitePath } from '../../../views/lib/sitePath';
import { ADMIN_CONTENT_LIMITS } from '../../../views/api/adminContentLimits';
import { validateBody } from '../../api/validateInput';
import type { Store } from '../../db';
import { timeSlicer } from '../../lib/timeSlices';
import { HttpError } from '../../errors';
import type { ContentRow } from '../admin/content';
import { rewriteReferences } from './importMedia';
import { servedHere } from './oldAddresses';
import { IMPORT_TARGETS, type ImportArea, type ImportTarget, type ImportTargetArea } from './importTargets';
import { importSlug, plainText, siteKey } from './importText';
import { whyAddressIsTaken } from '../takenAddresses';
import type { ImportReport } from './importReport';
import type { CategoryChooser } from './siteCategories';
import type { ImportSource, SourceItem } from './sourceTypes';

export interface PlannedItem {
  target: ImportTarget;
  sourceId: string;
  slug: string;
  /** The saved item it updates. */
  existing?: ContentRow;
  /** The record of an earlier import that named no site, taken over by this file's site. */
  adopt?: ImportedItem;
  values: Awaited<ReturnType<ImportTarget['prepare']>>;
  oldPaths: string[];
}

const CHUNK = 500;
const MAX_OLD_PATH = 400;

/**
 * What this site imported before of these items, from this source and site. A record from before
 * sites were kept ('') is offered too where this site has none: the plan takes it only for the
 * same item (its title or slug), so another blog's post with the same id is never overwritten.
 */
async function importedBefore(db: Store, source: ImportSource, site: string, sourceIds: string[]): Promise<Map<string, ImportedItem>> {
  const found = new Map<string, ImportedItem>();
  const sites = [...new Set([site, ''])];
  for (let i = 0; i < sourceIds.length; i += CHUNK) {
    for (const row of await db.getRepository(ImportedItem).findBy({ source, site: In(sites), sourceId: In(sourceIds.slice(i, i + CHUNK)) })) {
      if (row.site === site || !found.has(row.sourceId)) found.set(row.sourceId, row);
    }
  }
  return found;
}

/** Slugs in use by each area, with the item holding each. */
async function takenSlugs(db: Store): Promise<Record<ImportTargetArea, Map<string, number>>> {
  const taken = {} as Record<ImportTargetArea, Map<string, number>>;
  for (const target of Object.values(IMPORT_TARGETS)) {
    const rows = (await db.getRepository(target.entity).find({ select: { id: true, slug: true } })) as { id: number; slug: string }[];
    taken[target.area] = new Map(rows.map((row) => [row.slug, row.id]));
  }
  return taken;
}

const ANOTHER_ITEM = 'another item has it';

/** Why a slug cannot be the item's: another item holds it, or (for a page at /{slug}) the site serves that address. */
async function whySlugIsTaken(db: Store, target: ImportTarget, slug: string, taken: Map<string, number>, ownId: number | undefined): Promise<string | undefined> {
  if (taken.has(slug) && taken.get(slug) !== ownId) return ANOTHER_ITEM;
  return target.area === 'pages' ? whyAddressIsTaken(db, target.publicPath(slug), { exceptPages: true }) : undefined;
}

async function uniqueSlug(db: Store, target: ImportTarget, wanted: string, taken: Map<string, number>, ownId: number | undefined): Promise<{ slug: string; why?: string }> {
  const why = await whySlugIsTaken(db, target, wanted, taken, ownId);
  if (!why) return { slug: wanted };
  const base = wanted.slice(0, ADMIN_CONTENT_LIMITS.slug - 6);
  for (let n = 2; ; n++) {
    const slug = `${base}-${n}`;
    if (!(await whySlugIsTaken(db, target, slug, taken, ownId))) return { slug, why };
  }
}

const cut = (text: string | undefined, length: number) => (text === undefined ? undefined : text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

const UNSAFE_HTML = /<script\b|\son[a-z]+\s*=|javascript:/i;
const EMBED = /<(?:iframe|embed|object)\b/i;
/** What a body shows besides text: a body with none of it and no text is empty. */
const SHOWS_SOMETHING = /<(?:img|picture|video|audio|iframe|embed|object|svg|table|hr|math)\b|!\[[^\]]*\]\(/i;
/** The smallest body a save accepts: an empty body is imported as a draft holding it. */
const EMPTY_BODY = '<p></p>';

const unchanged = (values: Record<string, unknown>, row: ContentRow) =>
  Object.entries(values).every(([key, value]) => {
    const saved = (row as unknown as Record<string, unknown>)[key];
    if (value instanceof Date || saved instanceof Date) return (value as Date | null)?.getTime?.() === (saved as Date | null)?.getTime?.();
    return JSON.stringify(value ?? null) === JSON.stringify(saved ?? null);
  });

export interface PlanOptions {
  into: ImportArea;
  source: ImportSource;
  /** The source site (SourceContent.site), part of each item's identity. */
  site?: string;
  /** A zip entry → its address in the media library (empty on a dry run). */
  mediaUrls: Map<string, string>;
  /** Which of the owner's categories a post goes in. */
  categories: CategoryChooser;
  onProgress: () => Promise<void>;
}

/** Per import: the slugs given so far and the old addresses claimed so far (the first item naming one keeps it). */
interface PlanState {
  site: string;
  taken: Record<ImportTargetArea, Map<string, number>>;
  claimedPaths: Set<string>;
}

const targetOf = (item: SourceItem, options: PlanOptions, record: ImportedItem | undefined): ImportTarget =>
  IMPORT_TARGETS[(record?.area as ImportTargetArea | undefined) ?? (item.kind === 'page' ? 'pages' : options.into)] ?? IMPORT_TARGETS[options.into];

/** Every item's plan, counted as it would be written; items that cannot be imported are counted skipped, each with a warning. */
export async function planItems(db: Store, items: SourceItem[], options: PlanOptions, report: ImportReport): Promise<PlannedItem[]> {
  const site = siteKey(options.site);
  const before = await importedBefore(db, options.source, site, items.map((item) => item.sourceId));
  const state: PlanState = { site, taken: await takenSlugs(db), claimedPaths: new Set() };
  const plans: PlannedItem[] = [];
  const slice = timeSlicer();
  for (const item of items) {
    await slice();
    const title = plainText(item.title) || item.sourceId;
    const warn = (message: string) => report.warn(title, message);
    const plan = await planItem(db, item, options, before.get(item.sourceId), state, warn);
    if (plan.action === 'skip') report.count('skipped', plan.target.tally);
    else {
      plans.push(plan.plan);
      report.count(plan.plan.existing ? 'updated' : 'created', plan.target.tally);
    }
    await options.onProgress();
  }
  return plans;
}

/** The saved item a record names, when the record is this item's: a record without a site is taken only for the same title or slug. */
async function savedItemOf(db: Store, item: SourceItem, target: ImportTarget, record: ImportedItem, site: string): Promise<{ existing?: ContentRow; adopt?: ImportedItem; foreign?: boolean }> {
  const existing = (await target.findRow(db, record.itemId)) ?? undefined;
  if (record.site === site || !existing) return { existing };
  const same = existing.title === plainText(item.title) || existing.slug === importSlug(item.slug, plainText(item.title));
  return same ? { existing, adopt: record } : { foreign: true };
}

type ItemPlan = { action: 'skip'; target: ImportTarget } | { action: 'write'; target: ImportTarget; plan: PlannedItem };

async function planItem(db: Store, item: SourceItem, options: PlanOptions, found: ImportedItem | undefined, state: PlanState, warn: (message: string) => void): Promise<ItemPlan> {
  let record = found;
  let target = targetOf(item, options, record);
  const saved = record ? await savedItemOf(db, item, target, record, state.site) : {};
  if (saved.foreign) {
    // Another site's item with the same id, imported before sites were kept: this one is new.
    record = undefined;
    target = targetOf(item, options, undefined);
  }
  const { existing, adopt } = saved;
  if (record && !existing) {
    warn('deleted here after an earlier import: left out');
    return { action: 'skip', target };
  }
  const addresses = new Map<string, string>();
  for (const [reference, entry] of Object.entries(item.files)) {
    const url = options.mediaUrls.get(entry);
    if (url) addresses.set(reference, url);
  }
  const html = 'html' in item.body ? rewriteReferences(item.body.html, addresses) : undefined;
  const markdown = 'markdown' in item.body ? rewriteReferences(item.body.markdown, addresses) : undefined;
  const raw = html ?? markdown ?? '';
  if (UNSAFE_HTML.test(raw)) warn('scripts, event handlers and javascript: links were removed');
  if (EMBED.test(raw)) warn('an embedded frame was removed: the site does not show embeds');
  const empty = !SHOWS_SOMETHING.test(raw) && plainText(raw.replace(/<!--[\s\S]*?-->/g, '')) === '';

  let featureImage: string | undefined;
  if (item.featureImage) {
    featureImage = addresses.get(item.featureImage);
    if (!featureImage && /^https?:/i.test(item.featureImage)) warn(`the feature image ${item.featureImage} is still on ${hostOf(item.featureImage)}: not set here (bring the old site's uploads folder in a zip beside the export, or upload it to the media library)`);
  }

  let title = plainText(item.title);
  if (!title) {
    title = `Untitled (${item.sourceId})`;
    warn(`no title at the source: imported as "${title}"`);
  }
  const ownId = existing?.id;
  const wanted = existing?.slug ?? importSlug(item.slug, title).slice(0, ADMIN_CONTENT_LIMITS.slug);
  if (!existing && item.slug && !SLUG_PATTERN.test(item.slug) && wanted !== item.slug) warn(`its address "${item.slug}" is written ${target.publicPath(wanted)} here (this site's addresses hold lowercase Latin letters, digits and hyphens)`);
  const { slug, why } = await uniqueSlug(db, target, wanted, state.taken[target.area], ownId);
  if (why) warn(`the address ${target.publicPath(wanted)} was taken${why === ANOTHER_ITEM ? '' : ` (${why})`}: imported as ${target.publicPath(slug)}`);

  let publishedAt: string | null = null;
  const date = item.publishedAt && !Number.isNaN(item.publishedAt.getTime()) ? item.publishedAt : undefined;
  const draftHere = item.status !== 'draft' && (item.protected || empty || !date);
  if (item.protected) warn('password-protected (or for members only) at the source: imported as a draft, so it is not public here');
  else if (empty) warn('no body at the source: imported as an empty draft');
  else if (item.status !== 'draft' && !date) warn('no publication date: imported as a draft');
  if (item.status !== 'draft' && !draftHere && date) publishedAt = date.toISOString();
  // A draft of this import's making, that the owner has since published, stays published: that was the owner's call.
  if (draftHere && existing?.publishedAt) publishedAt = existing.publishedAt.toISOString();
  const tags = [...new Set(item.tags.map((tag) => plainText(tag).slice(0, ADMIN_CONTENT_LIMITS.tag)).filter(Boolean))];
  if (tags.length > ADMIN_CONTENT_LIMITS.tags) warn(`${tags.length} tags: kept the first ${ADMIN_CONTENT_LIMITS.tags}`);
  const fields = {
    title: cut(title, ADMIN_CONTENT_LIMITS.title),
    slug,
    excerpt: cut(item.excerpt === undefined ? undefined : plainText(item.excerpt) || undefined, ADMIN_CONTENT_LIMITS.excerpt),
    tags: tags.slice(0, ADMIN_CONTENT_LIMITS.tags),
    publishedAt,
    [target.bodyField]: empty ? EMPTY_BODY : (html ?? ''),
    markdown: empty ? null : (markdown ?? null),
    ...target.ownFields(item, featureImage, warn, options.categories),
  };
  let values: PlannedItem['values'];
  try {
    values = { ...(await target.prepare(await validateBody(target.input, fields), 'create', existing)), ...target.extraValues(item) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const details = (error.details as { messages?: string[] }[] | undefined)?.flatMap((detail) => detail.messages ?? []) ?? [];
    warn(`not imported: ${[...new Set([error.message, ...details])].join('; ')}`);
    return { action: 'skip', target };
  }
  const oldPaths = await usableOldPaths(db, item, target, existing, state, warn);
  if (existing && !adopt && unchanged(values as Record<string, unknown>, existing) && (await oldPathsKnown(db, oldPaths))) return { action: 'skip', target };
  // An update is never silent: it names the item here it changes, and the source item it came from.
  if (existing) warn(`updated ${target.publicPath(existing.slug)}, imported before from ${options.source} ${sourceName(state.site, item.sourceId)}${adopt ? ' (that import did not record its site: taken to be the same item, by its title or address)' : ''}`);
  state.taken[target.area].set(slug, ownId ?? -1);
  return { action: 'write', target, plan: { target, sourceId: item.sourceId, slug, existing, adopt, values, oldPaths } };
}

/** The item's old addresses it may have: none the site serves, and none another item has (the first to be imported keeps it). */
async function usableOldPaths(db: Store, item: SourceItem, target: ImportTarget, existing: ContentRow | undefined, state: PlanState, warn: (message: string) => void): Promise<string[]> {
  const oldPaths: string[] = [];
  for (const path of item.oldPaths) {
    if (await servedHere(db, path)) {
      warn(`the old address ${path} is an address this site serves: left out, so it keeps leading where it does`);
      continue;
    }
    const holder = usablePath(path) ? await db.getRepository(OldAddress).findOneBy({ path }) : null;
    const held = holder && !(existing && holder.area === target.area && holder.itemId === existing.id);
    if (held || state.claimedPaths.has(path)) {
      warn(`the old address ${path} already leads to another imported item: left out (an item from another site, or another item of this file, has it)`);
      continue;
    }
    state.claimedPaths.add(path);
    oldPaths.push(path);
  }
  return oldPaths;
}

/** The item at its source: the site and its id there (a markdown id names its folder already). */
const sourceName = (site: string, sourceId: string) => (site && !sourceId.startsWith(`${site}:`) ? `${site} ${sourceId}` : sourceId);

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'the old site';
  }
};

const usablePath = (path: string) => isSitePath(path, { query: true }) && path.length <= MAX_OLD_PATH;

async function oldPathsKnown(db: Store, paths: string[]): Promise<boolean> {
  const usable = paths.filter(usablePath);
  return usable.length === 0 || (await db.getRepository(OldAddress).countBy({ path: In(usable) })) === usable.length;
}

/**
 * Writes the planned items inside the import's transaction. `slice` lets visitors in between
 * items where the database gives each connection its own transaction (MySQL); the embedded
 * database has one connection, which a visitor's queries would share mid-transaction.
 */
export async function writeItems(db: Store, source: ImportSource, site: string | undefined, plans: PlannedItem[], slice: () => Promise<void>): Promise<void> {
  for (const plan of plans) {
    await slice();
    let itemId: number;
    if (plan.existing) {
      itemId = plan.existing.id;
      await plan.target.updatePrepared(db, plan.existing, plan.values);
      if (plan.adopt) await db.getRepository(ImportedItem).update(plan.adopt.id, { site: siteKey(site) });
    } else {
      itemId = await plan.target.insertPrepared(db, plan.values);
      await db.getRepository(ImportedItem).insert({ source, site: siteKey(site), sourceId: plan.sourceId, area: plan.target.area, itemId });
    }
    const newPath = plan.target.publicPath(plan.slug);
    for (const path of new Set(plan.oldPaths.filter((candidate) => usablePath(candidate) && candidate !== newPath))) {
      const addresses = db.getRepository(OldAddress);
      const known = await addresses.findOneBy({ path });
      if (known) await addresses.update(known.id, { area: plan.target.area, itemId });
      else await addresses.insert({ path, area: plan.target.area, itemId });
    }
  }
}
