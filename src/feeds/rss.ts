// RSS 2.0 with the whole body of each item in content:encoded. Items arrive newest first.
import { cdata, escapeXml } from '../lib/xml';
import type { FeedItem } from '../services/feeds';
import type { DescribedChannel, FeedChannel } from './channels';
import { absoluteLinks, itemUrl, newestChange } from './feedCommon';

const rfc822 = (iso: string) => new Date(iso).toUTCString();

function itemXml(siteUrl: string, channel: FeedChannel, item: FeedItem): string {
  const link = itemUrl(siteUrl, channel, item);
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

export function buildRss(siteUrl: string, channel: DescribedChannel, items: FeedItem[]): string {
  const lastChange = newestChange(items);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(siteUrl + channel.pagePath)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en</language>',
    ...(lastChange ? [`<lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    `<atom:link href="${escapeXml(siteUrl + channel.path)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => itemXml(siteUrl, channel, item)),
    '</channel>',
    '</rss>\n',
  ].join('\n');
}
