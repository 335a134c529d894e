// The Webmention queue in the database: a job is claimed by one process at a time (a conditional
// update: whoever changes the row owns it), retried with backoff after a network failure, and
// given up after a refusal (a private address, a page too big) or too many tries.
import { type DataSource, In, LessThanOrEqual } from 'typeorm';
import { WebmentionJob } from '../../../entities';

export type WebmentionDirection = 'receive' | 'send';

/** A claimed job is redone if its process dies: after this long it is due again. */
const CLAIM_MS = 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 10;

/** Queues a job, or puts a finished received one back in the queue (a mention sent again is checked again). */
export async function queueWebmention(db: DataSource, direction: WebmentionDirection, source: string, target: string, now = new Date()): Promise<void> {
  const repository = db.getRepository(WebmentionJob);
  const existing = await repository.findOneBy({ direction, source, target });
  if (existing) {
    if (direction === 'receive' && existing.status !== 'queued') await repository.update({ id: existing.id }, { status: 'queued', dueAt: now, attempts: 0, lastError: null });
    return;
  }
  try {
    await repository.insert({ direction, source, target, status: 'queued', dueAt: now, attempts: 0, lastError: null });
  } catch (error) {
    // Queued meanwhile by another request or process: the unique index kept one.
    if (!(await repository.existsBy({ direction, source, target }))) throw error;
  }
}

/** Claims up to a batch of due jobs for this process. */
export async function claimDueJobs(db: DataSource, now = new Date()): Promise<WebmentionJob[]> {
  const repository = db.getRepository(WebmentionJob);
  const due = await repository.find({ where: { status: In(['queued', 'working']), dueAt: LessThanOrEqual(now) }, order: { dueAt: 'ASC', id: 'ASC' }, take: BATCH });
  const claimed: WebmentionJob[] = [];
  for (const job of due) {
    const result = await repository.update({ id: job.id, status: job.status, dueAt: job.dueAt }, { status: 'working', dueAt: new Date(now.getTime() + CLAIM_MS), attempts: job.attempts + 1 });
    if (result.affected) claimed.push({ ...job, attempts: job.attempts + 1 });
  }
  return claimed;
}

export async function finishJob(db: DataSource, job: WebmentionJob, outcome: 'done' | 'failed', error: string | null = null): Promise<void> {
  await db.getRepository(WebmentionJob).update({ id: job.id }, { status: outcome, lastError: error?.slice(0, 500) ?? null });
}

/** A failure that may pass (the network, a 5xx): tried again later, up to MAX_ATTEMPTS in all. */
export async function retryJob(db: DataSource, job: WebmentionJob, error: string, now = new Date()): Promise<void> {
  if (job.attempts >= MAX_ATTEMPTS) return finishJob(db, job, 'failed', error);
  const backoffMs = 60_000 * 2 ** (job.attempts - 1);
  await db.getRepository(WebmentionJob).update({ id: job.id }, { status: 'queued', dueAt: new Date(now.getTime() + backoffMs), lastError: error.slice(0, 500) });
}
