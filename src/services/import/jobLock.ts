// One import at a time across every process: a row of job_locks, inserted by the one that takes
// it (the primary key lets only one insert win), beaten while it works and deleted when it ends.
// A lock whose holder is gone (its process ended, or it stopped beating) may be taken over, and so
// may one whose job has finished: its holder is only tidying up (closing the file, removing the
// upload), and the owner, told the job is done, may start the next at once.
import { randomBytes } from 'node:crypto';
import { type DataSource, QueryFailedError } from 'typeorm';
import { ImportJob, JobLock } from '../../../entities';
import { ownerIsGone, THIS_PROCESS } from './jobOwner';

/** A holder that has not beaten for this long is taken to be gone (it beats every HEARTBEAT_MS). */
export const HEARTBEAT_MS = 2_000;
export const GONE_AFTER_MS = 30_000;

const locks = (db: DataSource) => db.getRepository(JobLock);
const processOf = (holder: string) => holder.split('#')[0];

/** A token naming one hold of a lock by this process. */
export const newHolder = () => `${THIS_PROCESS}#${randomBytes(6).toString('hex')}`;

/** Takes the lock for `holder`; false while another live holder has it. */
export async function acquireLock(db: DataSource, name: string, holder: string): Promise<boolean> {
  const now = new Date();
  try {
    await locks(db).insert({ name, holder, jobId: null, heartbeatAt: now });
    return true;
  } catch (error) {
    if (!(error instanceof QueryFailedError)) throw error;
  }
  const current = await locks(db).findOneBy({ name });
  if (!current) return acquireLock(db, name, holder); // released in between
  const gone = ownerIsGone(processOf(current.holder)) || now.getTime() - current.heartbeatAt.getTime() > GONE_AFTER_MS;
  if (!gone && !(await jobFinished(db, current.jobId))) return false;
  // Taken over only from the holder just seen: of two processes taking it at once, one wins.
  const taken = await locks(db).update({ name, holder: current.holder }, { holder, jobId: null, heartbeatAt: now });
  return taken.affected === 1;
}

async function jobFinished(db: DataSource, jobId: number | null): Promise<boolean> {
  if (jobId === null) return false;
  const job = await db.getRepository(ImportJob).findOneBy({ id: jobId });
  return job?.status === 'done' || job?.status === 'failed';
}

export async function setLockJob(db: DataSource, name: string, holder: string, jobId: number): Promise<void> {
  await locks(db).update({ name, holder }, { jobId });
}

export async function beatLock(db: DataSource, name: string, holder: string): Promise<void> {
  await locks(db).update({ name, holder }, { heartbeatAt: new Date() });
}

export async function releaseLock(db: DataSource, name: string, holder: string): Promise<void> {
  await locks(db).delete({ name, holder });
}

/** Deletes the locks whose holder's process is gone (at start-up). */
export async function releaseLocksOfGoneProcesses(db: DataSource): Promise<void> {
  for (const lock of await locks(db).find()) if (ownerIsGone(processOf(lock.holder))) await locks(db).delete({ name: lock.name, holder: lock.holder });
}
