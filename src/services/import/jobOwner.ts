// Which process owns a job or a lock, and whether that process is certainly gone. An owner is
// "host:pid:start": the start token tells a restarted container, which often gets the same pid
// again, from the process that had it before.
import { randomBytes } from 'node:crypto';
import os from 'node:os';

const HOST = os.hostname().replace(/:/g, '-').slice(0, 80);

/** This process, as jobs and locks name it. */
export const THIS_PROCESS = `${HOST}:${process.pid}:${randomBytes(6).toString('hex')}`;

/**
 * True when the owner was a process on this host that no longer runs: its pid is free, or is this
 * process's under another start. An owner on another host is never judged here: its heartbeat is.
 */
export function ownerIsGone(owner: string | null): boolean {
  if (owner === null) return true;
  const [host, pidText, start] = owner.split(':');
  if (host !== HOST || start === undefined || owner === THIS_PROCESS) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
