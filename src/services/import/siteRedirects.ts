// The old site's own addresses that are no item: its feeds, and its lists of a tag, a category or
// an author. Each reader names its platform's (Ghost's /rss/ and /tag/x/, WordPress's /feed/ and
// /category/x/, Substack's /feed, Jekyll's /feed.xml), each leading to what serves the same here:
// the blog's feed, the blog searched for the tag, the About page for an author.
import { blogFeed } from '../../feeds/channels';
import type { SourceContent } from './sourceTypes';

export type SiteRedirect = NonNullable<SourceContent['siteRedirects']>[number];

/** The blog's RSS feed, where every old feed leads. */
export const SITE_FEED = blogFeed.path;
/** Where an old author page leads: the site is one person's. */
export const AUTHOR_PAGE = '/about';

/** The blog searched for a tag or category (its slug read as words): the nearest list to the old one. */
export const tagList = (slug: string): string => `${blogFeed.pagePath}?q=${encodeURIComponent(slug.replace(/[-_]+/g, ' ').trim())}`;

/** Ghost's: /rss/, and each tag's and author's page and feed. */
export function ghostSiteRedirects(tagSlugs: string[], authorSlugs: string[]): SiteRedirect[] {
  return [
    { from: '/rss/', to: SITE_FEED },
    ...tagSlugs.flatMap((slug) => [
      { from: `/tag/${slug}/`, to: tagList(slug) },
      { from: `/tag/${slug}/rss/`, to: SITE_FEED },
    ]),
    ...authorSlugs.flatMap((slug) => [
      { from: `/author/${slug}/`, to: AUTHOR_PAGE },
      { from: `/author/${slug}/rss/`, to: SITE_FEED },
    ]),
  ];
}

/**
 * WordPress's: its feeds (/feed/, /comments/feed/, and the RSS and Atom variants), and each
 * category's, tag's and author's page and feed. wordpress.ts calls it with the export's
 * category and tag nicenames and the authors' logins.
 */
export function wordPressSiteRedirects(categorySlugs: string[], tagSlugs: string[], authorSlugs: string[]): SiteRedirect[] {
  const lists = (kind: string, slugs: string[], to: (slug: string) => string) =>
    slugs.flatMap((slug) => [
      { from: `/${kind}/${slug}/`, to: to(slug) },
      { from: `/${kind}/${slug}/feed/`, to: SITE_FEED },
    ]);
  return [
    ...['/feed/', '/feed/rss/', '/feed/rss2/', '/feed/atom/', '/comments/feed/'].map((from) => ({ from, to: SITE_FEED })),
    ...lists('category', categorySlugs, tagList),
    ...lists('tag', tagSlugs, tagList),
    ...lists('author', authorSlugs, () => AUTHOR_PAGE),
  ];
}

/** Substack's: its feed. */
export const substackSiteRedirects = (): SiteRedirect[] => [{ from: '/feed', to: SITE_FEED }];
