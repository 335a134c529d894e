// The revisions of a post or an essay: every save keeps one. The last 25 saves are kept per
// item; autosaves are counted apart, so they never push a real save out, and an autosave within
// ten minutes of the item's last autosave replaces it instead of adding another.
import { In, MoreThan } from 'typeorm';
import type { Store } from '../../db';
import { ContentRevision } from '../../../entities';
import type { ContentRevisionDto, ContentRevisionSummaryDto, RevisionKind } from '../../../views/api/adminTypes';
import { NotFoundError } from '../../errors';
import type { ContentArea } from '../contentVersions';

export const REVISIONS_KEPT = 25;
export const AUTOSAVE_WINDOW_MS = 10 * 60 * 1000;

/** What a revision holds of its item. */
export type RevisionSnapshot = Omit<ContentRevisionDto, 'id' | 'createdAt' | 'kind'>;

const revisions = (db: Store) => db.getRepository(ContentRevision);

export async function recordRevision(db: Store, area: ContentArea, itemId: number, kind: RevisionKind, snapshot: RevisionSnapshot, now = new Date()): Promise<void> {
  const recent = kind === 'autosave' ? await revisions(db).findOne({ where: { area, itemId, kind, createdAt: MoreThan(new Date(now.getTime() - AUTOSAVE_WINDOW_MS)) }, order: { id: 'DESC' } }) : null;
  if (recent) await revisions(db).update(recent.id, { createdAt: now, snapshot: JSON.stringify(snapshot) });
  else await revisions(db).insert({ area, itemId, kind, createdAt: now, snapshot: JSON.stringify(snapshot) });
  await prune(db, area, itemId, kind === 'autosave');
}

/** Keeps the newest REVISIONS_KEPT saves (restores count as saves) and, apart, the newest REVISIONS_KEPT autosaves. */
async function prune(db: Store, area: ContentArea, itemId: number, autosaves: boolean): Promise<void> {
  const kinds: RevisionKind[] = autosaves ? ['autosave'] : ['save', 'restore'];
  // All ids, sliced here: MySQL refuses an OFFSET without a LIMIT.
  const kept = await revisions(db).find({ select: { id: true }, where: { area, itemId, kind: In(kinds) }, order: { id: 'DESC' } });
  const stale = kept.slice(REVISIONS_KEPT);
  if (stale.length > 0) await revisions(db).delete({ id: In(stale.map((row) => row.id)) });
}

export const forgetRevisions = (db: Store, area: ContentArea, itemId: number) => revisions(db).delete({ area, itemId });

const snapshotOf = (row: ContentRevision): RevisionSnapshot => JSON.parse(row.snapshot) as RevisionSnapshot;

/** The fields whose values differ between two snapshots (the body under 'body'); null when there is no older one. */
function changedFields(newer: RevisionSnapshot, older: RevisionSnapshot | undefined): string[] | null {
  if (!older) return null;
  const keys = new Set([...Object.keys(newer), ...Object.keys(older)].filter((key) => key !== 'publishedAt'));
  return [...keys].filter((key) => JSON.stringify(newer[key as keyof RevisionSnapshot]) !== JSON.stringify(older[key as keyof RevisionSnapshot]));
}

export async function listRevisions(db: Store, area: ContentArea, itemId: number): Promise<ContentRevisionSummaryDto[]> {
  const rows = await revisions(db).find({ where: { area, itemId }, order: { id: 'DESC' } });
  const snapshots = rows.map(snapshotOf);
  const listed = rows.map((row, index) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind as RevisionKind,
    title: snapshots[index].title,
    status: snapshots[index].status,
    changed: changedFields(snapshots[index], snapshots[index + 1]),
  }));
  // An autosave that changed nothing since the revision before it says nothing new: not listed.
  return listed.filter((revision) => !(revision.kind === 'autosave' && revision.changed?.length === 0));
}

export async function getRevision(db: Store, area: ContentArea, itemId: number, revisionId: number): Promise<ContentRevisionDto> {
  const row = await revisions(db).findOneBy({ id: revisionId, area, itemId });
  if (!row) throw new NotFoundError('Revision not found');
  return { id: row.id, createdAt: row.createdAt.toISOString(), kind: row.kind as RevisionKind, ...snapshotOf(row) };
}
