// The documents that make the site findable: sitemap, robots.txt, the blog and essay feeds (each
// as RSS, Atom and JSON Feed) and the web app manifest. Each is built fresh from the database
// (the ETag middleware turns an unchanged body into a 304) and may be cached by browsers and CDNs
// for five minutes.
import Router from '@koa/router';
import type { Context } from 'koa';
import { publicPageRoutes } from '../../views/app/routes';
import type { SiteSettings } from '../../views/api/settings';
import { sectionEnabled } from '../../views/lib/sections';
import { NotFoundError } from '../errors';
import { currentSettings } from '../services/settings';
import { pageServer } from '../ssr/pageServer';
import type { AppDeps } from '../api/define';
import { type FeedItem, listEssayFeedItems, listPostFeedItems, listPublicEssayDates, listPublicPostDates, type PublicDocumentDate } from '../services/feeds';
import { listPublicPageDates } from '../services/pages';
import { buildAtom } from './atom';
import { blogFeed, channelTitle, type DescribedChannel, essayFeed, type FeedChannel } from './channels';
import { buildJsonFeed } from './jsonFeed';
import { buildManifest } from './manifest';
import { buildRobots } from './robots';
import { buildRss } from './rss';
import { buildSitemap, type SitemapEntry } from './sitemap';

const CACHE_CONTROL = 'public, max-age=300';

const RSS = 'application/rss+xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';
const JSON_FEED = 'application/feed+json; charset=utf-8';

type FeedBuilder = (siteUrl: string, channel: DescribedChannel, items: FeedItem[]) => string;

/** Pages with a fixed address that anyone may read: no ':param', no admin page, not the search page (a page of other pages). */
const publicStaticPaths = publicPageRoutes.filter((route) => !route.path.includes(':') && route.page !== 'SearchPage').map((route) => route.path);

/** The list page's own description doubles as its feed's: the blog's is the owner's (copy.blogDescription). */
const descriptionOf = (settings: SiteSettings, channel: FeedChannel): string =>
  channel === blogFeed ? settings.copy.blogDescription : pageServer.EssaysPage.description;

const described = (settings: SiteSettings, channel: FeedChannel): DescribedChannel => ({
  ...channel,
  title: channelTitle(settings, channel),
  description: descriptionOf(settings, channel),
  ownerName: settings.identity.name,
});

const newest = (dates: PublicDocumentDate[]) => dates.map((d) => d.lastModified).sort().at(-1);

function serveDocument(type: string, build: () => string | Promise<string>) {
  return async (ctx: Context) => {
    const body = await build();
    ctx.type = type;
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = body;
  };
}

export function createFeedRouter({ db, config }: AppDeps): Router {
  const { siteUrl } = config;

  /** One channel in one format, from the items public at the time of the request; none while its section is off. */
  const feed = (build: FeedBuilder, channel: FeedChannel, listItems: typeof listPostFeedItems) => async () => {
    const settings = await currentSettings(db);
    if (!sectionEnabled(settings, channel.pagePath)) throw new NotFoundError('This feed is not published');
    return build(siteUrl, described(settings, channel), await listItems(db, settings.identity.name));
  };

  async function sitemap(): Promise<string> {
    const settings = await currentSettings(db);
    const shown = sectionEnabled(settings, essayFeed.pagePath);
    const [posts, essays, pages] = await Promise.all([listPublicPostDates(db), shown ? listPublicEssayDates(db) : [], listPublicPageDates(db)]);
    // The list pages change when one of their items does.
    const listChanged: Record<string, string | undefined> = { [blogFeed.pagePath]: newest(posts), [essayFeed.pagePath]: newest(essays) };
    const entries: SitemapEntry[] = [
      ...publicStaticPaths.filter((path) => sectionEnabled(settings, path)).map((path) => ({ path, lastModified: listChanged[path] })),
      ...posts.map((post) => ({ path: `${blogFeed.pagePath}/${encodeURIComponent(post.slug)}`, lastModified: post.lastModified })),
      ...essays.map((essay) => ({ path: `${essayFeed.pagePath}/${encodeURIComponent(essay.slug)}`, lastModified: essay.lastModified })),
      ...pages.map((page) => ({ path: `/${encodeURIComponent(page.slug)}`, lastModified: page.lastModified })),
    ];
    return buildSitemap(siteUrl, entries);
  }

  return new Router()
    .get('/sitemap.xml', serveDocument('application/xml; charset=utf-8', sitemap))
    .get('/robots.txt', serveDocument('text/plain; charset=utf-8', () => buildRobots(siteUrl)))
    .get(blogFeed.path, serveDocument(RSS, feed(buildRss, blogFeed, listPostFeedItems)))
    .get(blogFeed.atomPath, serveDocument(ATOM, feed(buildAtom, blogFeed, listPostFeedItems)))
    .get(blogFeed.jsonFeedPath, serveDocument(JSON_FEED, feed(buildJsonFeed, blogFeed, listPostFeedItems)))
    .get(essayFeed.path, serveDocument(RSS, feed(buildRss, essayFeed, listEssayFeedItems)))
    .get(essayFeed.atomPath, serveDocument(ATOM, feed(buildAtom, essayFeed, listEssayFeedItems)))
    .get(essayFeed.jsonFeedPath, serveDocument(JSON_FEED, feed(buildJsonFeed, essayFeed, listEssayFeedItems)))
    .get('/manifest.webmanifest', serveDocument('application/manifest+json; charset=utf-8', async () => buildManifest(await currentSettings(db))));
}
