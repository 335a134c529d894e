// Moderation of the legacy wall: pending statements are approved (they appear on /legacy) or
// rejected (kept, never shown); any statement can be removed, with its hearts.
import type { DataSource } from 'typeorm';
import { LegacyHeart, LegacySubmission } from '../../../entities';
import type { AdminLegacySubmissionDto } from '../../../views/api/adminTypes';
import type { LegacyModerationStatus } from '../../../views/api/legacyStatuses';
import { NotFoundError } from '../../errors';

/** The most statements one moderation list answers. */
export const MODERATION_LIST_LIMIT = 500;

const toDto = (row: LegacySubmission): AdminLegacySubmissionDto => ({
  id: row.id,
  statement: row.statement,
  authorName: row.authorName,
  location: row.location,
  submittedAt: row.submittedAt.toISOString(),
  hearts: row.hearts ?? 0,
  status: row.status,
});

const submissions = (db: DataSource) => db.getRepository(LegacySubmission);

/** Newest first. */
export async function listForModeration(db: DataSource, status: LegacyModerationStatus): Promise<AdminLegacySubmissionDto[]> {
  const rows = await submissions(db).find({ where: { status }, order: { submittedAt: 'DESC', id: 'DESC' }, take: MODERATION_LIST_LIMIT });
  return rows.map(toDto);
}

async function setStatus(db: DataSource, id: number, status: LegacySubmission['status']): Promise<AdminLegacySubmissionDto> {
  const result = await submissions(db).update(id, { status });
  if (!result.affected) throw new NotFoundError('Legacy statement not found');
  return toDto(await submissions(db).findOneByOrFail({ id }));
}

export const approveStatement = (db: DataSource, id: number) => setStatus(db, id, 'approved');
export const rejectStatement = (db: DataSource, id: number) => setStatus(db, id, 'rejected');

export async function removeStatement(db: DataSource, id: number): Promise<{ success: true; id: number }> {
  const result = await submissions(db).delete(id);
  if (!result.affected) throw new NotFoundError('Legacy statement not found');
  // Hearts only count for an existing statement; orphans left by a crash here would be harmless.
  await db.getRepository(LegacyHeart).delete({ submissionId: id });
  return { success: true, id };
}
