// The cached API reads (lists, posts, essays, books, resources): the same JSON as without the
// cache, a write through the API visible on the next read, a cached answer costing one query
// (the content versions), ETags and 304s, and errors never kept.
import { expect } from 'chai';
import { BlogPost } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { QueryRecorder } from '../helpers/queryRecorder';
import { startTestServer, type TestServer } from '../helpers/testServer';

// fetch() adds Cache-Control: no-cache to a conditional request unless told otherwise.
const revalidate = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

const cachedUrls = ['/api/blog', '/api/blog?first=2&q=learn', '/api/blog/featured', '/api/blog/post/forgetting-is-a-feature', '/api/ai-islam', '/api/ai-islam?first=2', '/api/books', '/api/resources', '/api/resources?type=worksheet'];

describe('cached API reads', () => {
  const logger = new QueryRecorder();
  let cached: TestServer;
  let uncached: TestServer;
  before(async () => {
    [cached, uncached] = await Promise.all([
      startTestServer({ logger }),
      startTestServer({ env: { PAGE_CACHE_MAX_AGE_SECONDS: '0' }, secondaryDatabase: true }),
    ]);
  });
  after(() => Promise.all([cached?.close(), uncached?.close()]));

  it('answers the same JSON as without the cache, the second time for one query (the content versions)', async () => {
    for (const url of cachedUrls) {
      const reference = await fetch(uncached.url + url);
      expect(reference.status, url).to.equal(200);
      const expected = await reference.json();
      expect(await (await fetch(cached.url + url)).json(), url).to.deep.equal(expected);
      logger.queries = [];
      const again = await fetch(cached.url + url);
      expect(await again.json(), url).to.deep.equal(expected);
      expect(logger.queries, `${url}: the queries of a cached answer`).to.have.length(1);
      expect(logger.queries[0], url).to.include('content_versions');
    }
  });

  it('answers 304 to its ETag, and a new ETag and the new data after an admin edit', async () => {
    const post = await cached.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const urls = ['/api/blog', `/api/blog/post/${post.slug}`, '/api/blog?first=2&q=forgetting'];
    const etags = await Promise.all(urls.map(async (url) => (await fetch(cached.url + url)).headers.get('etag')!));
    for (const [i, url] of urls.entries()) expect((await fetch(cached.url + url, { headers: revalidate(etags[i]) })).status, url).to.equal(304);

    const { status } = await adminJson(cached, `/api/admin/blog/${post.id}`, {
      method: 'PUT',
      body: { title: 'Forgetting, Edited', slug: post.slug, content: post.content, category: post.category },
    });
    expect(status).to.equal(200);
    for (const [i, url] of urls.entries()) {
      const response = await fetch(cached.url + url, { headers: revalidate(etags[i]) });
      expect(response.status, url).to.equal(200);
      expect(response.headers.get('etag'), url).not.to.equal(etags[i]);
      expect(await response.text(), url).to.include('Forgetting, Edited');
    }
  });

  it('keeps no error: a bad parameter is a 400 and a missing post a 404 every time', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${cached.url}/api/blog?first=0`)).status).to.equal(400);
      expect((await fetch(`${cached.url}/api/blog/post/no-such-post`)).status).to.equal(404);
      expect((await fetch(`${cached.url}/api/resources?type=nonsense`)).status).to.equal(400);
    }
  });
});
