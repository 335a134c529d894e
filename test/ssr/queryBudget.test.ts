// Rendering a page costs at most 3 SQL queries for its data and one for the content versions
// (which tell whether the settings every page shows have changed); the owner's category labels
// (#38: categories are data) are joined into the posts' query, not read apart (#48); and the same number with
// 1,000 posts and essays as with the sample content. The settings themselves are read once per
// process after each change, not per page: the counts start after a first page. With the page
// cache, a cached page costs one query (the content versions) and a render no more than without
// it (the one read of the versions keys both the page and the settings). Counted through
// TypeORM's logger on the real database. The home page reads one more: its newsletter band's
// subscriber count (with the owner's threshold, in the same query: src/services/newsletterReach.ts),
// so it names a real number or none (#47). A page that shows a part of the settings (/, /blog,
// /legacy, /about, /contact, /resources, /theology: #48) gets it from the settings the renderer holds, with no query.
import { expect } from 'chai';
import { BlogPost, Essay } from '../../entities';
import { QueryRecorder } from '../helpers/queryRecorder';
import { startTestServer, type TestServer } from '../helpers/testServer';

const MAX_QUERIES_PER_PAGE = 3 + 1;
const MISS = '/no-such-page';
/** Pages that read more than the rest, and why (see the top of this file). */
const EXTRA_QUERIES: Record<string, number> = {
  // The newsletter band reads the real subscriber count, with the owner's threshold in the same query.
  '/': 1,
  // A miss asks every place an address may have gone before it answers 404: an imported old
  // address, the owner's redirects, a custom page and a retired slug.
  [MISS]: 1,
};

const pages = ['/', '/about', '/blog', '/blog/forgetting-is-a-feature', '/books', '/theology', '/ai-islam', '/legacy', '/resources', '/contact', MISS];

async function countQueries(server: TestServer, logger: QueryRecorder): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await (await fetch(`${server.url}${MISS}`)).text(); // the process reads the settings once
  for (const path of pages) {
    logger.queries = [];
    const response = await fetch(`${server.url}${path}`);
    await response.text();
    counts[path] = logger.queries.length;
  }
  return counts;
}

describe('SQL per page', function () {
  this.timeout(120_000);
  const logger = new QueryRecorder();
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ logger, env: { PAGE_CACHE_MAX_AGE_SECONDS: '0' } });
    const essaySlug = (await server.db.getRepository(Essay).findOneByOrFail({})).slug;
    pages.push(`/ai-islam/${essaySlug}`);
  });
  after(() => server?.close());

  it(`costs at most ${MAX_QUERIES_PER_PAGE} queries a page, and as many with 1,000 posts and essays`, async () => {
    const small = await countQueries(server, logger);
    // Pages whose data is the settings' parts alone (#48) get them from the settings in hand: the versions' read is their one query.
    for (const path of ['/about', '/contact', '/theology']) expect(small[path], `${path}: ${small[path]} queries`).to.equal(1);
    for (const [path, count] of Object.entries(small)) expect(count, `${path}: ${count} queries`).to.be.at.most(MAX_QUERIES_PER_PAGE + (EXTRA_QUERIES[path] ?? 0));

    const now = Date.now();
    const posts = Array.from({ length: 985 }, (_, i) => ({
      slug: `bulk-post-${i}`, title: `Bulk post ${i}`, excerpt: 'A bulk post.', content: '<p>Body</p>', category: 'ai-and-society',
      featuredImage: null, readTime: 1, publishedAt: new Date(now - (i + 1) * 60_000 - 86_400_000 * 800), tags: ['bulk'], isFeatured: false,
    }));
    const essays = Array.from({ length: 994 }, (_, i) => ({
      slug: `bulk-essay-${i}`, title: `Bulk essay ${i}`, excerpt: 'A bulk essay.', authors: 'Someone', readingTime: '1 min read',
      publishedAt: new Date(now - (i + 1) * 60_000 - 86_400_000 * 800), tags: ['bulk'], bodyHtml: '<p>Body</p>',
    }));
    for (let i = 0; i < posts.length; i += 200) await server.db.getRepository(BlogPost).insert(posts.slice(i, i + 200));
    for (let i = 0; i < essays.length; i += 200) await server.db.getRepository(Essay).insert(essays.slice(i, i + 200));

    const large = await countQueries(server, logger);
    expect(large).to.deep.equal(small);
  });
});

describe('SQL per page with the page cache', function () {
  this.timeout(60_000);
  const logger = new QueryRecorder();
  let server: TestServer;
  let uncached: Record<string, number>;
  before(async () => {
    const plain = new QueryRecorder();
    const reference = await startTestServer({ logger: plain, env: { PAGE_CACHE_MAX_AGE_SECONDS: '0' } });
    uncached = await countQueries(reference, plain);
    await reference.close();
    server = await startTestServer({ logger });
  });
  after(() => server?.close());

  it('costs no query more than rendering the first time, and one query for every cached page after that', async () => {
    const first = await countQueries(server, logger);
    const again = await countQueries(server, logger);
    for (const path of pages) {
      const isMissing = path === MISS; // 404s are never cached
      expect(first[path], path).to.equal(uncached[path]);
      expect(again[path], path).to.equal(isMissing ? uncached[path] : 1);
    }
  });
});
