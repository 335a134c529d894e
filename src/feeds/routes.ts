// The documents that make the site findable: sitemap, robots.txt, the two RSS feeds and the web
// app manifest. Each is built fresh from the database (the ETag middleware turns an unchanged
// body into a 304) and may be cached by browsers and CDNs for five minutes.
import Router from '@koa/router';
import type { Context } from 'koa';
import { publicPageRoutes } from '../../views/app/routes';
import { pageServer } from '../ssr/pageServer';
import type { AppDeps } from '../api/define';
import { listEssayFeedItems, listPostFeedItems, listPublicEssayDates, listPublicPostDates, type PublicDocumentDate } from '../services/feeds';
import { blogFeed, essayFeed, type FeedChannel } from './channels';
import { buildManifest } from './manifest';
import { buildRobots } from './robots';
import { buildRss } from './rss';
import { buildSitemap, type SitemapEntry } from './sitemap';

const CACHE_CONTROL = 'public, max-age=300';

/** Pages with a fixed address that anyone may read: no ':param', no admin page. */
const publicStaticPaths = publicPageRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);

/** The list page's own description doubles as its feed's. */
const describedBy = (channel: FeedChannel, description: string) => ({ ...channel, description });

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

  async function sitemap(): Promise<string> {
    const [posts, essays] = await Promise.all([listPublicPostDates(db), listPublicEssayDates(db)]);
    // The list pages change when one of their items does.
    const listChanged: Record<string, string | undefined> = { [blogFeed.pagePath]: newest(posts), [essayFeed.pagePath]: newest(essays) };
    const entries: SitemapEntry[] = [
      ...publicStaticPaths.map((path) => ({ path, lastModified: listChanged[path] })),
      ...posts.map((post) => ({ path: `${blogFeed.pagePath}/${encodeURIComponent(post.slug)}`, lastModified: post.lastModified })),
      ...essays.map((essay) => ({ path: `${essayFeed.pagePath}/${encodeURIComponent(essay.slug)}`, lastModified: essay.lastModified })),
    ];
    return buildSitemap(siteUrl, entries);
  }

  return new Router()
    .get('/sitemap.xml', serveDocument('application/xml; charset=utf-8', sitemap))
    .get('/robots.txt', serveDocument('text/plain; charset=utf-8', () => buildRobots(siteUrl)))
    .get(blogFeed.path, serveDocument('application/rss+xml; charset=utf-8', async () => buildRss(siteUrl, describedBy(blogFeed, pageServer.BlogPage.description), await listPostFeedItems(db))))
    .get(essayFeed.path, serveDocument('application/rss+xml; charset=utf-8', async () => buildRss(siteUrl, describedBy(essayFeed, pageServer.EssaysPage.description), await listEssayFeedItems(db))))
    .get('/manifest.webmanifest', serveDocument('application/manifest+json; charset=utf-8', buildManifest));
}
