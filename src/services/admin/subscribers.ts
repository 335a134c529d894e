// The newsletter list for the admin: the table and its CSV export, and the owner's changes to one subscriber.
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../../entities';
import type { AdminSubscriberDto } from '../../../views/api/adminTypes';
import { ConflictError, NotFoundError } from '../../errors';
import { receivesNewsletters } from '../newsletter';
import { toCsv } from '../../lib/csv';

export const SUBSCRIBERS_CSV_HEADER = ['Email', 'Subscribed At', 'Status'];

export async function listSubscribers(db: DataSource): Promise<AdminSubscriberDto[]> {
  const rows = await db.getRepository(NewsletterSubscriber).find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
  return rows.map(toSubscriberDto);
}

export const toSubscriberDto = (row: NewsletterSubscriber): AdminSubscriberDto => ({
  id: row.id,
  email: row.email,
  subscribedAt: row.subscribedAt ? row.subscribedAt.toISOString() : null,
  isActive: row.isActive,
  confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  unsubscribedAt: row.unsubscribedAt ? row.unsubscribedAt.toISOString() : null,
  source: row.source,
  receivesNewsletters: receivesNewsletters(row),
  labels: row.labels ?? [],
  consentNote: row.consentNote,
});

/** newsletter-subscribers-YYYY-MM-DD.csv, dated in UTC. */
export const subscribersCsvFileName = (now = new Date()) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;

export async function subscribersCsv(db: DataSource): Promise<string> {
  const subscribers = await listSubscribers(db);
  return toCsv(SUBSCRIBERS_CSV_HEADER, subscribers.map((s) => [s.email, s.subscribedAt ?? '', s.isActive ? 'Active' : 'Inactive']));
}

export async function setSubscriberActive(db: DataSource, id: number, isActive: boolean): Promise<AdminSubscriberDto> {
  const repo = db.getRepository(NewsletterSubscriber);
  const row = await repo.findOneBy({ id });
  if (!row) throw new NotFoundError('Subscriber not found');
  if (isActive && !row.isActive && row.confirmedAt === null) {
    throw new ConflictError('This address has not been confirmed by its owner: it can be activated only by their confirmation link');
  }
  if (isActive !== row.isActive) row.deactivatedAt = isActive ? null : new Date();
  row.isActive = isActive;
  return toSubscriberDto(await repo.save(row));
}

/** Erases the address for good (a person's right to be forgotten): the row goes, not just its flag. */
export async function deleteSubscriber(db: DataSource, id: number): Promise<{ success: true }> {
  const result = await db.getRepository(NewsletterSubscriber).delete({ id });
  if (!result.affected) throw new NotFoundError('Subscriber not found');
  return { success: true };
}
