// How an import job tells the truth about itself when things go wrong: it beats while it works
// (its row and its lock, through a connection of their own on MySQL, so also during its long
// write transaction and a restore); its final status is written again until the database takes
// it; and at start-up a process settles the jobs whose owner is gone, with the real reason,
// removing the media they had stored.
import { setTimeout as sleep } from 'node:timers/promises';
import { type DataSource, In } from 'typeorm';
import { ImportJob } from '../../../entities';
import { forgetImportMedia } from './importMedia';
import { beatLock, GONE_AFTER_MS, HEARTBEAT_MS, releaseLocksOfGoneProcesses } from './jobLock';
import { ownerIsGone } from './jobOwner';

export const OPEN_STATUSES = ['queued', 'running'];
export const NOTHING_WRITTEN = { created: 0, updated: 0, skipped: 0 };

const jobs = (db: DataSource) => db.getRepository(ImportJob);

/** Beats the lock from now on, and the job once it has one, until stopped. */
export function startHeartbeat(db: DataSource, lock: string, holder: string): { setJob(id: number): void; stop(): void } {
  let jobId: number | undefined;
  const timer = setInterval(() => {
    const beats = [beatLock(db, lock, holder), ...(jobId === undefined ? [] : [jobs(db).update({ id: jobId, status: In(OPEN_STATUSES) }, { heartbeatAt: new Date() })])];
    // A beat that cannot be written (the database is away) is simply the next one's to make.
    Promise.all(beats).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    setJob: (id) => {
      jobId = id;
    },
    stop: () => clearInterval(timer),
  };
}

const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/**
 * Writes a job's final state, again and again until the database takes it (an outage ends), or
 * until `giveUp` says the process is stopping: then the next start settles the job.
 */
export async function writeFinalStatus(db: DataSource, id: number, values: Partial<ImportJob>, giveUp: () => boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await jobs(db).update(id, { ...values, heartbeatAt: new Date() });
      return;
    } catch (error) {
      if (giveUp() && attempt >= 2) throw error;
      console.error(`[import] job ${id}: its final status could not be written (${(error as Error).message}); trying again`);
      await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
    }
  }
}

const what = (job: ImportJob) => (job.kind === 'backup' ? 'restore' : job.dryRun ? 'check' : 'import');

/** Why an open job's owner no longer runs it, or undefined while it may still. */
export function goneReason(job: ImportJob, now = Date.now()): string | undefined {
  if (!OPEN_STATUSES.includes(job.status)) return undefined;
  if (ownerIsGone(job.ownerId)) return `The server stopped during this ${what(job)} (its process ended: a crash, a kill or a restart). Nothing of it was written: the file can be run again.`;
  if (now - job.heartbeatAt.getTime() > GONE_AFTER_MS) {
    return `The server running this ${what(job)} stopped answering (no sign of life for ${GONE_AFTER_MS / 1000} s). Nothing of it was written: the file can be run again.`;
  }
  return undefined;
}

/** At start-up: every open job whose owner is gone is marked failed with why, its stored media removed, its lock freed. */
export async function settleOrphanedJobs(db: DataSource): Promise<number> {
  let settled = 0;
  for (const job of await jobs(db).findBy({ status: In(OPEN_STATUSES) })) {
    const reason = goneReason(job);
    if (!reason) continue;
    await forgetImportMedia(db, job.createdMedia ?? []);
    const marked = await jobs(db).update({ id: job.id, status: In(OPEN_STATUSES) }, { status: 'failed', error: reason, counts: NOTHING_WRITTEN, createdMedia: null, finishedAt: new Date() });
    if (marked.affected) settled++;
  }
  await releaseLocksOfGoneProcesses(db);
  return settled;
}
