// The discovery documents over HTTP, read with a real XML parser: /sitemap.xml, /robots.txt,
// the blog and essay feeds (/rss.xml, /atom.xml, /feed.json and the same under /ai-islam) and
// /manifest.webmanifest.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { defaultSettings } from '../../views/content/defaultSettings';
import { accentHead } from '../../views/style/accentCss';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BlogPost, Essay } from '../../entities';
import type { BlogPostDto, BlogPostSummaryDto, EssayDto, EssaySummaryDto } from '../../views/api/types';
import { FEED_ITEM_LIMIT } from '../../src/services/feeds';
import { categoryLabel } from '../../views/api/blogCategories';
import { adminJson } from '../helpers/adminClient';
import { elementWith } from '../helpers/pageText';
import { startTestServer, type TestServer } from '../helpers/testServer';

const SITE_URL = 'https://minds.example.org';
const MINUTE = 60_000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['url', 'item', 'category'].includes(name),
});

/** Atom's repeatable elements always as lists, so a feed of one entry reads like one of many. */
const atomParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
});

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function atomAt(url: string) {
  const response = await fetch(url);
  const text = await response.text();
  expect(response.status, url).to.equal(200);
  expect(XMLValidator.validate(text), url).to.equal(true);
  return { response, text, feed: atomParser.parse(text).feed as Record<string, any> };
}

async function jsonFeedAt(url: string) {
  const response = await fetch(url);
  expect(response.status, url).to.equal(200);
  return { response, feed: (await response.json()) as Record<string, any> };
}

/** The link of an Atom feed or entry with the given rel. */
const atomLink = (parent: Record<string, any>, rel: string) => (parent.link as Record<string, string>[]).find((l) => l['@rel'] === rel);

/** The later of two times, in ISO form. */
const laterTime = (a: Date, b: Date) => new Date(Math.max(a.getTime(), b.getTime())).toISOString();

async function xmlAt(url: string) {
  const response = await fetch(url);
  const text = await response.text();
  expect(XMLValidator.validate(text), url).to.equal(true);
  return { response, text, xml: parser.parse(text) };
}

/** The ids of the headings in an HTML fragment, in order. */
const headingIds = (html: string) => [...html.matchAll(/<h[2-6]\b[^>]*\sid="([^"]*)"/g)].map((m) => m[1]);

/** A revalidation as a browser sends it (fetch would add 'Cache-Control: no-cache', which never gets a 304). */
const revalidate = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

/** The ISO date (YYYY-MM-DD) of the later of two times. */
const laterDate = (a: Date, b: Date) => new Date(Math.max(a.getTime(), b.getTime())).toISOString().slice(0, 10);

/** The body as the article page has it: the feed names the site in root-relative links. */
const withRootLinks = (html: string) => html.replaceAll(`="${SITE_URL}/`, '="/');

