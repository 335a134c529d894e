// The sender every process runs: it claims due emails from the outbox in batches, each with one
// UPDATE that marks the batch with this claim's token and a lease (only one process can win a
// row; the same on MySQL and SQLite), sends them several at a time over pooled SMTP connections,
// and records each result as it comes. So a send goes out at the rate the owner sets
// (MAIL_RATE_PER_MINUTE) and the SMTP server allows, not one email per round trip. A crashed
// process's lease simply expires, and an email is marked sent right after its delivery.
//
// Who a refusal is aimed at decides what it does (./smtpFailures.ts): a refused recipient fails
// its email and suppresses its address; a fault of the sending setup (connection, TLS, login,
// the From address, or the same refusal for many recipients in a row) fails nothing, suppresses
// nobody, puts the batch back and pauses the outbox (./mailPause.ts) until the setup works.
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { In, type DataSource } from 'typeorm';
import { EmailSuppression } from '../../../entities/EmailSuppression';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import type { MailConfig } from '../../config';
import { currentSender } from './emailIdentity';
import { clearMailFault, currentMailFault, recordMailFault } from './mailPause';
import { messageIdOf, PROVIDER_METADATA_HEADER } from './messageIds';
import { isSingleMailbox, storedSiteHeaders } from './outboxRules';
import { classifySmtpFailure, refusalSignature } from './smtpFailures';

type Sender = Awaited<ReturnType<typeof currentSender>>;
import { CONFIRMATION_LIFETIME_MS } from './subscriptionTokens';
import { startPollingLoop } from '../../lib/pollingLoop';

/** How long a claim holds: far longer than one batch, short enough that a crash delays mail little. */
const LEASE_MS = 2 * 60_000;
/** Emails claimed at once; the pool sends them over SMTP_CONNECTIONS connections. */
export const BATCH = 50;
const SMTP_CONNECTIONS = 5;
const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
/** The same refusal (code and enhanced status) for this many different recipients in a row is the setup's fault, not theirs. */
const SAME_REFUSAL_IN_A_ROW = 5;

const CLAIMABLE = ['queued', 'sending'];

export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

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

/** Claims what it can of `ids` in one UPDATE; answers the rows this claim won, in id order. */
async function claim(db: DataSource, ids: number[], now: Date): Promise<OutboxEmail[]> {
  if (ids.length === 0) return [];
  const claimToken = randomBytes(12).toString('hex');
  const repo = db.getRepository(OutboxEmail);
  await repo
    .createQueryBuilder()
    .update(OutboxEmail)
    .set({ status: 'sending', claimToken, leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: () => 'attempts + 1' })
    .where('id IN (:...ids)', { ids })
    .andWhere('status IN (:...claimable)', { claimable: CLAIMABLE })
    .andWhere('(leaseUntil IS NULL OR leaseUntil < :now)', { now })
    .execute();
  return repo.find({ where: { claimToken }, order: { id: 'ASC' } });
}

/** Emails sent in the last minute, by every process: what the rate limit has left. */
async function sendingBudget(db: DataSource, ratePerMinute: number, now: Date): Promise<number> {
  const repo = db.getRepository(OutboxEmail);
  const recent = await repo.createQueryBuilder('e').where('e.sentAt > :since', { since: new Date(now.getTime() - 60_000) }).getCount();
  const inFlight = await repo.createQueryBuilder('e').where('e.status = :sending', { sending: 'sending' }).andWhere('e.leaseUntil >= :now', { now }).getCount();
  return Math.max(0, ratePerMinute - recent - inFlight);
}

type Outcome =
  | { kind: 'sent' | 'done' }
  | { kind: 'refused'; signature: string; reason: string; email: OutboxEmail }
  | { kind: 'setup'; reason: string; email: OutboxEmail };

