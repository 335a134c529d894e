// What search engines and link previews read in each page's <head>: title, description,
// canonical, OpenGraph, Twitter card, feeds, manifest, robots and the JSON-LD structured data.
import { site } from '../helpers/defaultContent';
import { expect } from 'chai';
import { BlogPost, Book } from '../../entities';
import type { BlogPostSummaryDto, BookDto, EssaySummaryDto } from '../../views/api/types';
import { categoryLabel } from '../../views/api/blogCategories';
import { adminRoutes } from '../../views/admin/adminRoutes';
import { publicPageRoutes } from '../../views/app/routes';
import { startTestServer, type TestServer } from '../helpers/testServer';

const SITE_URL = 'https://minds.example.org';
const DEFAULT_IMAGE = `${SITE_URL}/images/og-default.png`;

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]));

interface Head {
  html: string;
  status: number;
  nonce: string;
  title: string;
  /** <meta name|property> -> every content given for it. */
  meta: Record<string, string[]>;
  links: Record<string, string>[];
  jsonLd: Record<string, any>[];
  jsonLdTags: string[];
}

async function headOf(url: string): Promise<Head> {
  const response = await fetch(url);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string[]> = {};
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const { name, property, content } = attributesOf(tag);
    const key = name ?? property;
    if (key) {
      meta[key] ??= [];
      meta[key].push(content);
    }
  }
  const jsonLdTags = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>/g)].map(([tag]) => tag);
  return {
    html,
    status: response.status,
    nonce: response.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1],
    title: decode(head.match(/<title>(.*?)<\/title>/s)![1]),
    meta,
    links: [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => attributesOf(tag)),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json)),
    jsonLdTags,
  };
}

const one = (head: Head, key: string) => {
  expect(head.meta[key], key).to.have.length(1);
  return head.meta[key][0];
};
const canonicalOf = (head: Head) => head.links.filter((link) => link.rel === 'canonical').map((link) => link.href);
const types = (head: Head) => head.jsonLd.map((data) => data['@type']);

