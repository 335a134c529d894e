// RSS 2.0 with the whole body of each item in content:encoded. Items arrive newest first.
import { cdata, escapeXml } from '../lib/xml';
import type { FeedItem } from '../services/feeds';
import type { FeedChannel } from './channels';

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** Feed readers show bodies away from the site: root-relative links and images must name it. */
const absoluteLinks = (html: string, siteUrl: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);

function itemXml(siteUrl: string, channel: FeedChannel, item: FeedItem): string {
  const link = `${siteUrl}${channel.pagePath}/${encodeURIComponent(item.slug)}`;
  return [
    '<item>',
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${rfc822(item.publishedAt)}</pubDate>`,
    `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
    ...item.categories.map((category) => `<category>${escapeXml(category)}</category>`),
    `<description>${escapeXml(item.excerpt)}</description>`,
    `<content:encoded>${cdata(absoluteLinks(item.html, siteUrl))}</content:encoded>`,
    '</item>',
  ].join('\n');
}

export function buildRss(siteUrl: string, channel: FeedChannel & { description: string }, items: FeedItem[]): string {
  const lastChange = items.map((item) => item.lastModified).sort().at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(siteUrl + channel.pagePath)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en</language>',
    // The time of the newest change, not of this request: the same content keeps the same ETag.
    ...(lastChange ? [`<lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    `<atom:link href="${escapeXml(siteUrl + channel.path)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => itemXml(siteUrl, channel, item)),
    '</channel>',
    '</rss>\n',
  ].join('\n');
}
