// Webmention, received (https://www.w3.org/TR/webmention/): the request is checked at once and
// queued (202); the source is fetched later by the queue's worker, and a source that links the
// target becomes a pending comment (or a like or a repost counted on the item). A source that
// is gone (404, 410) or no longer links the target takes its comment away.
import type { DataSource } from 'typeorm';
import type { WebmentionJob } from '../../../entities';
import { BadRequestError, TooManyRequestsError } from '../../errors';
import { FetchRefusedError, guardedFetch, remoteUrl } from '../../lib/guardedFetch';
import { hitRateLimit } from '../rateLimiter';
import { textAsCommentHtml } from './commentHtml';
import { findCommentTarget } from './commentTarget';
import { readPageLinks, sameAddress } from './htmlLinks';
import { readMention } from './mentionAuthor';
import { withdrawComment } from './moderation';
import { countReaction } from './reactions';
import { receiveComment } from './receiveComment';
import { finishJob, queueWebmention, retryJob } from './webmentionJobs';

const MENTIONS_PER_SOURCE_HOST_PER_HOUR = 60;

export interface WebmentionSettings {
  siteUrl: string;
  allowPrivateAddresses: boolean;
}

function checkedAddress(field: 'source' | 'target', value: string): string {
  try {
    return remoteUrl(value.trim()).href;
  } catch (error) {
    throw new BadRequestError(`${field} must be an http(s) URL`, [{ field, messages: [(error as Error).message] }]);
  }
}

/** Checks a received Webmention and queues its verification; the caller answers 202. */
export async function acceptWebmention(db: DataSource, siteUrl: string, mention: { source: string; target: string }): Promise<{ status: 'queued' }> {
  const source = checkedAddress('source', mention.source);
  const target = checkedAddress('target', mention.target);
  if (sameAddress(source, target)) throw new BadRequestError('source and target must be different pages');
  if (!(await findCommentTarget(db, siteUrl, target))) throw new BadRequestError('target is not a published post or essay of this site');
  // Per source site, whoever sends it: one site cannot keep the worker fetching it.
  const limit = await hitRateLimit(db, `webmention|${new URL(source).hostname}`, MENTIONS_PER_SOURCE_HOST_PER_HOUR, 3_600_000);
  if (!limit.allowed) throw new TooManyRequestsError(limit.retryAfterSeconds);
  await queueWebmention(db, 'receive', source, target);
  return { status: 'queued' };
}

/** The worker's part: fetch the source, check it links the target, store what it says. */
export async function verifyWebmention(db: DataSource, settings: WebmentionSettings, job: WebmentionJob): Promise<void> {
  let page: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    page = await guardedFetch(job.source, { allowPrivateAddresses: settings.allowPrivateAddresses });
  } catch (error) {
    if (error instanceof FetchRefusedError) return finishJob(db, job, 'failed', `source ${error.message}`);
    return retryJob(db, job, `source unreachable: ${(error as Error).message}`);
  }
  if (page.status === 404 || page.status === 410) {
    await withdrawComment(db, 'webmention', job.source);
    return finishJob(db, job, 'done', `source answered ${page.status}: its comment is removed`);
  }
  if (page.status >= 500 || page.status === 429) return retryJob(db, job, `source answered ${page.status}`);
  if (page.status !== 200) return finishJob(db, job, 'failed', `source answered ${page.status}`);
  const type = String(page.headers['content-type'] ?? '');
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(type)) return finishJob(db, job, 'failed', `source is not HTML (${type.slice(0, 100) || 'no type'})`);
  if (!readPageLinks(page.body, page.url).links.some((link) => sameAddress(link, job.target))) {
    await withdrawComment(db, 'webmention', job.source);
    return finishJob(db, job, 'failed', 'source does not link to target');
  }
  const mention = readMention(page.body, page.url, job.target);
  try {
    if (mention.kind === 'like' || mention.kind === 'repost') {
      await countReaction(db, settings.siteUrl, job.target, mention.kind === 'like' ? 'like' : 'boost', job.source);
    } else {
      const contentHtml = mention.contentHtml ?? textAsCommentHtml(mention.text ?? `Mentioned this at ${job.source}`);
      await receiveComment(db, settings.siteUrl, { target: job.target, source: 'webmention', externalId: job.source, authorName: mention.authorName, authorUrl: mention.authorUrl, contentHtml, publishedAt: mention.publishedAt });
    }
  } catch (error) {
    // The target unpublished meanwhile, the text too long, the sender's host over its limit: nothing to retry.
    return finishJob(db, job, 'failed', (error as Error).message);
  }
  await finishJob(db, job, 'done');
}
