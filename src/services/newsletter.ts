import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../entities';
import type { SubscribeResultDto } from '../../views/api/types';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Subscribing twice is not an error: one statement inserts the row or re-activates the existing one. */
export async function subscribe(db: DataSource, rawEmail: string): Promise<SubscribeResultDto> {
  const email = normaliseEmail(rawEmail);
  const repo = db.getRepository(NewsletterSubscriber);
  await repo
    .createQueryBuilder()
    .insert()
    .values({ email, subscribedAt: new Date(), isActive: true })
    .orUpdate(['isActive'], ['email'])
    .updateEntity(false)
    .execute();
  return { success: true, message: 'Subscribed' };
}
