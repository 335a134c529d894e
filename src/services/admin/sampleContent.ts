// Removing the sample content: the rows the seed recorded whose fingerprint is unchanged
// (src/seed/sampleKinds.ts says how a sample is told from the owner's work), with the media
// library items only they used, their legacy hearts and their studio revisions. Everything the
// owner wrote or edited stays. A plan is read first, so a dry run and a restore can say what
// would go without writing anything; removing again finds nothing left and changes nothing.
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { In } from 'typeorm';
import { ContentRevision, LegacyHeart, MediaChunk, MediaItem, SeededItem } from '../../../entities';
import type { SampleContentReportDto, SampleGroupDto, SampleKind } from '../../../views/api/adminTypes';
import type { Store } from '../../db';
import { contentFingerprintOf, fingerprintOf, SAMPLE_KIND_NAMES, SAMPLE_KINDS } from '../../seed/sampleKinds';
import { keyedSampleRows, legacySampleRows, legalPageSampleRows } from '../../seed/sampleRows';
import { bumpContentVersion, type ContentArea } from '../contentVersions';
import { mediaUsers } from '../media/mediaUsage';
import { readStoredSettings, saveSettingsPatch } from '../settings';
import { emptySampleAboutParts, sampleAboutPartsLeft } from '../../../views/content/sampleAbout';
import type { SettingsPatch } from '../../../views/api/settings';

const MEDIA_ADDRESS = /\/media\/([0-9a-f]{32})/g;
/** Kinds written in the studio: a revision (even an unsaved autosave) is the owner's work. */
const STUDIO_KINDS: SampleKind[] = ['blog', 'essays', 'pages'];
const TITLE_CHARS = 90;

export interface SamplePlan {
  /** The untouched sample rows, by kind. */
  items: Map<SampleKind, ObjectLiteral[]>;
  /** Media library items that only these rows use. */
  media: Pick<MediaItem, 'id' | 'fileName'>[];
  keptEdited: number;
  /** Marks whose row is already gone (deleted by the owner). */
  staleMarkIds: number[];
  /** Rows of the backup's tables that removing deletes (items, hearts, revisions, media and their chunks). */
  backupRows: number;
  /** The About settings' sample parts still held (views/content/sampleAbout.ts), and the change that empties them. */
  about: { parts: string[]; change: SettingsPatch | undefined };
}

const shortTitle = (text: unknown) => {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_CHARS ? `${flat.slice(0, TITLE_CHARS - 1)}…` : flat;
};

const idsOf = (rows: ObjectLiteral[]) => rows.map((row) => Number(row.id));

async function untouchedRows(db: Store, kind: SampleKind, marks: SeededItem[], plan: SamplePlan): Promise<ObjectLiteral[]> {
  const rows = await db.getRepository(SAMPLE_KINDS[kind].entity).findBy({ id: In(marks.map((mark) => mark.itemId)) });
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const revised = STUDIO_KINDS.includes(kind) && rows.length > 0
    ? new Set((await db.getRepository(ContentRevision).find({ select: { itemId: true }, where: { area: SAMPLE_KINDS[kind].area, itemId: In(idsOf(rows)) } })).map((revision) => Number(revision.itemId)))
    : new Set<number>();
  const untouched: ObjectLiteral[] = [];
  for (const mark of marks) {
    const row = byId.get(mark.itemId);
    if (!row) plan.staleMarkIds.push(mark.id);
    else if (mark.fingerprint === fingerprintOf(kind, row) && !revised.has(mark.itemId)) untouched.push(row);
    else plan.keptEdited++;
  }
  return untouched;
}

/** The media library items that the sample rows use and nothing else does. */
async function mediaOnlySamplesUse(db: Store, items: Map<SampleKind, ObjectLiteral[]>): Promise<SamplePlan['media']> {
  const leaving = new Set<string>();
  const hashes = new Set<string>();
  for (const [kind, rows] of items) {
    for (const row of rows) {
      leaving.add(`${kind}:${row.id}`);
      for (const column of SAMPLE_KINDS[kind].mediaColumns) for (const match of String(row[column] ?? '').matchAll(MEDIA_ADDRESS)) hashes.add(match[1]);
    }
  }
  const kindOf = new Map(SAMPLE_KIND_NAMES.map((kind) => [SAMPLE_KINDS[kind].entity, kind]));
  const media: SamplePlan['media'] = [];
  for (const hash of hashes) {
    const item = await db.getRepository(MediaItem).findOne({ select: { id: true, fileName: true }, where: { hash } });
    if (!item) continue;
    const users = await mediaUsers(db, hash);
    if (users.every((user) => leaving.has(`${kindOf.get(user.entity)}:${user.id}`))) media.push(item);
  }
  return media;
}

/**
 * Samples that a site seeded before samples were recorded still holds: the rows whose key and
 * content are the seed's, never saved since (a post's updatedAt still its createdAt). Seen as
 * marks that were never written, so a dry run writes nothing.
 */
async function unrecordedSamples(db: Store, marks: SeededItem[]): Promise<SeededItem[]> {
  const found: SeededItem[] = [];
  for (const { kind, key, rows } of [...keyedSampleRows(), legacySampleRows(), legalPageSampleRows()]) {
    const marked = new Set(marks.filter((mark) => mark.kind === kind).map((mark) => mark.itemId));
    const sampleByKey = new Map(rows.map((row) => [String(row[key]), row]));
    const candidates = await db.getRepository(SAMPLE_KINDS[kind].entity).findBy({ [key]: In([...sampleByKey.keys()]) });
    for (const row of candidates) {
      const sample = sampleByKey.get(String(row[key]));
      const neverSaved = !(row.updatedAt instanceof Date) || row.updatedAt.getTime() === row.createdAt?.getTime();
      if (marked.has(Number(row.id)) || !sample || !neverSaved || contentFingerprintOf(kind, row) !== contentFingerprintOf(kind, sample)) continue;
      found.push(Object.assign(new SeededItem(), { id: 0, kind, itemId: Number(row.id), fingerprint: fingerprintOf(kind, row) }));
    }
  }
  return found;
}

