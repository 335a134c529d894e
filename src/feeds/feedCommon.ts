// What every feed format (RSS, Atom, JSON Feed) writes the same way.
import type { FeedItem } from '../services/feeds';
import type { FeedChannel } from './channels';

/** The item's canonical page: also its permanent id in every feed. */
export const itemUrl = (siteUrl: string, channel: FeedChannel, item: FeedItem) => `${siteUrl}${channel.pagePath}/${encodeURIComponent(item.slug)}`;

/** Feed readers show bodies away from the site: root-relative links and images must name it. */
export const absoluteLinks = (html: string, siteUrl: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);

/** ISO time of the newest change to any item: not of this request, so the same content keeps the same ETag. */
export const newestChange = (items: FeedItem[]) => items.map((item) => item.lastModified).sort().at(-1);
