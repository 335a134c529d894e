// The Webmention worker every process runs: each round queues the mentions recent items owe,
// then verifies received ones and delivers sent ones, claiming each job so only one process does it.
import type { DataSource } from 'typeorm';
import { type PollingLoop, startPollingLoop } from '../../lib/pollingLoop';
import { verifyWebmention, type WebmentionSettings } from './receiveWebmention';
import { deliverWebmention, queueMentionsOfRecentItems } from './sendWebmentions';
import { claimDueJobs } from './webmentionJobs';

export async function webmentionRound(db: DataSource, settings: WebmentionSettings, stopped: () => boolean = () => false): Promise<void> {
  await queueMentionsOfRecentItems(db, settings.siteUrl);
  for (let jobs = await claimDueJobs(db); jobs.length > 0 && !stopped(); jobs = await claimDueJobs(db)) {
    await Promise.all(jobs.map((job) => (job.direction === 'receive' ? verifyWebmention(db, settings, job) : deliverWebmention(db, settings, job))));
  }
}

export const startWebmentionWorker = (db: DataSource, settings: WebmentionSettings, pollMs = 15_000): PollingLoop =>
  startPollingLoop(pollMs, '[webmention] a round failed', (stopped) => webmentionRound(db, settings, stopped));