/**
 * What removing the samples would take. The owner's removal keeps the kinds marked keptByRemoval
 * (the legal pages); a restore (`forRestore`), which brings the backup's own, takes them too,
 * and leaves the About settings alone.
 */
export async function planSampleRemoval(db: Store, { forRestore = false } = {}): Promise<SamplePlan> {
  // A restore keeps the settings the backup brings, or the new site's: it empties nothing of them.
  const { about } = await readStoredSettings(db);
  const aboutPlan = forRestore ? { parts: [], change: undefined } : { parts: sampleAboutPartsLeft(about), change: emptySampleAboutParts(about) };
  const plan: SamplePlan = { items: new Map(), media: [], keptEdited: 0, staleMarkIds: [], backupRows: 0, about: aboutPlan };
  const recorded = await db.getRepository(SeededItem).find({ order: { id: 'ASC' } });
  const marks = [...recorded, ...(await unrecordedSamples(db, recorded))];
  for (const kind of SAMPLE_KIND_NAMES) {
    if (SAMPLE_KINDS[kind].keptByRemoval && !forRestore) continue;
    const ofKind = marks.filter((mark) => mark.kind === kind);
    if (ofKind.length > 0) plan.items.set(kind, await untouchedRows(db, kind, ofKind, plan));
  }
  plan.media = await mediaOnlySamplesUse(db, plan.items);
  const legacyIds = idsOf(plan.items.get('legacy') ?? []);
  const hearts = legacyIds.length > 0 ? await db.getRepository(LegacyHeart).countBy({ submissionId: In(legacyIds) }) : 0;
  const mediaIds = plan.media.map((item) => item.id);
  const chunks = mediaIds.length > 0 ? await db.getRepository(MediaChunk).countBy({ mediaId: In(mediaIds) }) : 0;
  const items = [...plan.items.values()].reduce((sum, rows) => sum + rows.length, 0);
  plan.backupRows = items + hearts + chunks + plan.media.length;
  return plan;
}

/** Removes what the plan found, in the caller's transaction, and bumps the areas it touched with it. */
export async function removePlannedSamples(manager: EntityManager, plan: SamplePlan): Promise<void> {
  const touched = new Set<ContentArea>();
  for (const [kind, rows] of plan.items) {
    const ids = idsOf(rows);
    if (ids.length === 0) continue;
    const { entity, area } = SAMPLE_KINDS[kind];
    if (kind === 'legacy') await manager.delete(LegacyHeart, { submissionId: In(ids) });
    if (STUDIO_KINDS.includes(kind)) await manager.delete(ContentRevision, { area, itemId: In(ids) });
    await manager.delete(entity, { id: In(ids) });
    await manager.delete(SeededItem, { kind, itemId: In(ids) });
    touched.add(area);
  }
  if (plan.staleMarkIds.length > 0) await manager.delete(SeededItem, { id: In(plan.staleMarkIds) });
  const mediaIds = plan.media.map((item) => item.id);
  if (mediaIds.length > 0) {
    await manager.delete(MediaChunk, { mediaId: In(mediaIds) });
    await manager.delete(MediaItem, { id: In(mediaIds) });
    touched.add('media');
  }
  if (plan.about.change) {
    await saveSettingsPatch(manager, plan.about.change);
    touched.add('settings');
  }
  for (const area of touched) await bumpContentVersion(manager, area);
}

/** The plan as the owner reads it: per kind, how many and their titles. */
export function describeSamplePlan(plan: SamplePlan, dryRun: boolean): SampleContentReportDto {
  const groups: SampleGroupDto[] = [];
  for (const [kind, rows] of plan.items) {
    if (rows.length > 0) groups.push({ kind, label: SAMPLE_KINDS[kind].label, count: rows.length, titles: rows.map((row) => shortTitle(row[SAMPLE_KINDS[kind].titleColumn])) });
  }
  if (plan.media.length > 0) groups.push({ kind: 'media', label: 'Media', count: plan.media.length, titles: plan.media.map((item) => shortTitle(item.fileName)) });
  if (plan.about.parts.length > 0) groups.push({ kind: 'about', label: 'About page', count: plan.about.parts.length, titles: plan.about.parts.map(shortTitle) });
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const kept = plan.keptEdited > 0 ? ` ${plan.keptEdited} sample ${plan.keptEdited === 1 ? 'item you edited stays' : 'items you edited stay'}.` : '';
  const items = `${total} sample ${total === 1 ? 'item' : 'items'}`;
  const message = total === 0 ? `No sample content is left to remove.${kept}` : dryRun ? `${items} would be removed.${kept}` : `${items} removed.${kept}`;
  return { dryRun, total, groups, keptEdited: plan.keptEdited, message };
}

/** POST /api/admin/sample-content/remove: what would go (dryRun), or removes it. */
export async function removeSampleContent(db: DataSource, dryRun: boolean): Promise<SampleContentReportDto> {
  if (dryRun) return describeSamplePlan(await planSampleRemoval(db), true);
  // Planned and removed in one transaction: what the answer lists is exactly what went.
  return db.transaction(async (manager) => {
    const plan = await planSampleRemoval(manager);
    await removePlannedSamples(manager, plan);
    return describeSamplePlan(plan, false);
  });
}
