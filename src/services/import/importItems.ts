// The posts and pages of an import: first planned (each checked, sanitised and rendered as a
// studio save would be, its slug made unique, its action decided: create, update or skip), with
// no write; then, unless a dry run, written together inside the import's transaction.
import { In } from 'typeorm';
import { SLUG_PATTERN } from '../../../entities/ContentAdminInput';
import { ImportedItem, OldAddress } from '../../../entities';
import { ADMIN_CONTENT_LIMITS } from '../../../views/api/adminContentLimits';
import { slugifyForEdit } from '../../../views/lib/text';
import { validateBody } from '../../api/validateInput';
import type { Store } from '../../db';
import { timeSlicer } from '../../lib/timeSlices';
import { HttpError } from '../../errors';
import type { ContentRow } from '../admin/content';
import { rewriteReferences } from './importMedia';
import { servedHere } from './oldAddresses';
import { IMPORT_TARGETS, type ImportArea, type ImportTarget } from './importTargets';
import type { ImportReport } from './importReport';
import type { ImportSource, SourceItem } from './sourceTypes';

export interface PlannedItem {
  target: ImportTarget;
  sourceId: string;
  slug: string;
  /** The saved item it updates. */
  existing?: ContentRow;
  values: Awaited<ReturnType<ImportTarget['prepare']>>;
  oldPaths: string[];
}

const CHUNK = 500;
const MAX_OLD_PATH = 400;

async function importedBefore(db: Store, source: ImportSource, sourceIds: string[]): Promise<Map<string, ImportedItem>> {
  const found = new Map<string, ImportedItem>();
  for (let i = 0; i < sourceIds.length; i += CHUNK) {
    for (const row of await db.getRepository(ImportedItem).findBy({ source, sourceId: In(sourceIds.slice(i, i + CHUNK)) })) found.set(row.sourceId, row);
  }
  return found;
}

/** Slugs in use by each area, with the item holding each. */
async function takenSlugs(db: Store): Promise<Record<ImportArea, Map<string, number>>> {
  const taken = {} as Record<ImportArea, Map<string, number>>;
  for (const target of Object.values(IMPORT_TARGETS)) {
    const rows = (await db.getRepository(target.entity).find({ select: { id: true, slug: true } })) as { id: number; slug: string }[];
    taken[target.area] = new Map(rows.map((row) => [row.slug, row.id]));
  }
  return taken;
}

function uniqueSlug(wanted: string, taken: Map<string, number>, ownId: number | undefined): string {
  const base = wanted.slice(0, ADMIN_CONTENT_LIMITS.slug - 6);
  let slug = wanted;
  for (let n = 2; taken.has(slug) && taken.get(slug) !== ownId; n++) slug = `${base}-${n}`;
  return slug;
}

