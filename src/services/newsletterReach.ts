// The subscriber count a page may claim: the real number of readers who receive the newsletter,
// and only once it reaches the owner's threshold (copy.subscriberCountThreshold); below it, none.
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../entities';
import type { NewsletterReachDto } from '../../views/api/types';
import { RECEIVES_NEWSLETTERS } from './newsletter';
import { currentSettings } from './settings';

export async function newsletterReach(db: DataSource): Promise<NewsletterReachDto> {
  const [{ copy }, subscribers] = await Promise.all([currentSettings(db), db.getRepository(NewsletterSubscriber).countBy(RECEIVES_NEWSLETTERS)]);
  return { subscribers: subscribers >= copy.subscriberCountThreshold ? subscribers : null };
}
