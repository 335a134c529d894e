// Reads Substack's export zip (Settings → Exports): posts.csv lists the posts, posts/<post_id>.html
// holds each one's body, and email_list*.csv the subscribers. The files may sit under one top
// folder. Substack's images are absolute addresses on its CDN and stay as they are. Its text fields
// are HTML-escaped ('&#x2019;'): each is decoded. A post of type 'page' is a page.
import { unshownContentWarnings } from './ghost';
import { substackSiteRedirects } from './siteRedirects';
import { sourceText } from './sourceText';
import { oldHostImageWarnings } from './sourceHtml/oldHostImages';
import { sourceHtml } from './sourceHtml/transformSourceHtml';
import { ImportRefused, type ImportWarning, type SourceContent, type SourceFile, type SourceItem, type SourceSubscriber, optionalSourceDate } from './sourceTypes';
import { csvRecords, parseCsvRows, readSubscribersCsv } from './subscribersCsv';

export const MAX_SUBSTACK_POSTS = 20_000;

const baseName = (name: string): string => name.slice(name.lastIndexOf('/') + 1);

/** The zip's posts/<post_id>.html entries by 'posts/<post_id>.html', whatever folder holds them. */
function htmlEntries(names: string[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of names) {
    const match = /(?:^|\/)(posts\/[^/]+\.html)$/.exec(name);
    if (match && !entries.has(match[1])) entries.set(match[1], name);
  }
  return entries;
}

export async function readSubstackExport(file: SourceFile): Promise<SourceContent> {
  // The shallowest posts.csv, should a zip hold more than one.
  const postsCsv = file.names.filter((name) => baseName(name) === 'posts.csv').sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (!postsCsv) throw new ImportRefused('not a Substack export: the file has no posts.csv');
  const { header, records } = csvRecords(parseCsvRows(await file.readText(postsCsv), 'posts.csv'));
  if (!header.includes('post_id')) throw new ImportRefused('not a Substack export: posts.csv has no post_id column');
  if (records.length > MAX_SUBSTACK_POSTS) throw new ImportRefused(`too many posts in the Substack export (${records.length}; at most ${MAX_SUBSTACK_POSTS})`);
  const htmls = htmlEntries(file.names);

  const items: SourceItem[] = [];
  const warnings: ImportWarning[] = [];
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    const postId = record.post_id ?? '';
    const dot = postId.indexOf('.');
    const sourceId = dot === -1 ? postId : postId.slice(0, dot);
    const slug = dot === -1 ? '' : postId.slice(dot + 1);
    const title = sourceText(record.title ?? '');
    const item = title || slug || postId || `posts.csv row ${index + 2}`;
    const warn = (message: string) => warnings.push({ item, message });
    if (!/^\d+$/.test(sourceId)) throw new ImportRefused(`posts.csv row ${index + 2}: post_id ${JSON.stringify(postId.slice(0, 60))} is not like 123456.my-post`);
    if (seen.has(sourceId)) {
      warn(`skipped: posts.csv lists post ${sourceId} twice`);
      continue;
    }
    seen.add(sourceId);
    if (record.type === 'thread') {
      warn('skipped: a Substack thread is a discussion, not a post');
      continue;
    }
    const htmlEntry = htmls.get(`posts/${postId}.html`);
    if (!htmlEntry) {
      warn(`skipped: the export has no posts/${postId}.html for its text`);
      continue;
    }
    const html = sourceHtml(await file.readText(htmlEntry), { source: 'substack' }, warn);
    const published = record.is_published?.toLowerCase() === 'true';
    const publishedAt = published ? optionalSourceDate(record.post_date) : undefined;
    if (published && !publishedAt && record.post_date) warn(`its post_date ${JSON.stringify(record.post_date).slice(0, 60)} is not a date`);
    for (const message of unshownContentWarnings(html)) warn(message);
    if (record.type === 'podcast') warn('the podcast episode is imported as a post; its audio (podcast_url) is not');
    // For paying subscribers only at Substack: a draft here (the core says so), never published to everyone.
    const subscribersOnly = Boolean(record.audience) && record.audience !== 'everyone';
    const excerpt = sourceText(record.subtitle ?? '');
    items.push({
      sourceId,
      kind: record.type === 'page' ? 'page' : 'post',
      title,
      slug,
      body: { html },
      ...(excerpt ? { excerpt } : {}),
      tags: [],
      featured: false,
      status: published ? 'published' : 'draft',
      ...(subscribersOnly ? { protected: true } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      files: {},
      oldPaths: slug ? [`/p/${slug}`] : [],
    });
  }

  // The subscribers: Substack's email_list.<publication>.csv (one per list, should there be more).
  const subscribers: SourceSubscriber[] = [];
  const emails = new Set<string>();
  const lists = file.names.filter((entry) => /^email_list.*\.csv$/i.test(baseName(entry)));
  for (const name of lists) {
    const list = readSubscribersCsv(await file.readText(name));
    warnings.push(...list.warnings.map((warning) => ({ ...warning, message: `${baseName(name)}: ${warning.message}` })));
    for (const subscriber of list.subscribers) {
      if (emails.has(subscriber.email)) continue;
      emails.add(subscriber.email);
      subscribers.push(subscriber);
    }
  }
  warnings.push(...oldHostImageWarnings(items, { source: 'substack' }));
  // The publication: Substack names the list after it (email_list.<publication>.csv).
  const publication = lists.map((name) => /^email_list\.(.+)\.csv$/i.exec(baseName(name))?.[1]).find(Boolean);
  return { ...(publication ? { site: publication } : {}), items, subscribers, warnings, siteRedirects: substackSiteRedirects() };
}