const cut = (text: string | undefined, length: number) => (text === undefined ? undefined : text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

const UNSAFE_HTML = /<script\b|\son[a-z]+\s*=|javascript:/i;
const EMBED = /<(?:iframe|embed|object)\b/i;

const unchanged = (values: Record<string, unknown>, row: ContentRow) =>
  Object.entries(values).every(([key, value]) => {
    const saved = (row as unknown as Record<string, unknown>)[key];
    if (value instanceof Date || saved instanceof Date) return (value as Date | null)?.getTime?.() === (saved as Date | null)?.getTime?.();
    return JSON.stringify(value ?? null) === JSON.stringify(saved ?? null);
  });

export interface PlanOptions {
  into: ImportArea;
  source: ImportSource;
  /** A zip entry → its address in the media library (empty on a dry run). */
  mediaUrls: Map<string, string>;
  onProgress: () => Promise<void>;
}

/** Every item's plan, counted as it would be written; items that cannot be imported are counted skipped, each with a warning. */
export async function planItems(db: Store, items: SourceItem[], options: PlanOptions, report: ImportReport): Promise<PlannedItem[]> {
  const before = await importedBefore(db, options.source, items.map((item) => item.sourceId));
  const taken = await takenSlugs(db);
  const plans: PlannedItem[] = [];
  const slice = timeSlicer();
  for (const item of items) {
    await slice();
    const warn = (message: string) => report.warn(item.title || item.sourceId, message);
    const plan = await planItem(db, item, options, before.get(item.sourceId), taken, warn);
    if (plan === 'skip') report.count('skipped');
    else {
      plans.push(plan);
      report.count(plan.existing ? 'updated' : 'created');
    }
    await options.onProgress();
  }
  return plans;
}

async function planItem(
  db: Store,
  item: SourceItem,
  options: PlanOptions,
  record: ImportedItem | undefined,
  taken: Record<ImportArea, Map<string, number>>,
  warn: (message: string) => void,
): Promise<PlannedItem | 'skip'> {
  const target = IMPORT_TARGETS[(record?.area as ImportArea | undefined) ?? options.into] ?? IMPORT_TARGETS[options.into];
  const existing = record ? ((await target.findRow(db, record.itemId)) ?? undefined) : undefined;
  if (record && !existing) {
    warn('deleted here after an earlier import: left out');
    return 'skip';
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

  let featureImage: string | undefined;
  if (item.featureImage) {
    featureImage = addresses.get(item.featureImage);
    if (!featureImage && /^https?:/i.test(item.featureImage)) warn(`the feature image ${item.featureImage} is on another site: left out (upload it to the media library to use it)`);
  }

  const ownId = existing?.id;
  const wanted = existing?.slug ?? (SLUG_PATTERN.test(item.slug) ? item.slug : slugifyForEdit(item.slug || item.title));
  const slug = uniqueSlug(wanted.slice(0, ADMIN_CONTENT_LIMITS.slug), taken[target.area], ownId);
  if (slug !== wanted) warn(`the address ${target.publicPath(wanted)} was taken: imported as ${target.publicPath(slug)}`);

  let publishedAt: string | null = null;
  if (item.status !== 'draft') {
    if (item.publishedAt) publishedAt = item.publishedAt.toISOString();
    else warn('no publication date: imported as a draft');
  }
  const tags = [...new Set(item.tags.map((tag) => tag.trim().slice(0, ADMIN_CONTENT_LIMITS.tag)).filter(Boolean))];
  if (tags.length > ADMIN_CONTENT_LIMITS.tags) warn(`${tags.length} tags: kept the first ${ADMIN_CONTENT_LIMITS.tags}`);
  const fields = {
    title: cut(item.title.trim(), ADMIN_CONTENT_LIMITS.title),
    slug,
    excerpt: cut(item.excerpt?.trim() || undefined, ADMIN_CONTENT_LIMITS.excerpt),
    tags: tags.slice(0, ADMIN_CONTENT_LIMITS.tags),
    publishedAt,
    [target.bodyField]: html ?? '',
    markdown: markdown ?? null,
    ...target.ownFields(item, featureImage, warn),
  };
  let values: PlannedItem['values'];
  try {
    values = await target.prepare(await validateBody(target.input, fields), 'create', existing);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const details = (error.details as { messages?: string[] }[] | undefined)?.flatMap((detail) => detail.messages ?? []) ?? [];
    warn(`not imported: ${[error.message, ...details].join('; ')}`);
    return 'skip';
  }
  const oldPaths: string[] = [];
  for (const path of item.oldPaths) {
    if (await servedHere(db, path)) warn(`the old address ${path} is an address this site serves: left out, so it keeps leading where it does`);
    else oldPaths.push(path);
  }
  if (existing && unchanged(values as Record<string, unknown>, existing) && (await oldPathsKnown(db, oldPaths))) return 'skip';
  // An update is never silent: it names the item here it changes, and the source item it came from.
  if (existing) warn(`updated ${target.publicPath(existing.slug)}, imported before from ${options.source} ${item.sourceId}`);
  taken[target.area].set(slug, ownId ?? -1);
  return { target, sourceId: item.sourceId, slug, existing, values, oldPaths };
}

const usablePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && path.length <= MAX_OLD_PATH;

async function oldPathsKnown(db: Store, paths: string[]): Promise<boolean> {
  const usable = paths.filter(usablePath);
  return usable.length === 0 || (await db.getRepository(OldAddress).countBy({ path: In(usable) })) === usable.length;
}

/**
 * Writes the planned items inside the import's transaction. `slice` lets visitors in between
 * items where the database gives each connection its own transaction (MySQL); the embedded
 * database has one connection, which a visitor's queries would share mid-transaction.
 */
export async function writeItems(db: Store, source: ImportSource, plans: PlannedItem[], slice: () => Promise<void>): Promise<void> {
  for (const plan of plans) {
    await slice();
    let itemId: number;
    if (plan.existing) {
      itemId = plan.existing.id;
      await plan.target.updatePrepared(db, plan.existing, plan.values);
    } else {
      itemId = await plan.target.insertPrepared(db, plan.values);
      await db.getRepository(ImportedItem).insert({ source, sourceId: plan.sourceId, area: plan.target.area, itemId });
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
