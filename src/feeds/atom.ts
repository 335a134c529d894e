// Atom 1.0 (RFC 4287) with the whole body of each entry as escaped HTML. Items arrive newest first.
import { escapeXml } from '../lib/xml';
import type { FeedItem } from '../services/feeds';
import type { DescribedChannel, FeedChannel } from './channels';
import { absoluteLinks, itemUrl, newestChange } from './feedCommon';

/** Atom requires an updated time even for an empty feed; a fixed one keeps its ETag stable. */
const NEVER_UPDATED = new Date(0).toISOString();

const link = (rel: string, type: string, href: string) => `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function entryXml(siteUrl: string, channel: FeedChannel, item: FeedItem): string {
  const url = itemUrl(siteUrl, channel, item);
  return [
    '<entry>',
    element('id', url),
    element('title', item.title),
    element('published', item.publishedAt),
    element('updated', item.lastModified),
    link('alternate', 'text/html', url),
    `<author>${element('name', item.author)}</author>`,
    ...item.categories.map((category) => `<category term="${escapeXml(category)}" label="${escapeXml(category)}"/>`),
    element('summary', item.excerpt),
    `<content type="html">${escapeXml(absoluteLinks(item.html, siteUrl))}</content>`,
    '</entry>',
  ].join('\n');
}

export function buildAtom(siteUrl: string, channel: DescribedChannel, items: FeedItem[]): string {
  const listPage = siteUrl + channel.pagePath;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element('id', listPage),
    element('title', channel.title),
    element('subtitle', channel.description),
    element('updated', newestChange(items) ?? NEVER_UPDATED),
    link('self', 'application/atom+xml', siteUrl + channel.atomPath),
    link('alternate', 'text/html', listPage),
    `<author>${element('name', channel.ownerName)}${element('uri', `${siteUrl}/`)}</author>`,
    ...items.map((item) => entryXml(siteUrl, channel, item)),
    '</feed>\n',
  ].join('\n');
}
