// The dehydrated state stays at most half of a page's HTML on every page that has data, with
// the sample content and with 1,000 posts and essays: list pages carry their first screen of
// matches, never the whole list or any post body. A post, the page readers arrive on, stays light:
// it carries none of the About page's parts (#48: each page prefetches only the settings it shows).
import { expect } from 'chai';
import { defaultSettings } from '../../views/content/defaultSettings';
import { BlogPost, Essay } from '../../entities';
import { startTestServer, type TestServer } from '../helpers/testServer';

const STATE = /<script type="application\/json" id="__REACT_QUERY_STATE__">(.*?)<\/script>/s;
/**
 * The sample post readers arrive on most, measured in issue 48: 54,374 bytes before its settings
 * were split, 50,176 after, 45,970 now. Where the bytes went, nearly all from the CSS in the head
 * (24,671 -> 21,173 bytes): each code colour written once and each font stack once, as custom
 * properties (-1,327); no Emotion vendor prefixes, which no browser the bundle targets needs
 * (-1,966: the page's Emotion CSS was 6,080 bytes); each icon's stroke and fill one CSS rule, not
 * five attributes on every icon (-586); lists of the article body's elements as one :is() (-165);
 * the page's dark palette in the accent's rules, one rule per way dark is chosen (-162). The post's
 * data (8,142) and markup (11,443) are otherwise what the page shows.
 */
const POST = '/blog/the-things-we-build-that-outlive-us';
const MAX_POST_BYTES = 45 * 1024;

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

  it(`keeps a post under ${MAX_POST_BYTES / 1024} KB, with none of the About page's parts nor any other page's copy in its data`, async () => {
    const html = await (await fetch(`${server.url}${POST}`)).text();
    expect(Buffer.byteLength(html), 'bytes').to.be.at.most(MAX_POST_BYTES);
    const state = html.match(STATE)![1];
    for (const key of ['"about"', '"aboutHtml"', '"timeline"', '"hireMe"', '"personas"', '"venture"', '"markdown"']) expect(state, key).not.to.include(key);
    // Nor the copy only the home page, /blog and /legacy show.
    for (const key of ['"newsletterHeading"', '"newsletterTextWithCount"', '"blogIntro"', '"blogDescription"', '"legacyInvitation"', '"subscriberCountThreshold"']) expect(state, key).not.to.include(key);
    const aboutOnly = [defaultSettings.about.timeline[0].description, defaultSettings.about.hireMe.why, defaultSettings.about.personas.islamLead.description, defaultSettings.about.contact.tips[0]];
    for (const text of aboutOnly) expect(state, text).not.to.include(JSON.stringify(text).slice(1, 40));
  });

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
