// Clicks per send and link, with no record of who clicked: a send's emails lead through a short
// redirect of the site's own, /e/{sendId}/{linkIndex}, whose target is stored once per send
// (email_links). The redirect only ever leads to a stored address, so a made-up or altered link
// is a 404, never an open redirect. Every reader gets the same links, so a click says which link
// of which send, and nothing of which reader (docs/privacy.md).
import type { DataSource, EntityManager } from 'typeorm';
import { EmailLink } from '../../../entities/EmailLink';
import { escapeXml } from '../../lib/xml';
import { absoluteUrls, type PostForEmail } from './postEmail';

export const CLICK_PREFIX = '/e/';
const CLICK_PATH = /^\/e\/([1-9]\d{0,9})\/(0|[1-9]\d{0,4})$/;
/** A send's links beyond this go out as they are (uncounted). */
const MAX_LINKS = 500;
const MAX_URL = 2000;

export const clickUrl = (siteUrl: string, sendId: number, linkIndex: number) => `${siteUrl}${CLICK_PREFIX}${sendId}/${linkIndex}`;

const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The item with its web links (the "read it" address first, then each distinct link of its body)
 * through the counter of send `sendId`, their targets stored in the send's transaction. A send
 * that has links already (a later send to new readers) keeps them: each address keeps its index.
 */
export async function trackLinks(manager: DataSource | EntityManager, sendId: number, post: PostForEmail, siteUrl: string): Promise<PostForEmail> {
  const stored = await manager.getRepository(EmailLink).find({ select: { url: true, linkIndex: true }, where: { sendId } });
  const indexOf = new Map<string, number>(stored.map((link) => [link.url, link.linkIndex]));
  let nextIndex = stored.reduce((next, link) => Math.max(next, link.linkIndex + 1), 0);
  const track = (url: string) => {
    if (!/^https?:\/\//i.test(url) || url.length > MAX_URL) return url;
    let index = indexOf.get(url);
    if (index === undefined) {
      if (nextIndex >= MAX_LINKS) return url;
      index = nextIndex++;
      indexOf.set(url, index);
    }
    return clickUrl(siteUrl, sendId, index);
  };
  const readUrl = track(post.readUrl);
  const html = absoluteUrls(post.html, post.url).replace(/\bhref="([^"]*)"/g, (_attribute, value: string) => `href="${escapeXml(track(unescapeAttribute(value)))}"`);
  const known = new Set(stored.map((link) => link.linkIndex));
  const rows = [...indexOf].filter(([, linkIndex]) => !known.has(linkIndex)).map(([url, linkIndex]) => ({ sendId, linkIndex, url, clicks: 0 }));
  for (let i = 0; i < rows.length; i += 100) await manager.getRepository(EmailLink).insert(rows.slice(i, i + 100));
  return { ...post, html, readUrl };
}

/** The target of a click path, counted once; undefined for a path that names no stored link. */
export async function followClick(db: DataSource, path: string): Promise<string | undefined> {
  const match = CLICK_PATH.exec(path);
  if (!match) return undefined;
  const where = { sendId: Number(match[1]), linkIndex: Number(match[2]) };
  const link = await db.getRepository(EmailLink).findOne({ select: { id: true, url: true }, where });
  if (!link) return undefined;
  await db.getRepository(EmailLink).increment({ id: link.id }, 'clicks', 1);
  return link.url;
}

/** A send's links, in the email's order, with their clicks. */
export async function linkClicksOf(db: DataSource, sendId: number): Promise<{ url: string; clicks: number }[]> {
  const links = await db.getRepository(EmailLink).find({ select: { url: true, clicks: true }, where: { sendId }, order: { linkIndex: 'ASC' } });
  return links.map(({ url, clicks }) => ({ url, clicks }));
}