async function deliver(db: DataSource, transport: Transporter, sender: Sender, email: OutboxEmail, suppressed: Map<string, string>): Promise<Outcome> {
  const repo = db.getRepository(OutboxEmail);
  // Only while this claim holds the row: a restore meanwhile may have put another email under its id.
  const finish = (changes: Partial<OutboxEmail>) => repo.update({ id: email.id, claimToken: email.claimToken ?? '' }, { leaseUntil: null, claimToken: null, ...changes });
  // The last gate for a row from anywhere: one recipient, and only the headers the site writes.
  if (!isSingleMailbox(email.toAddress)) {
    await finish({ status: 'failed', lastError: 'Not sent: its address is not a single email address' });
    return { kind: 'done' };
  }
  if (email.kind === 'confirmation' && email.createdAt.getTime() < Date.now() - CONFIRMATION_LIFETIME_MS) {
    await finish({ status: 'failed', lastError: 'Not sent: its confirmation link had expired' });
    return { kind: 'done' };
  }
  const bounced = suppressed.get(email.toAddress);
  if (bounced !== undefined) {
    await finish({ status: 'failed', lastError: `Not sent: ${email.toAddress} bounced before (${bounced})` });
    return { kind: 'done' };
  }
  try {
    await transport.sendMail({
      from: sender.from,
      to: email.toAddress,
      ...(email.replyTo && isSingleMailbox(email.replyTo) ? { replyTo: { name: email.replyToName ?? '', address: email.replyTo } } : sender.replyTo ? { replyTo: sender.replyTo } : {}),
      subject: email.subject,
      // Ours, so a provider's later report of a bounce or complaint names the email (./providerEvents.ts).
      messageId: messageIdOf(email, sender.from.address),
      html: email.html,
      text: email.text,
      // Prepared: written as one line, as stored (folded, a long List-Unsubscribe has broken DKIM for some senders).
      headers: [
        ...Object.entries(storedSiteHeaders(email.headers)).map(([key, value]) => ({ key, value: { prepared: true, value } })),
        { key: PROVIDER_METADATA_HEADER, value: String(email.id) },
      ],
    });
    await finish({ status: 'sent', sentAt: new Date(), lastError: null });
    return { kind: 'sent' };
  } catch (error) {
    const reason = describe(error);
    switch (classifySmtpFailure(error)) {
      case 'setup':
        return { kind: 'setup', reason, email }; // put back by the round, with the rest of its batch
      case 'recipient':
        await finish({ status: 'failed', lastError: reason });
        await db.getRepository(EmailSuppression).upsert({ email: email.toAddress, reason, createdAt: new Date(), sendId: email.sendId }, ['email']);
        return { kind: 'refused', signature: refusalSignature(error), reason, email };
      case 'message':
        await finish({ status: 'failed', lastError: reason });
        return { kind: 'done' };
      case 'later':
        if (email.attempts >= MAX_ATTEMPTS) await finish({ status: 'failed', lastError: reason });
        else await finish({ status: 'queued', lastError: reason, nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts)) });
        return { kind: 'done' };
    }
  }
}

/**
 * Puts emails back as they were before this attempt: due now, the attempt not counted. Either
 * still claimed by this round (a setup fault), or refused and failed by it (`refused`: their
 * addresses are no longer suppressed by it); a row a restore put under the same id meanwhile is
 * neither, and stays as it is.
 */
async function putBack(db: DataSource, emails: OutboxEmail[], reason: string, refused = false): Promise<void> {
  if (emails.length === 0) return;
  const ids = emails.map((email) => email.id);
  if (refused) await db.getRepository(EmailSuppression).delete({ email: In(emails.map((email) => email.toAddress)) });
  const rows = db
    .getRepository(OutboxEmail)
    .createQueryBuilder()
    .update(OutboxEmail)
    .set({ status: 'queued', leaseUntil: null, claimToken: null, lastError: `Not sent yet: ${reason}`, attempts: () => 'attempts - 1' })
    .where('id IN (:...ids)', { ids });
  if (refused) rows.andWhere('status = :failed AND claimToken IS NULL', { failed: 'failed' });
  else rows.andWhere('claimToken IN (:...claims)', { claims: [...new Set(emails.map((email) => email.claimToken ?? ''))] });
  await rows.execute();
}

