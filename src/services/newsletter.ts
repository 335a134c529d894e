// Subscribing, confirming and unsubscribing. With double opt-in (the default) a new address
// stays inactive until its owner confirms from the emailed link; the answer to the public form
// is the same whatever the address's state, so the form reveals nobody; a repeated signup
// sends at most one confirmation an hour.
import { currentEmailIdentity } from './email/emailIdentity';
import { IsNull, Not, type DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../entities';
import type { SubscribeResultDto } from '../../views/api/types';
import type { MailConfig } from '../config';
import { confirmationEmail } from './email/confirmationEmail';
import { enqueueEmail } from './email/outbox';
import { welcomeReader } from './email/welcomeEmail';
import { confirmToken, confirmTokenIssuedAt, confirmUrl, isValidToken, tokenSubscriberId, type TokenPurpose } from './email/subscriptionTokens';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The one rule of who receives newsletters: an active address whose owner confirmed it (by the
 * emailed link, or by signing up while single opt-in was on; rows from before double opt-in
 * count as confirmed). Sends, their counts and the admin's list all read it here.
 */
export const RECEIVES_NEWSLETTERS = { isActive: true, confirmedAt: Not(IsNull()) };
export const receivesNewsletters = (subscriber: Pick<NewsletterSubscriber, 'isActive' | 'confirmedAt'>) => subscriber.isActive && subscriber.confirmedAt !== null;

/**
 * Whether an address may be made active again without a new confirmation (the unsubscribe page's
 * "Subscribe again", the admin's Reactivate): only one its owner confirmed, and, for the
 * subscriber's own link, not one the owner deactivated.
 */
export const mayResubscribe = (subscriber: Pick<NewsletterSubscriber, 'confirmedAt' | 'deactivatedAt'>) => subscriber.confirmedAt !== null && subscriber.deactivatedAt === null;

/** The spec's answer, whatever the address's state; whether a confirmation email is on its way is the site's setting, the same for all. */
export const subscribedAnswer = (doubleOptIn: boolean): SubscribeResultDto => ({ success: true, message: 'Subscribed', confirmByEmail: doubleOptIn });
const CONFIRMATION_INTERVAL_MS = 60 * 60_000;

export interface SubscribeContext {
  mail: Pick<MailConfig, 'doubleOptIn' | 'signingSecret'>;
  siteUrl: string;
  source?: string;
}

/** Single opt-in: one statement inserts the row or re-activates the existing one. */
async function subscribeAtOnce(db: DataSource, email: string, source: string | null): Promise<void> {
  const now = new Date();
  await db
    .getRepository(NewsletterSubscriber)
    .createQueryBuilder()
    .insert()
    // An address waiting for its confirmation from earlier is confirmed now: its owner asked again.
    .values({ email, subscribedAt: now, isActive: true, confirmedAt: now, unsubscribedAt: null, source })
    .orUpdate(['isActive', 'confirmedAt', 'unsubscribedAt'], ['email'])
    .updateEntity(false)
    .execute();
}

async function findOrAdd(db: DataSource, email: string, source: string | null): Promise<NewsletterSubscriber> {
  const repo = db.getRepository(NewsletterSubscriber);
  const existing = await repo.findOneBy({ email });
  if (existing) return existing;
  try {
    await repo.insert({ email, subscribedAt: new Date(), isActive: false, source });
  } catch {
    // the same address signed up at the same moment: the other insert won
  }
  return repo.findOneByOrFail({ email });
}

/** Claims this hour's confirmation email for the subscriber: one UPDATE, so two signups at once send one. */
async function claimConfirmation(db: DataSource, id: number, now: Date): Promise<boolean> {
  const result = await db
    .getRepository(NewsletterSubscriber)
    .createQueryBuilder()
    .update()
    .set({ confirmationSentAt: now })
    .where('id = :id', { id })
    // An address that left since the last email gets a new one at once: its old link no longer confirms.
    .andWhere('(confirmationSentAt IS NULL OR confirmationSentAt < :since OR confirmationSentAt <= unsubscribedAt OR confirmationSentAt <= deactivatedAt)', {
      since: new Date(now.getTime() - CONFIRMATION_INTERVAL_MS),
    })
    .execute();
  return result.affected === 1;
}

export async function subscribe(db: DataSource, rawEmail: string, context: SubscribeContext): Promise<SubscribeResultDto> {
  const email = normaliseEmail(rawEmail);
  const source = context.source ?? null;
  if (!context.mail.doubleOptIn) {
    await subscribeAtOnce(db, email, source);
    await welcomeReader(db, email, { siteUrl: context.siteUrl, signingSecret: context.mail.signingSecret });
    return subscribedAnswer(context.mail.doubleOptIn);
  }
  const subscriber = await findOrAdd(db, email, source);
  const now = new Date();
  if (!subscriber.isActive && (await claimConfirmation(db, subscriber.id, now))) {
    const token = confirmToken(context.mail.signingSecret, subscriber.id, email, now.getTime());
    await enqueueEmail(db, confirmationEmail(email, confirmUrl(context.siteUrl, token), await currentEmailIdentity(db)), now);
  }
  return subscribedAnswer(context.mail.doubleOptIn);
}

/** The subscriber a confirm or unsubscribe link names, if the link is genuine (and, to confirm, not expired). */
export async function subscriberOfToken(db: DataSource, secret: string, purpose: TokenPurpose, token: string): Promise<NewsletterSubscriber | undefined> {
  const id = tokenSubscriberId(token);
  const subscriber = id === undefined ? null : await db.getRepository(NewsletterSubscriber).findOneBy({ id });
  return subscriber && isValidToken(secret, purpose, token, subscriber) ? subscriber : undefined;
}

/**
 * A confirmation link confirms the signup it was sent for, and nothing later: one issued before
 * the address left (its owner unsubscribed, or the site's owner deactivated it) no longer counts.
 */
export function confirmationStillPending(subscriber: Pick<NewsletterSubscriber, 'unsubscribedAt' | 'deactivatedAt'>, token: string): boolean {
  const issuedAt = confirmTokenIssuedAt(token);
  return [subscriber.unsubscribedAt, subscriber.deactivatedAt].every((leftAt) => leftAt === null || leftAt.getTime() < issuedAt);
}

/** Confirms the address if the link still may (see confirmationStillPending), in one conditional UPDATE so a leaving at the same moment wins. */
export async function confirmSubscriber(db: DataSource, subscriber: NewsletterSubscriber, token: string): Promise<boolean> {
  const issuedAt = new Date(confirmTokenIssuedAt(token));
  const result = await db
    .getRepository(NewsletterSubscriber)
    .createQueryBuilder()
    .update()
    .set({ isActive: true, confirmedAt: subscriber.confirmedAt ?? new Date(), unsubscribedAt: null, deactivatedAt: null })
    .where('id = :id', { id: subscriber.id })
    .andWhere('(unsubscribedAt IS NULL OR unsubscribedAt < :issuedAt)', { issuedAt })
    .andWhere('(deactivatedAt IS NULL OR deactivatedAt < :issuedAt)', { issuedAt })
    .execute();
  return result.affected === 1;
}

/** The unsubscribe page's "Subscribe again" (its caller checked mayResubscribe). */
export async function resubscribeSubscriber(db: DataSource, subscriber: NewsletterSubscriber): Promise<void> {
  await db.getRepository(NewsletterSubscriber).update({ id: subscriber.id, deactivatedAt: IsNull() }, { isActive: true, unsubscribedAt: null });
}

/** Unsubscribes; `fromSendId` is the newsletter send whose email's link was used, when known. */
export async function unsubscribeSubscriber(db: DataSource, subscriber: NewsletterSubscriber, fromSendId: number | null = null): Promise<void> {
  if (!subscriber.isActive && subscriber.unsubscribedAt) return;
  await db.getRepository(NewsletterSubscriber).update(subscriber.id, { isActive: false, unsubscribedAt: new Date(), unsubscribedSendId: fromSendId });
}
