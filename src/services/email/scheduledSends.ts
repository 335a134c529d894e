// Sends that wait for their item's time. Every process looks, as often as its outbox does: the
// first to find a scheduled send whose item is now public starts it with a conditional UPDATE, in
// the transaction that writes its emails, so it goes out once whichever process gets there, and a
// process that dies half-way leaves it scheduled for the next (nothing of it was written). A
// paused send's emails that went back to the queue in flight (a retry) are held back again here.
import { type PollingLoop, startPollingLoop } from '../../lib/pollingLoop';
import { serialTransaction } from '../../lib/serialTransaction';
import { In, type DataSource } from 'typeorm';
import { NewsletterSend } from '../../../entities/NewsletterSend';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import { currentEmailIdentity } from './emailIdentity';
import { sendableItem, writeWholeSend, type SendableArea } from './newsletterSends';
import type { SendContext } from './sendRecipients';


/** Starts the one scheduled send if its item is public now and no process started it yet; answers whether this call did. */
async function releaseSend(db: DataSource, send: NewsletterSend, context: SendContext, now: Date): Promise<boolean> {
  const item = await sendableItem(db, send.area as SendableArea, send.itemId, context.siteUrl, now.getTime()).catch(() => null);
  if (!item) {
    await db.getRepository(NewsletterSend).delete({ id: send.id, status: 'scheduled' }); // its item is gone
    return false;
  }
  if (!item.published) return false; // not yet, or unpublished again: it waits for the item
  const sender = await currentEmailIdentity(db);
  return serialTransaction(db, async (manager) => {
    const won = await manager.getRepository(NewsletterSend).update({ id: send.id, status: 'scheduled' }, { status: 'started', startedAt: now });
    if (won.affected !== 1) return false;
    await writeWholeSend(manager, { ...send, status: 'started', startedAt: now }, item, sender, context);
    return true;
  });
}

/** One look: starts the due scheduled sends, and keeps paused ones held. Answers how many sends this call started. */
export async function releaseDueSends(db: DataSource, context: SendContext, now = new Date()): Promise<number> {
  const waiting = await db.getRepository(NewsletterSend).find({ where: { status: In(['scheduled', 'paused']) } });
  if (waiting.length === 0) return 0;
  const paused = waiting.filter((send) => send.status === 'paused').map((send) => send.id);
  if (paused.length > 0) await db.getRepository(OutboxEmail).update({ sendId: In(paused), status: 'queued' }, { status: 'paused' });
  let started = 0;
  for (const send of waiting.filter((entry) => entry.status === 'scheduled')) {
    if (await releaseSend(db, send, context, now)) started += 1;
  }
  return started;
}

export type ScheduledSends = PollingLoop;

/** Looks every `pollMs`, mail delivered or not (without SMTP the emails wait in the outbox, like any). */
export function startScheduledSends(db: DataSource, context: SendContext, pollMs: number): ScheduledSends {
  return startPollingLoop(pollMs, '[mail] starting a scheduled send failed', async () => {
    await releaseDueSends(db, context);
  });
}
