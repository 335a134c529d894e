// Webmention, sent: a post or an essay published in the last day tells each page it links (on
// another site) that it was mentioned, once per (item, page), through the queue. The linked page
// is fetched to find its endpoint; a page without one is done with, quietly.
import { type DataSource, Between } from 'typeorm';
import { BlogPost, Essay, WebmentionJob } from '../../../entities';
import { FetchRefusedError, guardedFetch } from '../../lib/guardedFetch';
import { publicItemPath } from './commentTarget';
import { endpointFromLinkHeader, readPageLinks } from './htmlLinks';
import type { WebmentionSettings } from './receiveWebmention';
import { finishJob, queueWebmention, retryJob } from './webmentionJobs';

/** How long after publishing the worker still looks at an item's links (a scheduled one is caught when its time comes). */
const RECENT_MS = 24 * 60 * 60 * 1000;
const MAX_LINKS_PER_ITEM = 50;

/** Queues a mention for every outside page linked by an item published in the last day, not already queued. */
export async function queueMentionsOfRecentItems(db: DataSource, siteUrl: string, now = new Date()): Promise<void> {
  const published = Between(new Date(now.getTime() - RECENT_MS), now);
  const posts = await db.getRepository(BlogPost).find({ select: { slug: true, content: true }, where: { publishedAt: published } });
  const essays = await db.getRepository(Essay).find({ select: { slug: true, bodyHtml: true }, where: { publishedAt: published } });
  const items = [...posts.map((post) => ({ url: `${siteUrl}${publicItemPath('blog', post.slug)}`, html: post.content })), ...essays.map((essay) => ({ url: `${siteUrl}${publicItemPath('essays', essay.slug)}`, html: essay.bodyHtml }))];
  const siteHost = new URL(siteUrl).host;
  for (const item of items) {
    const targets = [...new Set(readPageLinks(item.html, item.url).links.map((link) => link.replace(/#.*$/, '')))]
      .filter((link) => new URL(link).host !== siteHost && link.length <= 350)
      .slice(0, MAX_LINKS_PER_ITEM);
    if (targets.length === 0) continue;
    const queued = await db.getRepository(WebmentionJob).find({ select: { target: true }, where: { direction: 'send', source: item.url } });
    const known = new Set(queued.map((job) => job.target));
    for (const target of targets) if (!known.has(target)) await queueWebmention(db, 'send', item.url, target, now);
  }
}

/** Finds the linked page's endpoint and posts the mention to it. */
export async function deliverWebmention(db: DataSource, settings: WebmentionSettings, job: WebmentionJob): Promise<void> {
  const bounds = { allowPrivateAddresses: settings.allowPrivateAddresses };
  try {
    const page = await guardedFetch(job.target, bounds);
    if (page.status >= 500) return retryJob(db, job, `target answered ${page.status}`);
    const isHtml = /^(text\/html|application\/xhtml\+xml)\b/i.test(String(page.headers['content-type'] ?? ''));
    const endpoint = endpointFromLinkHeader(page.headers.link, page.url) ?? (isHtml ? readPageLinks(page.body, page.url).endpoint : null);
    if (!endpoint) return finishJob(db, job, 'done', 'the page takes no Webmentions');
    const answer = await guardedFetch(endpoint, { ...bounds, method: 'POST', form: { source: job.source, target: job.target }, maxBytes: 64 * 1024 });
    if (answer.status >= 200 && answer.status < 300) return finishJob(db, job, 'done');
    if (answer.status >= 500 || answer.status === 429) return retryJob(db, job, `endpoint answered ${answer.status}`);
    await finishJob(db, job, 'failed', `endpoint answered ${answer.status}`);
  } catch (error) {
    if (error instanceof FetchRefusedError) return finishJob(db, job, 'failed', error.message);
    await retryJob(db, job, (error as Error).message);
  }
}
