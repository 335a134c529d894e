// Subscribers of an import, with their consent as the source recorded it: someone unsubscribed
// there stays unsubscribed here, and only those the source says confirmed are confirmed. Nobody is
// emailed. An address already here keeps its state, unless the source says it unsubscribed.
import { In } from 'typeorm';
import { NewsletterSubscriber } from '../../../entities';
import { importedLabels } from '../../../entities/subscriberLabels';
import type { Store } from '../../db';
import type { ImportReport } from './importReport';
import type { SourceSubscriber } from './sourceTypes';

const CHUNK = 500;
/** The subscriber's `source`: how they came to the list. */
export const IMPORTED_SUBSCRIBER_SOURCE = 'import';

export interface PlannedSubscribers {
  add: SourceSubscriber[];
  /** Here and subscribed, but unsubscribed at the source. */
  unsubscribe: number[];
}

export async function planSubscribers(db: Store, subscribers: SourceSubscriber[], report: ImportReport): Promise<PlannedSubscribers> {
  const known = new Map<string, NewsletterSubscriber>();
  for (let i = 0; i < subscribers.length; i += CHUNK) {
    const emails = subscribers.slice(i, i + CHUNK).map((subscriber) => subscriber.email);
    for (const row of await db.getRepository(NewsletterSubscriber).findBy({ email: In(emails) })) known.set(row.email, row);
  }
  const plan: PlannedSubscribers = { add: [], unsubscribe: [] };
  for (const subscriber of subscribers) {
    const here = known.get(subscriber.email);
    if (!here) plan.add.push(subscriber);
    else if (here.isActive && !subscriber.subscribed) plan.unsubscribe.push(here.id);
    else report.count('skipped', 'subscribers');
  }
  report.count('created', 'subscribers', plan.add.length);
  report.count('updated', 'subscribers', plan.unsubscribe.length);
  return plan;
}

export async function writeSubscribers(db: Store, plan: PlannedSubscribers, now = new Date()): Promise<void> {
  const rows = plan.add.map((subscriber) => {
    const since = subscriber.subscribedAt ?? now;
    return {
      email: subscriber.email,
      name: subscriber.name ?? null,
      subscribedAt: since,
      isActive: subscriber.subscribed && subscriber.confirmed,
      confirmedAt: subscriber.confirmed ? since : null,
      unsubscribedAt: subscriber.subscribed ? null : now,
      source: IMPORTED_SUBSCRIBER_SOURCE,
      labels: importedLabels(subscriber.labels),
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) await db.getRepository(NewsletterSubscriber).insert(rows.slice(i, i + CHUNK));
  for (let i = 0; i < plan.unsubscribe.length; i += CHUNK) {
    await db.getRepository(NewsletterSubscriber).update({ id: In(plan.unsubscribe.slice(i, i + CHUNK)) }, { isActive: false, unsubscribedAt: now });
  }
}
