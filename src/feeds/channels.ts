// The two feed channels (blog, essays), each served as RSS, Atom and JSON Feed: where each is
// served, its title, and the page its items live under. Every page lists feedAlternates for
// autodiscovery.
import { site } from '../../views/content/siteConfig';

export interface FeedChannel {
  /** Where the RSS feed is served. */
  path: string;
  atomPath: string;
  jsonFeedPath: string;
  title: string;
  /** The list page; an item's page is this path plus '/' and its slug. */
  pagePath: string;
}

/** A channel with the text that introduces it: its list page's description. */
export type DescribedChannel = FeedChannel & { description: string };

export const blogFeed: FeedChannel = {
  path: '/rss.xml',
  atomPath: '/atom.xml',
  jsonFeedPath: '/feed.json',
  title: `${site.name} — Blog`,
  pagePath: '/blog',
};

export const essayFeed: FeedChannel = {
  path: '/ai-islam/rss.xml',
  atomPath: '/ai-islam/atom.xml',
  jsonFeedPath: '/ai-islam/feed.json',
  title: `${site.name} — A.I. & Islam Essays`,
  pagePath: '/ai-islam',
};

export const feedChannels = [blogFeed, essayFeed];

export interface FeedAlternate {
  type: string;
  title: string;
  path: string;
}

/**
 * Every feed, as a page head links it: channel by channel, RSS first because a reader that takes
 * the first link gets the format every reader understands. RSS keeps the bare channel title; the
 * other formats name themselves so a reader's chooser tells them apart.
 */
export const feedAlternates: FeedAlternate[] = feedChannels.flatMap((channel) => [
  { type: 'application/rss+xml', title: channel.title, path: channel.path },
  { type: 'application/atom+xml', title: `${channel.title} (Atom)`, path: channel.atomPath },
  { type: 'application/feed+json', title: `${channel.title} (JSON Feed)`, path: channel.jsonFeedPath },
]);
