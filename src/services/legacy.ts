// The legacy wall: approved statements in three orders, new statements held for review,
// and hearts counted once per visitor with the database's unique index as the judge.
import type { DataSource } from 'typeorm';
import { LegacyHeart, LegacySubmission } from '../../entities';
import type { LegacySubmissionInput } from '../../entities/LegacySubmissionInput';
import type { LegacyFilter } from '../../views/api/legacyFilters';
import type { HeartResultDto, LegacySubmissionDto } from '../../views/api/types';
import { NotFoundError } from '../errors';
import { isMysql } from '../db';

/** The wall never answers more than this many statements at once. */
export const LEGACY_LIST_LIMIT = 100;

export const toLegacySubmissionDto = (row: LegacySubmission): LegacySubmissionDto => ({
  id: row.id,
  statement: row.statement,
  authorName: row.authorName,
  location: row.location,
  submittedAt: row.submittedAt.toISOString(),
  hearts: row.hearts ?? 0,
});

const randomOrder = (db: DataSource) => (isMysql(db) ? 'RAND()' : 'RANDOM()');

export async function listApprovedSubmissions(db: DataSource, filter: LegacyFilter): Promise<LegacySubmissionDto[]> {
  const query = db
    .getRepository(LegacySubmission)
    .createQueryBuilder('s')
    .where('s.status = :status', { status: 'approved' })
    .take(LEGACY_LIST_LIMIT);
  if (filter === 'random') query.orderBy(randomOrder(db));
  else if (filter === 'popular') query.orderBy('s.hearts', 'DESC').addOrderBy('s.submittedAt', 'DESC').addOrderBy('s.id', 'DESC');
  else query.orderBy('s.submittedAt', 'DESC').addOrderBy('s.id', 'DESC');
  return (await query.getMany()).map(toLegacySubmissionDto);
}

/** Stored as pending: nothing a visitor writes reaches the wall before it is reviewed. */
export async function submitStatement(db: DataSource, input: LegacySubmissionInput) {
  await db.getRepository(LegacySubmission).insert({
    statement: input.statement,
    authorName: input.authorName ?? null,
    location: input.location ?? null,
    submittedAt: new Date(),
    hearts: 0,
    status: 'pending',
  });
  return { success: true as const, message: 'Submission received', status: 'pending' as const };
}

const UNIQUE_VIOLATION_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return UNIQUE_VIOLATION_CODES.has(e?.code ?? '') || UNIQUE_VIOLATION_CODES.has(e?.driverError?.code ?? '');
}

/**
 * One heart per visitor per statement. The heart row goes in first; if the unique index
 * refuses it, this visitor has already hearted and the count stays. Otherwise the count is
 * raised in one UPDATE, so concurrent hearts from many processes never lose an increment.
 * (No surrounding transaction: the embedded database shares one connection between requests,
 * where concurrent transactions would nest into each other.)
 */
export async function heartStatement(db: DataSource, id: number, visitorHash: string): Promise<HeartResultDto> {
  const submissions = db.getRepository(LegacySubmission);
  const exists = await submissions.exists({ where: { id, status: 'approved' } });
  if (!exists) throw new NotFoundError('Legacy statement not found');

  let counted = true;
  try {
    await db.getRepository(LegacyHeart).insert({ submissionId: id, visitorHash, createdAt: new Date() });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    counted = false;
  }
  if (counted) await submissions.increment({ id }, 'hearts', 1);

  const row = await submissions.findOne({ select: { id: true, hearts: true }, where: { id } });
  if (!row) throw new NotFoundError('Legacy statement not found');
  return { id, hearts: row.hearts ?? 0, counted };
}
