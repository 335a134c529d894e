// The owner's hold on a send: a send that has not started (it waits for its item's time) can be
// cancelled; once started, the rest of its emails can be paused and resumed. Pausing moves the
// send's queued emails to 'paused', which the outbox's sender never claims; those already being
// delivered finish.
import { serialTransaction } from '../../lib/serialTransaction';
import { In, type DataSource } from 'typeorm';
import { NewsletterSend, type NewsletterSendStatus } from '../../../entities/NewsletterSend';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import { ConflictError, NotFoundError } from '../../errors';
import type { SendableArea } from './newsletterSends';

async function sendOf(db: DataSource, area: SendableArea, itemId: number): Promise<NewsletterSend> {
  const send = await db.getRepository(NewsletterSend).findOneBy({ area, itemId });
  if (!send) throw new NotFoundError('It has not been sent: there is no send');
  return send;
}

export async function cancelSend(db: DataSource, area: SendableArea, itemId: number): Promise<{ cancelled: true }> {
  const send = await sendOf(db, area, itemId);
  // Conditional: a process starting it at this moment wins, and then it has started.
  const result = send.status === 'scheduled' ? await db.getRepository(NewsletterSend).delete({ id: send.id, status: 'scheduled' }) : { affected: 0 };
  if (result.affected !== 1) throw new ConflictError('This send has started: pause it instead');
  return { cancelled: true };
}

/** Moves the send from `from` to `to`, and its emails from one outbox status to the other. */
async function switchSend(db: DataSource, send: NewsletterSend, from: NewsletterSendStatus, to: NewsletterSendStatus, emails: { from: 'queued' | 'paused'; to: 'queued' | 'paused' }) {
  return serialTransaction(db, async (manager) => {
    const switched = await manager.getRepository(NewsletterSend).update({ id: send.id, status: from }, { status: to });
    if (switched.affected !== 1) return null;
    const moved = await manager.getRepository(OutboxEmail).update({ sendId: send.id, status: In([emails.from]) }, { status: emails.to });
    return moved.affected ?? 0;
  });
}

export async function pauseSend(db: DataSource, area: SendableArea, itemId: number): Promise<{ status: 'paused'; held: number }> {
  const send = await sendOf(db, area, itemId);
  if (send.status === 'scheduled') throw new ConflictError('This send has not started: cancel it instead');
  if (send.status === 'paused') return { status: 'paused', held: 0 };
  const held = await switchSend(db, send, 'started', 'paused', { from: 'queued', to: 'paused' });
  if (held === null) return pauseSend(db, area, itemId); // changed meanwhile: answer for what it is now
  return { status: 'paused', held };
}

export async function resumeSend(db: DataSource, area: SendableArea, itemId: number): Promise<{ status: 'started'; released: number }> {
  const send = await sendOf(db, area, itemId);
  if (send.status === 'scheduled') throw new ConflictError('This send has not started: it goes at the item’s time');
  if (send.status === 'started') return { status: 'started', released: 0 };
  const released = await switchSend(db, send, 'paused', 'started', { from: 'paused', to: 'queued' });
  if (released === null) return resumeSend(db, area, itemId);
  return { status: 'started', released };
}
