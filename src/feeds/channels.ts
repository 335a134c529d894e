// The two feed channels (blog, essays), each served as RSS, Atom and JSON Feed: where each is
// served, its title (after the site's name, from the settings), and the page its items live
// under. Every page lists the alternates of the channels whose section is on, for autodiscovery.
import type { SiteSettings } from '../../views/api/settings';
import { sectionEnabled } from '../../views/lib/sections';
import { siteNameOf } from '../../views/lib/siteName';

export interface FeedChannel {
  /** Where the RSS feed is served. */
  path: string;
  atomPath: string;
  jsonFeedPath: string;
  /** What the title says after the site's name. */
  subject: string;
  /** The list page; an item's page is this path plus '/' and its slug. */
  pagePath: string;
}

/** A channel as a feed says it: its title, the text that introduces it (its list page's description) and the owner's name. */
export type DescribedChannel = FeedChannel & { title: string; description: string; ownerName: string };

export const blogFeed: FeedChannel = {
  path: '/rss.xml',
  atomPath: '/atom.xml',
  jsonFeedPath: '/feed.json',
  subject: 'Blog',
  pagePath: '/blog',
};

export const essayFeed: FeedChannel = {
  path: '/ai-islam/rss.xml',
  atomPath: '/ai-islam/atom.xml',
  jsonFeedPath: '/ai-islam/feed.json',
  subject: 'A.I. & Islam Essays',
  pagePath: '/ai-islam',
};

export const feedChannels = [blogFeed, essayFeed];

type ShownSettings = Pick<SiteSettings, 'identity' | 'sections'>;

export const channelTitle = (settings: ShownSettings, channel: FeedChannel) => `${siteNameOf(settings)} — ${channel.subject}`;

export interface FeedAlternate {
  type: string;
  title: string;
  path: string;
}

/**
 * Every feed of a section that is on, as a page head links it: channel by channel, RSS first
 * because a reader that takes the first link gets the format every reader understands. RSS keeps
 * the bare channel title; the other formats name themselves so a reader's chooser tells them apart.
 */
export const feedAlternates = (settings: ShownSettings): FeedAlternate[] =>
  feedChannels
    .filter((channel) => sectionEnabled(settings, channel.pagePath))
    .flatMap((channel) => {
      const title = channelTitle(settings, channel);
      return [
        { type: 'application/rss+xml', title, path: channel.path },
        { type: 'application/atom+xml', title: `${title} (Atom)`, path: channel.atomPath },
        { type: 'application/feed+json', title: `${title} (JSON Feed)`, path: channel.jsonFeedPath },
      ];
    });