describe('discovery documents: sitemap, robots, feeds (RSS, Atom, JSON Feed), manifest', () => {
  let server: TestServer;
  let posts: BlogPostSummaryDto[];
  let essays: EssaySummaryDto[];
  const hidden = { posts: ['a-draft-post', 'a-scheduled-post'], essays: ['a-draft-essay', 'a-scheduled-essay'] };
  const headedContent = '<p>Intro.</p><h2>Why it matters</h2><p>One.</p><h2>Why it matters</h2><p>Two.</p><h3 id="kept-as-written">Kept</h3><h2>Main content</h2>';
  const scriptTitle = '<script>alert("feed")</script> & Friends';
  const trickyContent = '<p>Arrays like a[b[0]]> and a literal ]]> survive, as do &amp; and <a href="/about">a link home</a>.</p><p><img src="/images/og-default.png" alt="x"><a href="https://elsewhere.example/x">away</a></p>';

  before(async () => {
    server = await startTestServer({ env: { SITE_URL } });
    const now = Date.now();
    const post = { excerpt: 'hidden', content: '<p>hidden body</p>', category: 'ai-and-society', featuredImage: null, readTime: 1, tags: [], isFeatured: false };
    const essay = { excerpt: 'hidden', bodyHtml: '<p>hidden body</p>', authors: 'Someone', readingTime: '1 min read', tags: [] };
    await server.db.getRepository(BlogPost).insert([
      { ...post, slug: 'a-draft-post', title: 'A Draft Post', publishedAt: null },
      { ...post, slug: 'a-scheduled-post', title: 'A Scheduled Post', publishedAt: new Date(now + 24 * 60 * MINUTE) },
      { ...post, slug: 'headed-post', title: 'A Headed Post', content: headedContent, publishedAt: new Date(now - 2 * MINUTE) },
      { ...post, slug: 'cdata-edge-cases', title: 'CDATA & Other ]]> Edge Cases', excerpt: 'Edge cases <in> "text" & markup.', content: trickyContent, tags: ['xml', 'edge & cases'], publishedAt: new Date(now - MINUTE) },
      { ...post, slug: 'script-in-title', title: scriptTitle, excerpt: 'Tom & Jerry <b>bold</b>', content: '<p>A plain body.</p>', featuredImage: '/images/og-default.png', publishedAt: new Date(now - MINUTE / 2) },
      { ...post, slug: 'edited-later', title: 'Edited Later', excerpt: 'Before the edit.', content: '<p>First version.</p>', publishedAt: new Date(now - 3 * MINUTE) },
    ]);
    await server.db.getRepository(Essay).insert([
      { ...essay, slug: 'a-draft-essay', title: 'A Draft Essay', publishedAt: null },
      { ...essay, slug: 'a-scheduled-essay', title: 'A Scheduled Essay', publishedAt: new Date(now + 24 * 60 * MINUTE) },
    ]);
    // The samples' images are raster media (src/seed/sampleImages.ts): one post is given a drawing.
    await server.db.getRepository(BlogPost).update({ slug: 'forgetting-is-a-feature' }, { featuredImage: '/images/blog/forgetting-is-a-feature.svg' });
    await server.wroteDirectly();
    [posts, essays] = await Promise.all(['/api/blog', '/api/ai-islam'].map((path) => fetch(server.url + path).then((r) => r.json())));
  });
  after(() => server?.close());

  describe('/sitemap.xml', () => {
    it('is XML for caches: its type, five minutes public, an ETag honoured with 304, compressed, with the security headers', async () => {
      const { response } = await xmlAt(`${server.url}/sitemap.xml`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
      expect(response.headers.get('content-encoding')).to.match(/^(br|gzip)$/);
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      const etag = response.headers.get('etag')!;
      expect(etag).to.be.a('string');
      const again = await fetch(`${server.url}/sitemap.xml`, { headers: revalidate(etag) });
      expect(again.status).to.equal(304);
    });

    it('lists every public static page, post and essay at SITE_URL, posts and essays with the date they last changed', async () => {
      const { xml } = await xmlAt(`${server.url}/sitemap.xml`);
      expect(xml.urlset['@xmlns']).to.equal('http://www.sitemaps.org/schemas/sitemap/0.9');
      const entries = xml.urlset.url as { loc: string; lastmod?: string }[];
      const locs = entries.map((entry) => entry.loc);
      const staticPages = ['/', '/about', '/theology', '/contact', '/books', '/blog', '/ai-islam', '/legacy', '/resources'];
      expect(locs).to.have.members([
        ...staticPages.map((path) => `${SITE_URL}${path}`),
        ...posts.map((post) => `${SITE_URL}/blog/${post.slug}`),
        ...essays.map((essay) => `${SITE_URL}/ai-islam/${essay.slug}`),
        // The legal pages a new site ships (src/seed/content/legalPages.ts).
        `${SITE_URL}/privacy`,
        `${SITE_URL}/terms`,
      ]);
      expect(new Set(locs).size).to.equal(locs.length);
      expect(locs).to.include(`${SITE_URL}/blog/cdata-edge-cases`);

      const rows = [...(await server.db.getRepository(BlogPost).find()), ...(await server.db.getRepository(Essay).find())];
      for (const entry of entries.filter((e) => /\/(blog|ai-islam)\/./.test(e.loc))) {
        const row = rows.find((r) => entry.loc.endsWith(`/${r.slug}`))!;
        expect(entry.lastmod, entry.loc).to.equal(laterDate(row.publishedAt!, row.updatedAt));
      }
      const newestPost = posts.map((post) => laterDate(new Date(post.publishedAt), rows.find((r) => r.slug === post.slug)!.updatedAt)).sort().at(-1);
      expect(entries.find((e) => e.loc === `${SITE_URL}/blog`)!.lastmod).to.equal(newestPost);
    });

    it('leaves out drafts, scheduled items and admin pages', async () => {
      const { text } = await xmlAt(`${server.url}/sitemap.xml`);
      for (const slug of [...hidden.posts, ...hidden.essays]) expect(text).not.to.include(slug);
      expect(text).not.to.include('/admin');
    });
  });

  it('/robots.txt allows everything public, not the admin pages or the API, and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
    expect(response.headers.get('etag')).to.be.a('string');
    expect((await response.text()).split('\n')).to.deep.equal(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${SITE_URL}/sitemap.xml`, '']);
  });

  describe('/rss.xml (blog)', () => {
    it('is an RSS 2.0 channel describing the blog, with a self link', async () => {
      const { response, xml } = await xmlAt(`${server.url}/rss.xml`);
      expect(response.headers.get('content-type')).to.equal('application/rss+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
      expect(response.headers.get('etag')).to.be.a('string');
      expect(xml.rss['@version']).to.equal('2.0');
      const channel = xml.rss.channel;
      expect(channel.title).to.equal(`${site.name} — Blog`);
      expect(channel.link).to.equal(`${SITE_URL}/blog`);
      expect(channel.description).to.have.length.greaterThan(20);
      expect(channel.language).to.equal('en');
      expect(channel.lastBuildDate).to.match(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(channel['atom:link']).to.deep.equal({ '@href': `${SITE_URL}/rss.xml`, '@rel': 'self', '@type': 'application/rss+xml' });
    });

    it('carries every public post newest first, with permalink, RFC 822 date, excerpt, category, tags and the whole body', async () => {
      const { xml } = await xmlAt(`${server.url}/rss.xml`);
      const items = xml.rss.channel.item as Record<string, any>[];
      expect(items.map((item) => item.link)).to.deep.equal(posts.slice(0, FEED_ITEM_LIMIT).map((post) => `${SITE_URL}/blog/${post.slug}`));
      const dates = items.map((item) => Date.parse(item.pubDate));
      expect(dates).to.deep.equal([...dates].sort((a, b) => b - a));
      for (const item of items) {
        const slug = item.link.split('/').at(-1);
        const post = (await fetch(`${server.url}/api/blog/post/${slug}`).then((r) => r.json())) as BlogPostDto;
        expect(item.title).to.equal(post.title);
        expect(item.guid).to.deep.equal({ '#text': item.link, '@isPermaLink': 'true' });
        expect(item.pubDate).to.equal(new Date(post.publishedAt).toUTCString());
        expect(item.pubDate).to.match(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(item.description).to.equal(post.excerpt);
        expect(item.category).to.deep.equal([categoryLabel(post.category), ...post.tags]);
        expect(item['dc:creator']).to.equal(site.name);
        expect(withRootLinks(item['content:encoded'])).to.equal(post.content);
      }
    });

    it("keeps ']]>' and markup inside the body intact, with root-relative links naming the site", async () => {
      const { xml } = await xmlAt(`${server.url}/rss.xml`);
      const item = (xml.rss.channel.item as Record<string, any>[]).find((i) => i.link === `${SITE_URL}/blog/cdata-edge-cases`)!;
      expect(item.title).to.equal('CDATA & Other ]]> Edge Cases');
      expect(item.description).to.equal('Edge cases <in> "text" & markup.');
      expect(item['content:encoded']).to.equal(
        trickyContent.replace('href="/about"', `href="${SITE_URL}/about"`).replace('src="/images/og-default.png"', `src="${SITE_URL}/images/og-default.png"`),
      );
    });

    it('gives the headings of a body the same ids as the article page (duplicates numbered, written ids kept)', async () => {
      const { xml } = await xmlAt(`${server.url}/rss.xml`);
      const item = (xml.rss.channel.item as Record<string, any>[]).find((i) => i.link === `${SITE_URL}/blog/headed-post`)!;
      const page = await fetch(`${server.url}/blog/headed-post`).then((r) => r.text());
      const pageIds = headingIds(elementWith(page, 'div', 'data-testid="article-body"'));
      expect(pageIds).to.deep.equal(['why-it-matters', 'why-it-matters-2', 'kept-as-written', 'main-content-2']);
      expect(headingIds(item['content:encoded'])).to.deep.equal(pageIds);
    });

    it('leaves out drafts and scheduled posts', async () => {
      const text = await fetch(`${server.url}/rss.xml`).then((r) => r.text());
      for (const slug of hidden.posts) expect(text).not.to.include(slug);
      expect(text).not.to.include('hidden body');
    });

    it('answers HEAD, and 304 for an unchanged feed', async () => {
      const head = await fetch(`${server.url}/rss.xml`, { method: 'HEAD' });
      expect(head.status).to.equal(200);
      expect(head.headers.get('content-type')).to.equal('application/rss+xml; charset=utf-8');
      const again = await fetch(`${server.url}/rss.xml`, { headers: revalidate(head.headers.get('etag')!) });
      expect(again.status).to.equal(304);
    });
  });

  describe('/ai-islam/rss.xml (essays)', () => {
    it('is an RSS 2.0 channel of every public essay newest first, with authors, tags and the whole body', async () => {
      const { response, xml } = await xmlAt(`${server.url}/ai-islam/rss.xml`);
      expect(response.headers.get('content-type')).to.equal('application/rss+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
      expect(xml.rss['@version']).to.equal('2.0');
      const channel = xml.rss.channel;
      expect(channel.title).to.equal(`${site.name} — A.I. & Islam Essays`);
      expect(channel.link).to.equal(`${SITE_URL}/ai-islam`);
      expect(channel.language).to.equal('en');
      expect(channel.lastBuildDate).to.match(/GMT$/);
      expect(channel['atom:link']['@href']).to.equal(`${SITE_URL}/ai-islam/rss.xml`);
      const items = channel.item as Record<string, any>[];
      expect(items.map((item) => item.link)).to.deep.equal(essays.slice(0, FEED_ITEM_LIMIT).map((essay) => `${SITE_URL}/ai-islam/${essay.slug}`));
      for (const item of items) {
        const slug = item.link.split('/').at(-1);
        const essay = (await fetch(`${server.url}/api/ai-islam/${slug}`).then((r) => r.json())) as EssayDto;
        expect(item.title).to.equal(essay.title);
        expect(item.guid).to.deep.equal({ '#text': item.link, '@isPermaLink': 'true' });
        expect(item.pubDate).to.equal(new Date(essay.publishedAt).toUTCString());
        expect(item.description).to.equal(essay.excerpt);
        expect(item.category).to.deep.equal(essay.tags);
        expect(item['dc:creator']).to.equal(essay.authors);
        expect(withRootLinks(item['content:encoded'])).to.equal(essay.bodyHtml);
      }
    });

    it('gives the headings of an essay the same ids as the essay page', async () => {
      const slug = 'adab-for-algorithms-ai-ethics-in-islamic-thought';
      const { xml } = await xmlAt(`${server.url}/ai-islam/rss.xml`);
      const item = (xml.rss.channel.item as Record<string, any>[]).find((i) => i.link === `${SITE_URL}/ai-islam/${slug}`)!;
      const page = await fetch(`${server.url}/ai-islam/${slug}`).then((r) => r.text());
      const pageIds = headingIds(elementWith(page, 'div', 'data-testid="article-body"'));
      expect(pageIds).to.include('intention-and-consequence');
      expect(headingIds(item['content:encoded'])).to.deep.equal(pageIds);
    });

    it('leaves out drafts and scheduled essays', async () => {
      const text = await fetch(`${server.url}/ai-islam/rss.xml`).then((r) => r.text());
      for (const slug of hidden.essays) expect(text).not.to.include(slug);
    });
  });

  /** One channel as every feed format must show it, whatever the format. */
  interface FeedCase {
    name: string;
    pagePath: string;
    atomPath: string;
    jsonPath: string;
    rssPath: string;
    title: string;
    hiddenSlugs: string[];
    listed: () => { slug: string }[];
    entity: typeof BlogPost | typeof Essay;
    /** The item as its page's API gives it, in the terms the feeds use. */
    itemAt: (slug: string) => Promise<{ title: string; excerpt: string; html: string; tags: string[]; author: string; publishedAt: string }>;
  }

  const feedCases: FeedCase[] = [
    {
      name: 'blog',
      pagePath: '/blog',
      atomPath: '/atom.xml',
      jsonPath: '/feed.json',
      rssPath: '/rss.xml',
      title: `${site.name} — Blog`,
      hiddenSlugs: hidden.posts,
      listed: () => posts,
      entity: BlogPost,
      async itemAt(slug) {
        const post = (await fetch(`${server.url}/api/blog/post/${slug}`).then((r) => r.json())) as BlogPostDto;
        return { ...post, html: post.content, tags: [categoryLabel(post.category), ...post.tags], author: site.name };
      },
    },
    {
      name: 'essays',
      pagePath: '/ai-islam',
      atomPath: '/ai-islam/atom.xml',
      jsonPath: '/ai-islam/feed.json',
      rssPath: '/ai-islam/rss.xml',
      title: `${site.name} — A.I. & Islam Essays`,
      hiddenSlugs: hidden.essays,
      listed: () => essays,
      entity: Essay,
      async itemAt(slug) {
        const essay = (await fetch(`${server.url}/api/ai-islam/${slug}`).then((r) => r.json())) as EssayDto;
        return { ...essay, html: essay.bodyHtml, author: essay.authors };
      },
    },
  ];

  /** ISO time of the last change a reader would see, from the row itself. */
  async function lastChangeOf(entity: typeof BlogPost | typeof Essay, slug: string) {
    const row = await server.db.getRepository<BlogPost | Essay>(entity).findOneByOrFail({ slug });
    return laterTime(row.publishedAt!, row.updatedAt);
  }

  const rssDescription = (path: string) => xmlAt(server.url + path).then(({ xml }) => xml.rss.channel.description as string);

  for (const feedCase of feedCases) {
    const { name, pagePath, atomPath, jsonPath, rssPath, title } = feedCase;
    const expectedUrls = () => feedCase.listed().slice(0, FEED_ITEM_LIMIT).map((item) => `${SITE_URL}${pagePath}/${item.slug}`);

    describe(`${atomPath} (${name}, Atom)`, () => {
      it('is an Atom 1.0 feed of the list page: id, title, subtitle, updated, self and alternate links, author; cached like RSS', async () => {
        const { response, feed } = await atomAt(server.url + atomPath);
        expect(response.headers.get('content-type')).to.equal('application/atom+xml; charset=utf-8');
        expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
        expect(response.headers.get('etag')).to.be.a('string');
        expect(feed['@xmlns']).to.equal('http://www.w3.org/2005/Atom');
        expect(feed.id).to.equal(`${SITE_URL}${pagePath}`);
        expect(feed.title).to.equal(title);
        expect(feed.subtitle).to.equal(await rssDescription(rssPath));
        expect(atomLink(feed, 'self')).to.deep.equal({ '@rel': 'self', '@type': 'application/atom+xml', '@href': `${SITE_URL}${atomPath}` });
        expect(atomLink(feed, 'alternate')).to.deep.equal({ '@rel': 'alternate', '@type': 'text/html', '@href': `${SITE_URL}${pagePath}` });
        expect(feed.author).to.deep.equal({ name: site.name, uri: `${SITE_URL}/` });
        expect(feed.updated).to.match(RFC_3339);
        const entryTimes = (feed.entry as Record<string, any>[]).map((entry) => entry.updated as string);
        expect(feed.updated).to.equal(entryTimes.sort().at(-1));
      });

      it('carries every public item newest first: id, title, updated, published, alternate link, summary, categories, author and the whole body', async () => {
        const { feed } = await atomAt(server.url + atomPath);
        const entries = feed.entry as Record<string, any>[];
        expect(entries.map((entry) => entry.id)).to.deep.equal(expectedUrls());
        for (const entry of entries) {
          const slug = entry.id.split('/').at(-1);
          const item = await feedCase.itemAt(slug);
          expect(entry.link).to.deep.equal([{ '@rel': 'alternate', '@type': 'text/html', '@href': entry.id }]);
          expect(entry.title, slug).to.equal(item.title);
          expect(entry.published, slug).to.equal(new Date(item.publishedAt).toISOString());
          expect(entry.updated, slug).to.equal(await lastChangeOf(feedCase.entity, slug));
          expect(entry.summary, slug).to.equal(item.excerpt);
          expect(entry.author, slug).to.deep.equal({ name: item.author });
          expect(entry.category ?? [], slug).to.deep.equal(item.tags.map((tag) => ({ '@term': tag, '@label': tag })));
          expect(entry.content['@type'], slug).to.equal('html');
          expect(withRootLinks(entry.content['#text']), slug).to.equal(item.html);
        }
      });

      it('leaves out drafts and scheduled items', async () => {
        const { text } = await atomAt(server.url + atomPath);
        for (const slug of feedCase.hiddenSlugs) expect(text).not.to.include(slug);
        expect(text).not.to.include('hidden body');
      });

      it('answers HEAD, and 304 for an unchanged feed', async () => {
        const head = await fetch(server.url + atomPath, { method: 'HEAD' });
        expect(head.status).to.equal(200);
        expect(head.headers.get('content-type')).to.equal('application/atom+xml; charset=utf-8');
        const again = await fetch(server.url + atomPath, { headers: revalidate(head.headers.get('etag')!) });
        expect(again.status).to.equal(304);
      });
    });

    describe(`${jsonPath} (${name}, JSON Feed)`, () => {
      it('is a JSON Feed 1.1 of the list page: title, home page, feed URL, description, language, authors; cached like RSS', async () => {
        const { response, feed } = await jsonFeedAt(server.url + jsonPath);
        expect(response.headers.get('content-type')).to.equal('application/feed+json; charset=utf-8');
        expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
        expect(response.headers.get('etag')).to.be.a('string');
        expect(feed).to.include({
          version: 'https://jsonfeed.org/version/1.1',
          title,
          home_page_url: `${SITE_URL}${pagePath}`,
          feed_url: `${SITE_URL}${jsonPath}`,
          description: await rssDescription(rssPath),
          language: 'en',
        });
        expect(feed.authors).to.deep.equal([{ name: site.name, url: `${SITE_URL}/` }]);
      });

      it('carries every public item newest first: id, url, title, whole body, summary, dates, tags and authors', async () => {
        const { feed } = await jsonFeedAt(server.url + jsonPath);
        const items = feed.items as Record<string, any>[];
        expect(items.map((item) => item.url)).to.deep.equal(expectedUrls());
        for (const feedItem of items) {
          const slug = feedItem.url.split('/').at(-1);
          const item = await feedCase.itemAt(slug);
          expect(feedItem.id, slug).to.equal(feedItem.url);
          expect(feedItem.title, slug).to.equal(item.title);
          expect(withRootLinks(feedItem.content_html), slug).to.equal(item.html);
          expect(feedItem.summary, slug).to.equal(item.excerpt);
          expect(feedItem.date_published, slug).to.equal(new Date(item.publishedAt).toISOString());
          expect(feedItem.date_published, slug).to.match(RFC_3339);
          expect(feedItem.date_modified, slug).to.equal(await lastChangeOf(feedCase.entity, slug));
          expect(feedItem.tags, slug).to.deep.equal(item.tags);
          expect(feedItem.authors, slug).to.deep.equal([{ name: item.author }]);
        }
      });

      it('leaves out drafts and scheduled items', async () => {
        const text = await fetch(server.url + jsonPath).then((r) => r.text());
        for (const slug of feedCase.hiddenSlugs) expect(text).not.to.include(slug);
        expect(text).not.to.include('hidden body');
      });

      it('answers HEAD, and 304 for an unchanged feed', async () => {
        const head = await fetch(server.url + jsonPath, { method: 'HEAD' });
        expect(head.status).to.equal(200);
        expect(head.headers.get('content-type')).to.equal('application/feed+json; charset=utf-8');
        const again = await fetch(server.url + jsonPath, { headers: revalidate(head.headers.get('etag')!) });
        expect(again.status).to.equal(304);
      });
    });
  }

  describe('Atom and JSON Feed details (blog)', () => {
    const atomEntry = async (slug: string) => {
      const { text, feed } = await atomAt(`${server.url}/atom.xml`);
      return { text, feed, entry: (feed.entry as Record<string, any>[]).find((e) => e.id === `${SITE_URL}/blog/${slug}`)! };
    };
    const jsonItem = async (slug: string) => {
      const { feed } = await jsonFeedAt(`${server.url}/feed.json`);
      return { feed, item: (feed.items as Record<string, any>[]).find((i) => i.url === `${SITE_URL}/blog/${slug}`)! };
    };

    it('escapes a title holding <script> and & in Atom, and gives it unchanged in JSON', async () => {
      const { text, entry } = await atomEntry('script-in-title');
      expect(text).not.to.include('<script>');
      expect(text).to.include('<title>&lt;script&gt;alert(&quot;feed&quot;)&lt;/script&gt; &amp; Friends</title>');
      expect(entry.title).to.equal(scriptTitle);
      expect(entry.summary).to.equal('Tom & Jerry <b>bold</b>');
      const { item } = await jsonItem('script-in-title');
      expect(item.title).to.equal(scriptTitle);
      expect(item.summary).to.equal('Tom & Jerry <b>bold</b>');
    });

    it("keeps ']]>' and markup in a body intact, with root-relative links naming the site", async () => {
      const absolute = trickyContent.replace('href="/about"', `href="${SITE_URL}/about"`).replace('src="/images/og-default.png"', `src="${SITE_URL}/images/og-default.png"`);
      expect((await atomEntry('cdata-edge-cases')).entry.content['#text']).to.equal(absolute);
      expect((await jsonItem('cdata-edge-cases')).item.content_html).to.equal(absolute);
    });

    it('gives a JSON item the absolute address of a raster featured image, and no image for an SVG one', async () => {
      expect((await jsonItem('script-in-title')).item.image).to.equal(`${SITE_URL}/images/og-default.png`);
      const { feed } = await jsonFeedAt(`${server.url}/feed.json`);
      const svgPosts = posts.filter((post) => post.featuredImage?.endsWith('.svg')).map((post) => `${SITE_URL}/blog/${post.slug}`);
      const svgItems = (feed.items as Record<string, any>[]).filter((item) => svgPosts.includes(item.url));
      expect(svgItems).to.have.length.greaterThan(0);
      for (const item of svgItems) expect(item, item.url).not.to.have.property('image');
    });

    it('moves updated (Atom) and date_modified (JSON) when the item is edited through the admin API', async () => {
      const longAgo = new Date(Date.now() - 2 * MINUTE);
      await server.db.getRepository(BlogPost).update({ slug: 'edited-later' }, { updatedAt: longAgo });
      const atomBefore = await atomEntry('edited-later');
      expect(atomBefore.entry.updated).to.equal(longAgo.toISOString());
      expect((await jsonItem('edited-later')).item.date_modified).to.equal(longAgo.toISOString());

      const { id } = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'edited-later' });
      const edit = { title: 'Edited Later', slug: 'edited-later', excerpt: 'After the edit.', content: '<p>Second version.</p>', category: 'ai-and-society' };
      const saved = await adminJson(server, `/api/admin/blog/${id}`, { method: 'PUT', body: edit });
      expect(saved.status).to.equal(200);

      const atomAfter = await atomEntry('edited-later');
      expect(Date.parse(atomAfter.entry.updated)).to.be.greaterThan(longAgo.getTime());
      expect(atomAfter.entry.updated).to.equal(await lastChangeOf(BlogPost, 'edited-later'));
      expect(atomAfter.entry.published).to.equal(atomBefore.entry.published);
      expect(atomAfter.entry.content['#text']).to.equal('<p>Second version.</p>');
      // The feed's updated is its newest entry's (another item may have changed after this one).
      const newest = (atomAfter.feed.entry as Record<string, any>[]).map((e) => e.updated as string).sort().at(-1);
      expect(atomAfter.feed.updated).to.equal(newest);
      expect(Date.parse(atomAfter.feed.updated)).to.be.at.least(Date.parse(atomAfter.entry.updated));
      const { item } = await jsonItem('edited-later');
      expect(item.date_modified).to.equal(atomAfter.entry.updated);
      expect(item.content_html).to.equal('<p>Second version.</p>');
      expect(item.summary).to.equal('After the edit.');
    });
  });

  describe('/manifest.webmanifest', () => {
    it('is a web app manifest with the site name, start URL, standalone display and theme colour', async () => {
      const response = await fetch(`${server.url}/manifest.webmanifest`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/manifest+json; charset=utf-8');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
      const manifest = await response.json();
      // The browser's bar takes the accent's deep band shade (views/style/accentTokens.ts).
      expect(manifest).to.include({ name: site.name, start_url: '/', display: 'standalone', theme_color: accentHead(defaultSettings.design.accentColor).themeColor });
      expect(manifest.short_name).to.be.a('string').with.length.greaterThan(0);
      expect(manifest.background_color).to.match(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons.map((icon: { src: string }) => icon.src)).to.deep.equal(['/images/icon-192.png', '/images/icon-512.png', '/images/icon.svg']);
    });

    it('names icons that exist, of the type and pixel size it states', async () => {
      const manifest = await fetch(`${server.url}/manifest.webmanifest`).then((r) => r.json());
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        const response = await fetch(server.url + icon.src);
        expect(response.status, icon.src).to.equal(200);
        expect(response.headers.get('content-type'), icon.src).to.include(icon.type);
        const bytes = Buffer.from(await response.arrayBuffer());
        if (icon.type === 'image/png') {
          // A PNG's IHDR chunk holds its width and height at bytes 16-23.
          expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).to.equal(icon.sizes);
        } else {
          expect(bytes.toString('utf8'), icon.src).to.match(/<svg[\s>]/);
        }
      }
    });
  });
});
