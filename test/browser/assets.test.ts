// Every public page in Chromium asks only for things that exist: no subresource (script, style,
// image, video, font, icon, manifest, data) answers an error or is blocked. And the icons, the
// web app manifest and the feeds the head links to load, and Chromium accepts the manifest.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

/** Loads a page, scrolls through it so lazy images load too, and returns what failed. */
async function failedSubresources(page: Page, url: string): Promise<string[]> {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A media request the browser cancels itself (it has read enough of the video) is not a fault.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  await page.waitForLoadState('networkidle');
  return failures;
}

describe('browser: every asset a page asks for exists', () => {
  const suite = browserSuite();
  let paths: string[];
  before(async () => {
    const sitemap = await fetch(`${suite.server.url}/sitemap.xml`).then((r) => r.text());
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  });

  /** Each path in a fresh browser context (nothing cached), a few at a time. */
  async function failuresOf(pagePaths: string[]): Promise<string[]> {
    const queue = [...pagePaths];
    const failures: string[] = [];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const { page, context } = await suite.tab();
        failures.push(...(await failedSubresources(page, suite.server.url + path)).map((failure) => `${path}: ${failure}`));
        await context.close();
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    return [...new Set(failures)].sort(); // a retried request fails twice
  }

  it('loads every page of the sitemap, the not-found pages and an admin page without a failed subresource', async function () {
    this.timeout(240_000);
    expect(paths.length).to.be.greaterThan(25);
    expect(paths).to.include.members(['/', '/about', '/blog', '/books', '/ai-islam', '/legacy', '/resources', '/contact', '/theology']);
    expect(await failuresOf([...paths, '/no-such-page', '/blog/no-such-post', '/admin/seed'])).to.deep.equal([]);
  });

  it('notices an image that does not exist', async () => {
    const slug = paths.find((path) => path.startsWith('/blog/'))!.slice('/blog/'.length);
    await suite.server.db.getRepository(BlogPost).update({ slug }, { featuredImage: '/images/blog/no-such-image.png' });
    await suite.server.wroteDirectly();
    expect(await failuresOf([`/blog/${slug}`])).to.deep.equal([`/blog/${slug}: 404 ${suite.server.url}/images/blog/no-such-image.png`]);
  });

  it('loads the favicon, icons, feeds and manifest the head links to, and Chromium accepts the manifest', async () => {
    const { page, context, problems } = await suite.visit('/');
    const linked = await page.evaluate(async () =>
      Promise.all(
        // The fediverse actor's alternate names the site's public address (SITE_URL), not this test server's: checked below.
        [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"], link[rel="alternate"]:not([type="application/activity+json"])')].map(async (link) => {
          const response = await fetch(link.href);
          return { rel: link.rel, href: new URL(link.href).pathname, status: response.status, type: response.headers.get('content-type') };
        }),
      ),
    );
    expect(linked).to.deep.equal([
      { rel: 'icon', href: '/favicon.ico', status: 200, type: 'image/vnd.microsoft.icon' },
      { rel: 'icon', href: '/images/icon-32.png', status: 200, type: 'image/png' },
      { rel: 'icon', href: '/images/icon.svg', status: 200, type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/images/apple-touch-icon.png', status: 200, type: 'image/png' },
      { rel: 'alternate', href: '/rss.xml', status: 200, type: 'application/rss+xml; charset=utf-8' },
      { rel: 'alternate', href: '/atom.xml', status: 200, type: 'application/atom+xml; charset=utf-8' },
      { rel: 'alternate', href: '/feed.json', status: 200, type: 'application/feed+json; charset=utf-8' },
      { rel: 'alternate', href: '/ai-islam/rss.xml', status: 200, type: 'application/rss+xml; charset=utf-8' },
      { rel: 'alternate', href: '/ai-islam/atom.xml', status: 200, type: 'application/atom+xml; charset=utf-8' },
      { rel: 'alternate', href: '/ai-islam/feed.json', status: 200, type: 'application/feed+json; charset=utf-8' },
      { rel: 'manifest', href: '/manifest.webmanifest', status: 200, type: 'application/manifest+json; charset=utf-8' },
    ]);

    const actor = await page.locator('link[rel="alternate"][type="application/activity+json"]').getAttribute('href');
    expect(new URL(actor ?? '', suite.server.url).pathname).to.equal('/ap/users/site');

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).to.equal(`${suite.server.url}/manifest.webmanifest`);
    expect(manifest.errors).to.deep.equal([]);
    const icons = JSON.parse(manifest.data!).icons as { src: string }[];
    for (const icon of icons) {
      const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect(status, icon.src).to.equal(200);
    }
    expect(problems).to.deep.equal([]);
  });
});
