// JSON Feed 1.1 (https://jsonfeed.org/version/1.1) with the whole body of each item. Items arrive newest first.
import type { FeedItem } from '../services/feeds';
import { absoluteImageUrl, shareImage } from '../ssr/shareImage';
import type { DescribedChannel, FeedChannel } from './channels';
import { absoluteLinks, itemUrl } from './feedCommon';

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/** Readers show the image as a preview, as link previews do: so only a raster one (shareImage keeps those as they are). */
const previewImage = (siteUrl: string, image: string | null) =>
  image && shareImage(image) === image ? { image: absoluteImageUrl(siteUrl, image) } : {};

const itemJson = (siteUrl: string, channel: FeedChannel, item: FeedItem) => {
  const url = itemUrl(siteUrl, channel, item);
  return {
    id: url,
    url,
    title: item.title,
    content_html: absoluteLinks(item.html, siteUrl),
    summary: item.excerpt,
    ...previewImage(siteUrl, item.image),
    date_published: item.publishedAt,
    date_modified: item.lastModified,
    authors: [{ name: item.author }],
    tags: item.categories,
  };
};

export function buildJsonFeed(siteUrl: string, channel: DescribedChannel, items: FeedItem[]): string {
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    title: channel.title,
    home_page_url: siteUrl + channel.pagePath,
    feed_url: siteUrl + channel.jsonFeedPath,
    description: channel.description,
    language: 'en',
    authors: [{ name: channel.ownerName, url: `${siteUrl}/` }],
    items: items.map((item) => itemJson(siteUrl, channel, item)),
  });
}
