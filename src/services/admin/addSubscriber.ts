// A subscriber the owner adds by hand, with a note of how they agreed. Unless the owner marks
// them as confirmed already, they stay inactive and get the confirmation email (the same one
// and the same once-an-hour rule as a signup's), whatever the site's opt-in setting.
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../../entities';
import { normaliseLabels } from '../../../entities/subscriberLabels';
import type { AdminSubscriberDto } from '../../../views/api/adminTypes';
import { ConflictError } from '../../errors';
import { subscribe, type SubscribeContext } from '../newsletter';
import { toSubscriberDto } from './subscribers';

/** The subscriber's `source`: added by the owner. */
export const ADDED_BY_HAND = 'admin';

export interface HandAddedSubscriber {
  email: string;
  consent: string;
  confirmed?: boolean;
  labels: string[];
}

export async function addSubscriberByHand(db: DataSource, input: HandAddedSubscriber, context: Omit<SubscribeContext, 'source'>): Promise<AdminSubscriberDto> {
  const repo = db.getRepository(NewsletterSubscriber);
  const taken = () => new ConflictError('This address is already on the list');
  if (await repo.existsBy({ email: input.email })) throw taken();
  const now = new Date();
  try {
    await repo.insert({
      email: input.email,
      subscribedAt: now,
      isActive: input.confirmed === true,
      confirmedAt: input.confirmed ? now : null,
      source: ADDED_BY_HAND,
      consentNote: input.consent,
      labels: normaliseLabels(input.labels),
    });
  } catch {
    throw taken(); // added at the same moment by a signup or another call
  }
  if (!input.confirmed) await subscribe(db, input.email, { ...context, mail: { ...context.mail, doubleOptIn: true }, source: ADDED_BY_HAND });
  return toSubscriberDto(await repo.findOneByOrFail({ email: input.email }));
}
