// The subscriber count a page may claim: the real number of readers who receive the newsletter
// (RECEIVES_NEWSLETTERS), and only once it reaches the owner's threshold
// (copy.subscriberCountThreshold); below it, none. The home page prefetches it, so it is one
// query: the count, and the saved copy section beside it (read over the defaults as the settings
// store does), rather than a second read of the settings' versions.
import type { DataSource } from 'typeorm';
import { NewsletterSubscriber, SettingsSection } from '../../entities';
import type { CopySettings } from '../../views/api/settings';
import type { NewsletterReachDto } from '../../views/api/types';
import { defaultSettings } from '../../views/content/defaultSettings';
import { RECEIVES_NEWSLETTERS } from './newsletter';
import { mergeSettings } from './settings/mergeSettings';

export async function newsletterReach(db: DataSource): Promise<NewsletterReachDto> {
  const row = await db
    .getRepository(NewsletterSubscriber)
    .createQueryBuilder('subscriber')
    .select('COUNT(*)', 'subscribers')
    .addSelect((saved) => saved.select('copy.value').from(SettingsSection, 'copy').where('copy.section = :section', { section: 'copy' }), 'copy')
    .where(RECEIVES_NEWSLETTERS)
    .getRawOne<{ subscribers: number | string; copy: string | null }>();
  const copy = row?.copy ? mergeSettings<CopySettings>(defaultSettings.copy, JSON.parse(row.copy)) : defaultSettings.copy;
  const subscribers = Number(row?.subscribers ?? 0);
  return { subscribers: subscribers >= copy.subscriberCountThreshold ? subscribers : null };
}
