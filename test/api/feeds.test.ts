// The discovery documents over HTTP, read with a real XML parser: /sitemap.xml, /robots.txt,
// /rss.xml, /ai-islam/rss.xml and /manifest.webmanifest.
import { expect } from 'chai';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BlogPost, Essay } from '../../entities';
import type { BlogPostDto, BlogPostSummaryDto, EssayDto, EssaySummaryDto } from '../../views/api/types';
import { FEED_ITEM_LIMIT } from '../../src/services/feeds';
import { categoryLabel } from '../../views/api/blogCategories';
import { site } from '../../views/content/siteConfig';
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

describe('discovery documents: sitemap, robots, RSS, manifest', () => {
  let server: TestServer;
  let posts: BlogPostSummaryDto[];
  let essays: EssaySummaryDto[];
  const hidden = { posts: ['a-draft-post', 'a-scheduled-post'], essays: ['a-draft-essay', 'a-scheduled-essay'] };
  const headedContent = '<p>Intro.</p><h2>Why it matters</h2><p>One.</p><h2>Why it matters</h2><p>Two.</p><h3 id="kept-as-written">Kept</h3><h2>Main content</h2>';
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
    ]);
    await server.db.getRepository(Essay).insert([
      { ...essay, slug: 'a-draft-essay', title: 'A Draft Essay', publishedAt: null },
      { ...essay, slug: 'a-scheduled-essay', title: 'A Scheduled Essay', publishedAt: new Date(now + 24 * 60 * MINUTE) },
    ]);
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

  describe('/manifest.webmanifest', () => {
    it('is a web app manifest with the site name, start URL, standalone display and theme colour', async () => {
      const response = await fetch(`${server.url}/manifest.webmanifest`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/manifest+json; charset=utf-8');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=300');
      const manifest = await response.json();
      expect(manifest).to.include({ name: site.name, start_url: '/', display: 'standalone', theme_color: '#312e81' });
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
