// Bounces and complaints a provider reports after the SMTP answer, once the webhook that carried
// them is verified (./webhookAuth.ts): a permanent failure suppresses the address (never mailed
// again until the owner clears it), a complaint unsubscribes it. Each event is stored under the
// provider's own key, so a replay is refused and counts nothing twice; it names its email by our
// Message-ID or the outbox id we sent as metadata (./messageIds.ts), and so its send, whose
// figures count it (./sendFigures.ts).
import type { DataSource, EntityManager } from 'typeorm';
import { EmailEvent, type EmailEventKind } from '../../../entities/EmailEvent';
import { EmailSuppression } from '../../../entities/EmailSuppression';
import { NewsletterSubscriber } from '../../../entities/NewsletterSubscriber';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import { HttpError } from '../../errors';
import { parseMessageId } from './messageIds';

export interface ProviderEvent {
  provider: 'mailgun' | 'postmark';
  /** The provider's unique key for this report (Mailgun's token, Postmark's event id). */
  eventKey: string;
  kind: EmailEventKind;
  email: string;
  /** What the provider said, for the suppression's reason. */
  description: string;
  /** Our Message-ID as the provider quotes it, and/or the outbox id we sent as metadata. */
  messageId?: unknown;
  outboxId?: unknown;
}

export class ReplayedEventError extends HttpError {
  constructor() {
    super(403, 'This event was already received');
  }
}

/** The outbox email the event names, if it is ours and was sent to that very address. */
async function emailOfEvent(manager: EntityManager, event: ProviderEvent): Promise<OutboxEmail | null> {
  const named = parseMessageId(event.messageId);
  const id = named?.id ?? (typeof event.outboxId === 'string' && /^[1-9]\d{0,9}$/.test(event.outboxId) ? Number(event.outboxId) : undefined);
  if (id === undefined) return null;
  const row = await manager.getRepository(OutboxEmail).findOne({ select: { id: true, toAddress: true, createdAt: true, sendId: true }, where: { id } });
  if (!row || row.toAddress !== event.email) return null;
  if (named && row.createdAt.getTime() !== named.createdAtMs) return null;
  return row;
}

/** Records the event and applies it, in the caller's transaction: a replay (its key stored already) throws ReplayedEventError. */
export async function applyProviderEventIn(manager: EntityManager, event: ProviderEvent): Promise<{ received: true; kind: EmailEventKind }> {
  const email = event.email.trim().toLowerCase();
  const sendId = (await emailOfEvent(manager, { ...event, email }))?.sendId ?? null;
  try {
    await manager.getRepository(EmailEvent).insert({ provider: event.provider, eventKey: event.eventKey, kind: event.kind, email, sendId, createdAt: new Date() });
  } catch {
    throw new ReplayedEventError();
  }
  if (event.kind === 'bounced') {
    const reason = `Bounced after delivery (reported by ${event.provider === 'mailgun' ? 'Mailgun' : 'Postmark'}): ${event.description}`.slice(0, 1000);
    await manager.getRepository(EmailSuppression).upsert({ email, reason, createdAt: new Date(), sendId }, ['email']);
  } else {
    await manager.getRepository(NewsletterSubscriber).createQueryBuilder().update().set({ isActive: false, unsubscribedAt: new Date(), unsubscribedSendId: sendId }).where('email = :email AND isActive = :active', { email, active: true }).execute();
  }
  return { received: true as const, kind: event.kind };
}

export function applyProviderEvent(db: DataSource, event: ProviderEvent): Promise<{ received: true; kind: EmailEventKind }> {
  return db.transaction((manager) => applyProviderEventIn(manager, event));
}
