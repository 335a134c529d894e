// The outbox of a restored backup: a restore sends nothing by itself. The file's queued, retrying
// and paused emails come back 'held' (sent only when the owner releases them in /admin/emails);
// an email the backup caught being delivered comes back failed, as it may have gone out already;
// and an email this site has sent or is sending right now (the same id, address and creation
// time) keeps this site's record, so neither a restore during a send nor a backup written during
// one emails a reader twice; so does a newsletter send this site has started that the backup holds
// as still scheduled (it would start, and write every reader's email, a second time). Addresses and headers pass the outbox's rules (../email/outboxRules.ts).
import type { EntityManager, ObjectLiteral } from 'typeorm';
import { NewsletterSend } from '../../../entities/NewsletterSend';
import { OutboxEmail, type OutboxStatus } from '../../../entities/OutboxEmail';
import { isMysql } from '../../db';
import { displayName, isSingleMailbox, oneLine, storedSiteHeaders } from '../email/outboxRules';

/** What this site knows of an email's delivery, taken over by the restored row that is the same email. */
type Delivery = Pick<OutboxEmail, 'status' | 'sentAt' | 'attempts' | 'nextAttemptAt' | 'leaseUntil' | 'claimToken' | 'lastError'>;

const sameSend = (row: ObjectLiteral) => `${row.id}|${row.area}|${row.itemId}`;
const sameEmail = (row: ObjectLiteral) =>
  `${row.id}|${String(row.toAddress).toLowerCase()}|${row.createdAt instanceof Date ? row.createdAt.getTime() : ''}`;

export const HELD_NOTE = 'Held by a restore: sent only when you release it';
const MAYBE_SENT_NOTE = 'Not sent again: it was being delivered when the backup was written, so it may have gone out';
const NOT_ONE_ADDRESS_NOTE = 'Not sent: restored with an address that is not a single email address';

export class RestoredOutbox {
  /** Emails brought back held. */
  held = 0;

  private constructor(
    private readonly deliveries: Map<string, Delivery>,
    private readonly startedSends: Map<string, Pick<NewsletterSend, 'status' | 'startedAt' | 'recipients'>>,
  ) {}

  /**
   * The site's emails sent or being sent, read in the restore's transaction before its tables are
   * emptied. On MySQL the read (`lock`) locks every row a sender could claim or finish, so none
   * changes between this read and the restore's commit (on SQLite the one connection serialises
   * them). A dry run reads without the lock: it writes nothing.
   */
  static async beforeRestore(manager: EntityManager, { lock }: { lock: boolean }): Promise<RestoredOutbox> {
    const query = manager
      .getRepository(OutboxEmail)
      .createQueryBuilder('e')
      .select(['e.id', 'e.toAddress', 'e.createdAt', 'e.status', 'e.sentAt', 'e.attempts', 'e.nextAttemptAt', 'e.leaseUntil', 'e.claimToken', 'e.lastError'])
      .where('e.status IN (:...statuses)', { statuses: ['queued', 'sending', 'sent'] satisfies OutboxStatus[] });
    const sendsQuery = manager.getRepository(NewsletterSend).createQueryBuilder('s');
    if (lock && isMysql(manager.connection)) {
      query.setLock('pessimistic_write');
      sendsQuery.setLock('pessimistic_write'); // a scheduled send cannot start meanwhile
    }
    const startedSends = new Map<string, Pick<NewsletterSend, 'status' | 'startedAt' | 'recipients'>>();
    for (const { id, area, itemId, status, startedAt, recipients } of await sendsQuery.getMany()) {
      if (status !== 'scheduled') startedSends.set(sameSend({ id, area, itemId }), { status, startedAt, recipients });
    }
    const deliveries = new Map<string, Delivery>();
    for (const row of await query.getMany()) {
      if (row.status === 'queued') continue; // locked, not sent: the backup's copy decides
      const { status, sentAt, attempts, nextAttemptAt, leaseUntil, claimToken, lastError } = row;
      deliveries.set(sameEmail(row), { status, sentAt, attempts, nextAttemptAt, leaseUntil, claimToken, lastError });
    }
    return new RestoredOutbox(deliveries, startedSends);
  }

  /** A newsletter send of the backup: one still scheduled there that this site has started keeps this site's record. */
  readonly send = (row: ObjectLiteral): ObjectLiteral => {
    const started = row.status === 'scheduled' ? this.startedSends.get(sameSend(row)) : undefined;
    return started ? Object.assign(row, started) : row;
  };

  /** The backup's row as it may be written: nothing in it sends by itself. */
  readonly row = (row: ObjectLiteral): ObjectLiteral => {
    row.headers = JSON.stringify(storedSiteHeaders(row.headers));
    if (typeof row.subject === 'string') row.subject = oneLine(row.subject);
    if (!isSingleMailbox(row.replyTo)) row.replyTo = null;
    row.replyToName = row.replyTo && typeof row.replyToName === 'string' ? displayName(row.replyToName) : null;
    const delivery = this.deliveries.get(sameEmail(row));
    if (delivery) return Object.assign(row, delivery);
    row.leaseUntil = null;
    row.claimToken = null;
    if (row.status === 'sent' || row.status === 'failed') return row;
    if (row.status === 'sending') return Object.assign(row, { status: 'failed', lastError: MAYBE_SENT_NOTE });
    if (!isSingleMailbox(row.toAddress)) return Object.assign(row, { status: 'failed', lastError: NOT_ONE_ADDRESS_NOTE });
    this.held++;
    return Object.assign(row, { status: 'held', lastError: HELD_NOTE });
  };
}
