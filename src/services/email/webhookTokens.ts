// Mailgun signs a webhook's timestamp and token, not its body: a token seen once, with any event
// (one the site ignores included), must never be accepted again with another body. Every verified
// token is kept in the database, which every process shares, until its timestamp falls out of the
// 5-minute window (plus a margin for clocks); stale ones are forgotten as new ones arrive, so the
// memory holds at most the tokens of one window.
import { type DataSource, type EntityManager, LessThan } from 'typeorm';
import { WebhookToken } from '../../../entities/WebhookToken';
import { HttpError } from '../../errors';
import { applyProviderEventIn, type ProviderEvent, ReplayedEventError } from './providerEvents';
import { type MailgunSignature, WEBHOOK_MAX_AGE_MS } from './webhookAuth';

/** How long past its window a token is still remembered: clocks of Mailgun and this host may differ. */
export const TOKEN_MARGIN_MS = 60_000;

/** Keeps the token until its timestamp is stale, in the caller's transaction; throws ReplayedEventError when it was seen before. */
async function rememberToken(manager: EntityManager, { timestamp, token }: MailgunSignature): Promise<void> {
  try {
    await manager.getRepository(WebhookToken).insert({ token, keepUntil: new Date(Number(timestamp) * 1000 + WEBHOOK_MAX_AGE_MS + TOKEN_MARGIN_MS) });
  } catch {
    throw new ReplayedEventError();
  }
}

const IGNORED = { received: true, ignored: true } as const;

/**
 * A verified Mailgun webhook: its token remembered, and its event (read by `eventOf`, undefined
 * when the site ignores it) applied, together. A body refused as unreadable (a 4xx) still uses
 * its token up: it is committed, then the refusal is thrown.
 */
export async function receiveMailgunEvent(db: DataSource, signature: MailgunSignature, eventOf: () => ProviderEvent | undefined, now = new Date()) {
  // Stale tokens go first, on their own: a range delete inside each webhook's transaction would
  // hold locks a wave of concurrent webhooks then waits on.
  await db.getRepository(WebhookToken).delete({ keepUntil: LessThan(now) });
  let refused: unknown;
  const answer = await db.transaction(async (manager) => {
    await rememberToken(manager, signature);
    let event: ProviderEvent | undefined;
    try {
      event = eventOf();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      refused = error;
      return undefined;
    }
    return event ? applyProviderEventIn(manager, event) : IGNORED;
  });
  if (refused) throw refused;
  return answer;
}
