// The dehydrated state stays at most half of a page's HTML on every page that has data, with
// the sample content and with 1,000 posts and essays: list pages carry their first screen of
// matches, never the whole list or any post body.
import { expect } from 'chai';
import { BlogPost, Essay } from '../../entities';
import { startTestServer, type TestServer } from '../helpers/testServer';

const STATE = /<script type="application\/json" id="__REACT_QUERY_STATE__">(.*?)<\/script>/s;
const pagesWithData = ['/', '/blog', '/blog/forgetting-is-a-feature', '/books', '/ai-islam', '/legacy', '/resources', '/blog?category=ai-and-society&q=generated'];

async function stateShares(server: TestServer): Promise<Record<string, number>> {
  const shares: Record<string, number> = {};
  for (const path of pagesWithData) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    shares[path] = Buffer.byteLength(html.match(STATE)![1]) / Buffer.byteLength(html);
  }
  return shares;
}

describe('page weight', function () {
  this.timeout(120_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('keeps the dehydrated state within half the HTML, with the sample content and with 1,000 posts and essays', async () => {
    for (const [path, share] of Object.entries(await stateShares(server))) expect(share, path).to.be.at.most(0.5);

    const now = Date.now();
    const posts = Array.from({ length: 1000 }, (_, i) => ({
      slug: `weight-post-${i}`, title: `Generated post ${i}`, excerpt: `A generated post about minds and machines, number ${i}.`, content: '<p>Body</p>',
      category: 'ai-and-society', featuredImage: null, readTime: 3, publishedAt: new Date(now - (i + 1) * 60_000 - 86_400_000 * 900), tags: ['generated'], isFeatured: false,
    }));
    const essays = Array.from({ length: 1000 }, (_, i) => ({
      slug: `weight-essay-${i}`, title: `Generated essay ${i}`, excerpt: `A generated essay, number ${i}.`, authors: 'Someone', readingTime: '3 min read',
      publishedAt: new Date(now - (i + 1) * 60_000 - 86_400_000 * 900), tags: [`topic ${i % 40}`], bodyHtml: '<p>Body</p>',
    }));
    for (let i = 0; i < posts.length; i += 200) await server.db.getRepository(BlogPost).insert(posts.slice(i, i + 200));
    for (let i = 0; i < essays.length; i += 200) await server.db.getRepository(Essay).insert(essays.slice(i, i + 200));
    await server.wroteDirectly();

    for (const [path, share] of Object.entries(await stateShares(server))) expect(share, `${path} with 1,000 posts and essays`).to.be.at.most(0.5);
    const blog = await (await fetch(`${server.url}/blog`)).text();
    expect(blog.replace(/<!-- -->/g, '')).to.match(/Showing 24 of 10\d\d posts/);
  });
});
