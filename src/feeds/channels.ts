// The two RSS feeds: where each is served, its title, and the page its items live under. Every
// page links both for autodiscovery, with these same titles.
import { site } from '../../views/content/siteConfig';

export interface FeedChannel {
  /** Where the feed is served. */
  path: string;
  title: string;
  /** The list page; an item's page is this path plus '/' and its slug. */
  pagePath: string;
}

export const blogFeed: FeedChannel = { path: '/rss.xml', title: `${site.name} — Blog`, pagePath: '/blog' };

export const essayFeed: FeedChannel = { path: '/ai-islam/rss.xml', title: `${site.name} — A.I. & Islam Essays`, pagePath: '/ai-islam' };

export const feedChannels = [blogFeed, essayFeed];