/** Refusals of different recipients in a row, across rounds, by one sender. */
interface RefusalStreak {
  signature: string;
  refused: Extract<Outcome, { kind: 'refused' }>[];
}

const streaks = new WeakMap<Transporter, RefusalStreak>();

/** The same refusal for SAME_REFUSAL_IN_A_ROW different recipients in a row: those refusals, to be undone. */
function sameRefusalInARow(transport: Transporter, outcomes: Outcome[]): RefusalStreak['refused'] | undefined {
  const none = (): RefusalStreak => ({ signature: '', refused: [] });
  let streak = streaks.get(transport) ?? none();
  for (const outcome of outcomes) {
    if (outcome.kind === 'sent') streak = none();
    if (outcome.kind !== 'refused') continue;
    if (outcome.signature !== streak.signature) streak = { signature: outcome.signature, refused: [] };
    if (!streak.refused.some(({ email }) => email.toAddress === outcome.email.toAddress)) streak.refused.push(outcome);
  }
  const blamed = streak.refused.length >= SAME_REFUSAL_IN_A_ROW ? streak.refused : undefined;
  streaks.set(transport, blamed ? none() : streak);
  return blamed;
}

/** One round: claim what is due (within the rate limit and unless a setup fault holds the outbox) and send it. Answers how many were claimed. */
export async function sendDueEmails(db: DataSource, transport: Transporter, mail: MailConfig, now = new Date()): Promise<number> {
  // An idle outbox costs one query a round: the rest is asked only when something is due.
  const due = await dueIds(db, BATCH, now);
  if (due.length === 0) return 0;
  const fault = await currentMailFault(db);
  if (fault && fault.retryAt > now) return 0;
  const budget = await sendingBudget(db, mail.ratePerMinute, now);
  const claimed = await claim(db, due.slice(0, budget).map(({ id }) => Number(id)), now);
  if (claimed.length === 0) return 0;
  const addresses = [...new Set(claimed.map((email) => email.toAddress))];
  const suppressions = await db.getRepository(EmailSuppression).find({ select: { email: true, reason: true }, where: { email: In(addresses) } });
  const suppressed = new Map(suppressions.map((row) => [row.email, row.reason]));

  const sender = await currentSender(db, mail.from);
  const outcomes = await Promise.all(claimed.map((email) => deliver(db, transport, sender, email, suppressed)));

  const setupFaults = outcomes.filter((outcome) => outcome.kind === 'setup');
  const blamedRefusals = sameRefusalInARow(transport, outcomes);
  if (setupFaults.length > 0 || blamedRefusals) {
    const reason = setupFaults[0]?.reason ?? `the same refusal for ${blamedRefusals?.length} different recipients in a row: ${blamedRefusals?.[0].reason}`;
    await putBack(db, setupFaults.map((outcome) => outcome.email), reason);
    if (blamedRefusals) await putBack(db, blamedRefusals.map((outcome) => outcome.email), reason, true);
    await recordMailFault(db, reason, now);
  } else if (fault && outcomes.some((outcome) => outcome.kind === 'sent')) {
    await clearMailFault(db);
  }
  return claimed.length;
}

export interface MailSender {
  stop(): Promise<void>;
}

/** The pooled SMTP connections to SMTP_URL, signing every message when DKIM is configured. */
export function createMailTransport(mail: MailConfig & { smtpUrl: string }): Transporter {
  return nodemailer.createTransport({ url: mail.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS, maxMessages: 100, ...(mail.dkim ? { dkim: mail.dkim } : {}) });
}

/** Starts the loop; without SMTP_URL there is nothing to start (mail waits in the outbox). */
export function startMailSender(db: DataSource, mail: MailConfig): MailSender | undefined {
  if (!mail.smtpUrl) return undefined;
  const transport = createMailTransport({ ...mail, smtpUrl: mail.smtpUrl });
  const loop = startPollingLoop(mail.pollMs, '[mail] sending failed', async (stopped) => {
    // A full batch means more may be due: go again at once.
    while (!stopped() && (await sendDueEmails(db, transport, mail)) === BATCH) {}
  });
  return {
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