describe('SSR discovery tags (SEO, link previews, structured data)', () => {
  let server: TestServer;
  let posts: BlogPostSummaryDto[];
  let essays: EssaySummaryDto[];
  let books: BookDto[];
  // The search page is a page of other pages: noindex, out of the sitemap (test/api/search.test.ts).
  const staticPaths = publicPageRoutes.filter((route) => !route.path.includes(':') && route.page !== 'SearchPage').map((route) => route.path);
  const heads = new Map<string, Head>();

  before(async () => {
    server = await startTestServer({ env: { SITE_URL } });
    // The samples' images are raster media (src/seed/sampleImages.ts): one post is given a drawing.
    await server.db.getRepository(BlogPost).update({ slug: 'forgetting-is-a-feature' }, { featuredImage: '/images/blog/forgetting-is-a-feature.svg' });
    await server.wroteDirectly();
    [posts, essays, books] = await Promise.all(['/api/blog', '/api/ai-islam', '/api/books'].map((path) => fetch(server.url + path).then((r) => r.json())));
    const paths = [...staticPaths, ...posts.map((p) => `/blog/${p.slug}`), ...essays.map((e) => `/ai-islam/${e.slug}`)];
    for (const path of paths) heads.set(path, await headOf(server.url + path));
  });
  after(() => server?.close());

  it('covers every public page: the static pages, every post and every essay', () => {
    expect(staticPaths).to.have.members(['/', '/about', '/theology', '/contact', '/books', '/blog', '/ai-islam', '/legacy', '/resources']);
    expect(posts.length).to.be.greaterThan(5);
    expect(essays.length).to.be.greaterThan(3);
    for (const [path, head] of heads) expect(head.status, path).to.equal(200);
  });

  it('gives every public page its own title and a description', () => {
    const titles = [...heads.values()].map((head) => head.title);
    expect(new Set(titles).size, 'duplicate titles').to.equal(titles.length);
    for (const [path, head] of heads) {
      expect(head.title, path).to.match(new RegExp(`${site.name.replace('.', '\\.')}`));
      expect(one(head, 'description'), path).to.have.length.greaterThan(40);
    }
    const post = posts[0];
    expect(heads.get(`/blog/${post.slug}`)!.title).to.equal(`${post.title} | ${site.name}`);
    expect(one(heads.get(`/blog/${post.slug}`)!, 'description')).to.equal(post.excerpt);
  });

  it('links its canonical address (SITE_URL + path) and repeats title, description, address and an absolute image for link previews', () => {
    for (const [path, head] of heads) {
      const canonical = `${SITE_URL}${path}`;
      expect(canonicalOf(head), path).to.deep.equal([canonical]);
      expect(one(head, 'og:url'), path).to.equal(canonical);
      expect(one(head, 'og:title'), path).to.equal(head.title);
      expect(one(head, 'og:description'), path).to.equal(one(head, 'description'));
      expect(one(head, 'og:site_name'), path).to.equal(site.name);
      expect(one(head, 'og:type'), path).to.equal(/^\/(blog|ai-islam)\/./.test(path) ? 'article' : 'website');
      // Posts and essays have their own social card; the home and list pages the site's card; other pages a static image.
      expect(one(head, 'og:image'), path).to.match(new RegExp(`^${SITE_URL}/(images/[\\w/.-]+\\.(png|jpe?g|gif|webp)|cards/(blog|essays)/\\d+-[0-9a-f]{16}\\.png|cards/site-[0-9a-f]{16}\\.png)$`));
      if (one(head, 'og:image').includes('/cards/')) {
        expect([one(head, 'og:image:width'), one(head, 'og:image:height')], path).to.deep.equal(['1200', '630']);
        expect(one(head, 'og:image:alt'), path).to.be.a('string').and.not.equal('');
      }
      expect(one(head, 'twitter:card'), path).to.equal('summary_large_image');
      expect(one(head, 'twitter:title'), path).to.equal(head.title);
      expect(one(head, 'twitter:description'), path).to.equal(one(head, 'description'));
      expect(one(head, 'twitter:image'), path).to.equal(one(head, 'og:image'));
      expect(head.meta.robots, path).to.equal(undefined);
    }
  });

  it('dates articles for OpenGraph', () => {
    for (const post of posts) expect(one(heads.get(`/blog/${post.slug}`)!, 'article:published_time')).to.equal(post.publishedAt);
    for (const essay of essays) expect(one(heads.get(`/ai-islam/${essay.slug}`)!, 'article:published_time')).to.equal(essay.publishedAt);
    expect(heads.get('/blog')!.meta['article:published_time']).to.equal(undefined);
  });

  it('links every feed (RSS, Atom and JSON Feed of the blog and the essays), the web app manifest and the icons from every page', () => {
    for (const [path, head] of heads) {
      const feeds = head.links.filter((link) => link.rel === 'alternate' && link.type !== 'application/activity+json').map(({ type, title, href }) => ({ type, title, href }));
      // And the page's ActivityPub object: a post's own Article, else the site's actor (docs/fediverse.md).
      const activityPub = head.links.filter((link) => link.rel === 'alternate' && link.type === 'application/activity+json').map((link) => link.href);
      expect(activityPub, path).to.deep.equal([/^\/(blog|ai-islam)\/[^/]+$/.test(path) ? `${SITE_URL}${path}` : `${SITE_URL}/ap/users/site`]);
      expect(feeds, path).to.deep.equal([
        { type: 'application/rss+xml', title: `${site.name} — Blog`, href: '/rss.xml' },
        { type: 'application/atom+xml', title: `${site.name} — Blog (Atom)`, href: '/atom.xml' },
        { type: 'application/feed+json', title: `${site.name} — Blog (JSON Feed)`, href: '/feed.json' },
        { type: 'application/rss+xml', title: `${site.name} — A.I. & Islam Essays`, href: '/ai-islam/rss.xml' },
        { type: 'application/atom+xml', title: `${site.name} — A.I. & Islam Essays (Atom)`, href: '/ai-islam/atom.xml' },
        { type: 'application/feed+json', title: `${site.name} — A.I. & Islam Essays (JSON Feed)`, href: '/ai-islam/feed.json' },
      ]);
      const hrefOf = (rel: string) => head.links.filter((link) => link.rel === rel).map((link) => link.href);
      expect(hrefOf('manifest'), path).to.deep.equal(['/manifest.webmanifest']);
      expect(hrefOf('icon'), path).to.deep.equal(['/favicon.ico', '/images/icon-32.png', '/images/icon.svg']);
      expect(hrefOf('apple-touch-icon'), path).to.deep.equal(['/images/apple-touch-icon.png']);
    }
  });

  it('canonicalises an address with a query string or a trailing slash to the page itself', async () => {
    expect(canonicalOf(await headOf(`${server.url}/blog?q=mind&category=ai-and-society`))).to.deep.equal([`${SITE_URL}/blog`]);
    expect(canonicalOf(await headOf(`${server.url}/about/`))).to.deep.equal([`${SITE_URL}/about`]);
  });

  it('carries JSON-LD of the right schema.org type on each page, with the request nonce', () => {
    const expected: Record<string, string[]> = {
      '/': ['WebSite'],
      '/about': ['Person'],
      '/blog': ['Blog'],
      '/ai-islam': ['CollectionPage'],
      '/resources': ['CollectionPage'],
      '/contact': ['ContactPage'],
      '/theology': ['WebPage'],
      '/legacy': ['WebPage'],
      '/books': books.map(() => 'Book'),
      ...Object.fromEntries(posts.map((p) => [`/blog/${p.slug}`, ['BlogPosting']])),
      ...Object.fromEntries(essays.map((e) => [`/ai-islam/${e.slug}`, ['Article']])),
    };
    for (const [path, head] of heads) {
      expect(types(head), path).to.deep.equal(expected[path]);
      for (const data of head.jsonLd) expect(data['@context'], path).to.equal('https://schema.org');
      for (const tag of head.jsonLdTags) expect(tag, path).to.include(`nonce="${head.nonce}"`);
    }
  });

  it('describes the owner as a Person on /about, from the site configuration', () => {
    const [person] = heads.get('/about')!.jsonLd;
    expect(person).to.include({ '@type': 'Person', name: site.name, jobTitle: site.title, email: site.email, url: `${SITE_URL}/about` });
    expect(person.sameAs).to.deep.equal(Object.values(site.social));
  });

  it('describes the site on the home page with a search box that the blog page answers', async () => {
    const [website] = heads.get('/')!.jsonLd;
    expect(website).to.include({ '@type': 'WebSite', name: site.name, url: `${SITE_URL}/` });
    expect(website.author).to.include({ '@type': 'Person', name: site.name });
    expect(website.potentialAction).to.deep.equal({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}/blog?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    const post = posts[0];
    const search = website.potentialAction.target.urlTemplate.replace(SITE_URL, server.url).replace('{search_term_string}', encodeURIComponent(post.title));
    const html = await fetch(search).then((r) => r.text());
    expect(html).to.match(/<input[^>]*value="[^"]+"/);
    expect(decode(html)).to.include(`value="${post.title}"`);
  });

  it('describes each post as a BlogPosting by the owner', async () => {
    for (const summary of posts) {
      const [posting] = heads.get(`/blog/${summary.slug}`)!.jsonLd;
      const url = `${SITE_URL}/blog/${summary.slug}`;
      expect(posting).to.include({ headline: summary.title, description: summary.excerpt, datePublished: summary.publishedAt, url, articleSection: categoryLabel(summary.category), keywords: summary.tags.join(', ') });
      expect(posting.mainEntityOfPage).to.deep.equal({ '@type': 'WebPage', '@id': url });
      expect(posting.author).to.include({ '@type': 'Person', name: site.name, url: `${SITE_URL}/about` });
      expect(posting.image).to.equal(summary.featuredImage ? `${SITE_URL}${summary.featuredImage}` : DEFAULT_IMAGE);
    }
  });

  it('describes each essay as an Article by each of its authors', () => {
    for (const essay of essays) {
      const [article] = heads.get(`/ai-islam/${essay.slug}`)!.jsonLd;
      const url = `${SITE_URL}/ai-islam/${essay.slug}`;
      expect(article).to.include({ headline: essay.title, description: essay.excerpt, datePublished: essay.publishedAt, url, keywords: essay.tags.join(', ') });
      expect(article.mainEntityOfPage).to.deep.equal({ '@type': 'WebPage', '@id': url });
      const names = article.author.map((author: { name: string }) => author.name);
      expect(names.join(' & ')).to.equal(essay.authors);
      expect(article.author.find((author: { name: string }) => author.name === site.name)).to.include({ '@type': 'Person', url: `${SITE_URL}/about` });
    }
  });

  it('describes every book on /books as a Book with its cover, year and store link', () => {
    const described = heads.get('/books')!.jsonLd;
    expect(described.map((book) => book.name)).to.deep.equal(books.map((book) => book.title));
    for (const [i, book] of books.entries()) {
      expect(described[i].url).to.equal(book.amazonUrl);
      expect(described[i].datePublished).to.equal(book.publishedYear ? String(book.publishedYear) : undefined);
      expect(described[i].image).to.equal(book.coverImage ? `${SITE_URL}${book.coverImage}` : undefined);
      expect(described[i].author.length).to.be.greaterThan(0);
    }
    const own = described.find((book) => book.image)!;
    expect(own.author).to.deep.include({ '@type': 'Person', '@id': `${SITE_URL}/about#person`, name: site.name, jobTitle: site.title, email: site.email, url: `${SITE_URL}/about`, sameAs: Object.values(site.social) });
  });

  it("shares a post's own card (a new address when what it shows changes) and the own book's cover when it is a raster image, else the default image", async () => {
    const svgPost = posts.find((post) => post.featuredImage?.endsWith('.svg'))!;
    const before = one(heads.get(`/blog/${svgPost.slug}`)!, 'og:image');
    expect(before).to.match(new RegExp(`^${SITE_URL}/cards/blog/\\d+-[0-9a-f]{16}\\.png$`));
    expect(one(heads.get(`/blog/${svgPost.slug}`)!, 'og:image:alt')).to.equal(svgPost.title);
    expect(one(heads.get('/books')!, 'og:image')).to.equal(DEFAULT_IMAGE);

    await server.db.getRepository(BlogPost).update({ slug: svgPost.slug }, { title: `${svgPost.title}, revised` });
    await server.wroteDirectly();
    const post = await headOf(`${server.url}/blog/${svgPost.slug}`);
    expect(one(post, 'og:image')).to.match(/\/cards\/blog\//).and.not.equal(before);
    expect(one(post, 'twitter:image')).to.equal(one(post, 'og:image'));
    expect(one(post, 'twitter:image:alt')).to.equal(`${svgPost.title}, revised`);

    const ownBook = books.find((book) => book.coverImage)!;
    await server.db.getRepository(Book).update({ id: ownBook.id }, { coverImage: 'https://covers.example.net/own-book.jpg' });
    await server.wroteDirectly();
    expect(one(await headOf(`${server.url}/books`), 'og:image')).to.equal('https://covers.example.net/own-book.jpg');
  });

  it('escapes hostile text in every tag and keeps the JSON-LD parseable', async () => {
    const title = `Quotes "double" & 'single' <b>bold</b> </script><script>alert(1)</script>`;
    await server.db.getRepository(BlogPost).insert({
      slug: 'hostile-title', title, excerpt: `An excerpt with </script> and "quotes" & <tags>`, content: '<p>Body</p>', category: 'ai-and-society',
      featuredImage: 'javascript:alert(1)//.png', readTime: 1, publishedAt: new Date(Date.now() - 60_000), tags: ['a"b', '</script>'], isFeatured: false,
    });
    const head = await headOf(`${server.url}/blog/hostile-title`);
    expect(head.status).to.equal(200);
    expect(head.html.slice(0, head.html.indexOf('</head>'))).not.to.include('<script>alert(1)');
    expect(head.title).to.equal(`${title} | ${site.name}`);
    expect(one(head, 'og:title')).to.equal(`${title} | ${site.name}`);
    expect(one(head, 'twitter:description')).to.equal(`An excerpt with </script> and "quotes" & <tags>`);
    expect(one(head, 'og:image')).to.match(/\/cards\/blog\/\d+-[0-9a-f]{16}\.png$/);
    expect(one(head, 'og:image:alt')).to.equal(title);
    expect(head.jsonLd[0].headline).to.equal(title);
    expect(head.jsonLd[0].keywords).to.equal('a"b, </script>');
    expect(head.jsonLd[0].image).to.equal(DEFAULT_IMAGE);
  });

  it('keeps admin pages, the not-found page and missing posts and essays out of search results', async () => {
    const admin = adminRoutes.map((route) => route.path.replace(':id', '1'));
    expect(admin).to.include('/admin/seed');
    for (const path of admin) {
      const head = await headOf(server.url + path);
      expect(head.status, path).to.equal(200);
      expect(head.meta.robots, path).to.deep.equal(['noindex']);
      expect(head.jsonLd, path).to.deep.equal([]);
    }
    for (const path of ['/no-such-page', '/blog/no-such-post', '/ai-islam/no-such-essay']) {
      const head = await headOf(server.url + path);
      expect(head.status, path).to.equal(404);
      expect(head.meta.robots, path).to.deep.equal(['noindex']);
      expect(canonicalOf(head), path).to.deep.equal([]);
      expect(head.meta['og:url'], path).to.equal(undefined);
      expect(head.jsonLd, path).to.deep.equal([]);
    }
  });
});
