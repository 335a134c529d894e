// The sender every process runs: it claims due emails from the outbox with a lease (an UPDATE
// that only one process can win, checked by its affected rows, the same on MySQL and SQLite),
// sends them through SMTP, and records the result. A refused connection or a 4xx answer is
// tried again later, waiting longer each time; a 5xx answer fails the email for good and puts
// its address on the suppression list. A crashed process's lease simply expires.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { EmailSuppression } from '../../../entities/EmailSuppression';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import type { MailConfig } from '../../config';
import { CONFIRMATION_LIFETIME_MS } from './subscriptionTokens';

/** How long a claim holds: far longer than one SMTP exchange, short enough that a crash delays mail little. */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

const CLAIMABLE = ['queued', 'sending'];

export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** A 5xx SMTP answer: the address or the message is refused for good. Anything else may pass later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The ids of emails due now and not leased, oldest first. */
function dueIds(db: DataSource, limit: number, now: Date) {
  return db
    .getRepository(OutboxEmail)
    .createQueryBuilder('e')
    .select('e.id', 'id')
    .where('e.status IN (:...claimable)', { claimable: CLAIMABLE })
    .andWhere('e.nextAttemptAt <= :now', { now })
    .andWhere('(e.leaseUntil IS NULL OR e.leaseUntil < :now)', { now })
    .orderBy('e.id', 'ASC')
    .limit(limit)
    .getRawMany<{ id: number | string }>();
}

async function claim(db: DataSource, due: { id: number | string }[], now: Date): Promise<OutboxEmail[]> {
  const repo = db.getRepository(OutboxEmail);
  const claimed: OutboxEmail[] = [];
  for (const { id } of due) {
    const result = await repo
      .createQueryBuilder()
      .update(OutboxEmail)
      .set({ status: 'sending', leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: () => 'attempts + 1' })
      .where('id = :id', { id: Number(id) })
      .andWhere('status IN (:...claimable)', { claimable: CLAIMABLE })
      .andWhere('(leaseUntil IS NULL OR leaseUntil < :now)', { now })
      .execute();
    if (result.affected === 1) claimed.push(await repo.findOneByOrFail({ id: Number(id) }));
  }
  return claimed;
}

/** Emails sent in the last minute, by every process: what the rate limit has left. */
async function sendingBudget(db: DataSource, ratePerMinute: number, now: Date): Promise<number> {
  const repo = db.getRepository(OutboxEmail);
  const recent = await repo.createQueryBuilder('e').where('e.sentAt > :since', { since: new Date(now.getTime() - 60_000) }).getCount();
  const inFlight = await repo.createQueryBuilder('e').where('e.status = :sending', { sending: 'sending' }).andWhere('e.leaseUntil >= :now', { now }).getCount();
  return Math.max(0, ratePerMinute - recent - inFlight);
}

async function deliver(db: DataSource, transport: Transporter, from: string, email: OutboxEmail): Promise<void> {
  const repo = db.getRepository(OutboxEmail);
  if (email.kind === 'confirmation' && email.createdAt.getTime() < Date.now() - CONFIRMATION_LIFETIME_MS) {
    await repo.update(email.id, { status: 'failed', leaseUntil: null, lastError: 'Not sent: its confirmation link had expired' });
    return;
  }
  const suppressed = await db.getRepository(EmailSuppression).findOneBy({ email: email.toAddress });
  if (suppressed) {
    await repo.update(email.id, { status: 'failed', leaseUntil: null, lastError: `Not sent: ${email.toAddress} bounced before (${suppressed.reason})` });
    return;
  }
  try {
    await transport.sendMail({
      from,
      to: email.toAddress,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      html: email.html,
      text: email.text,
      // Prepared: written as one line, as stored (folded, a long List-Unsubscribe has broken DKIM for some senders).
      headers: Object.entries(JSON.parse(email.headers) as Record<string, string>).map(([key, value]) => ({ key, value: { prepared: true, value } })),
    });
    await repo.update(email.id, { status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null });
  } catch (error) {
    const reason = describe(error);
    if (isPermanent(error) || email.attempts >= MAX_ATTEMPTS) {
      await repo.update(email.id, { status: 'failed', leaseUntil: null, lastError: reason });
      if (isPermanent(error)) await db.getRepository(EmailSuppression).upsert({ email: email.toAddress, reason, createdAt: new Date() }, ['email']);
      return;
    }
    await repo.update(email.id, { status: 'queued', leaseUntil: null, lastError: reason, nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts)) });
  }
}

/** One round: claim what is due (within the rate limit) and send it. Answers how many were claimed. */
export async function sendDueEmails(db: DataSource, transport: Transporter, mail: MailConfig, now = new Date()): Promise<number> {
  // An idle outbox costs one query a round: the rate limit is counted only when something is due.
  const due = await dueIds(db, BATCH, now);
  if (due.length === 0) return 0;
  const budget = await sendingBudget(db, mail.ratePerMinute, now);
  const claimed = await claim(db, due.slice(0, budget), now);
  for (const email of claimed) await deliver(db, transport, mail.from, email);
  return claimed.length;
}

export interface MailSender {
  stop(): Promise<void>;
}

/** Starts the loop; without SMTP_URL there is nothing to start (mail waits in the outbox). */
export function startMailSender(db: DataSource, mail: MailConfig): MailSender | undefined {
  if (!mail.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    round = (async () => {
      try {
        // A full batch means more may be due: go again at once.
        while (!stopped && (await sendDueEmails(db, transport, mail)) === BATCH) {}
      } catch (error) {
        console.error('[mail] sending failed:', describe(error));
      }
      if (!stopped) timer = setTimeout(tick, mail.pollMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      transport.close();
    },
  };
}
