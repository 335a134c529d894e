// The outbox paused by a fault of the sending setup, in the database so that every process
// sees it: no email is failed and nobody is suppressed while the setup is at fault; the
// sender tries again after a wait that doubles with each fault in a row (30 s up to 15 min),
// and the first email that goes out clears it, so the outbox resumes where it stopped.
import type { DataSource } from 'typeorm';
import { MailStatus } from '../../../entities/MailStatus';
import type { MailStatusDto } from '../../../views/api/adminTypes';
import type { MailConfig } from '../../config';
import { mailOffReason } from './mailOff';

const STATUS_ROW = 1;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

export interface MailFault {
  fault: string;
  since: Date;
  retryAt: Date;
}

export async function currentMailFault(db: DataSource): Promise<MailFault | undefined> {
  const row = await db.getRepository(MailStatus).findOneBy({ id: STATUS_ROW });
  return row?.fault && row.faultSince && row.retryAt ? { fault: row.fault, since: row.faultSince, retryAt: row.retryAt } : undefined;
}

export async function recordMailFault(db: DataSource, fault: string, now = new Date()): Promise<void> {
  const repo = db.getRepository(MailStatus);
  const row = await repo.findOneBy({ id: STATUS_ROW });
  const faults = (row?.fault ? row.faults : 0) + 1;
  const waitMs = Math.min(FIRST_WAIT_MS * 2 ** (faults - 1), LONGEST_WAIT_MS);
  await repo.save({ id: STATUS_ROW, fault: fault.slice(0, 1000), faultSince: row?.fault && row.faultSince ? row.faultSince : now, retryAt: new Date(now.getTime() + waitMs), faults });
}

export async function clearMailFault(db: DataSource): Promise<void> {
  await db.getRepository(MailStatus).update({ id: STATUS_ROW }, { fault: null, faultSince: null, retryAt: null, faults: 0 });
}

export async function mailStatus(db: DataSource, mail: Pick<MailConfig, 'smtpUrl'>): Promise<MailStatusDto> {
  const fault = await currentMailFault(db);
  return { fault: fault?.fault ?? null, since: fault?.since.toISOString() ?? null, retryAt: fault?.retryAt.toISOString() ?? null, mailOff: mailOffReason(mail) };
}
