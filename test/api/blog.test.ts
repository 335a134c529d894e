import { expect } from 'chai';
import sharp from 'sharp';
import type { Logger } from 'typeorm';
import { BlogPost } from '../../entities';
import { addHeadingIds } from '../../src/lib/headingIds';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { sampleImageUrl } from '../../src/seed/sampleImages';
import { responsiveImage } from '../../views/lib/responsiveImage';
import type { BlogPostSummaryDto } from '../../views/api/types';
import { startTestServer, type TestServer } from '../helpers/testServer';

const SUMMARY_KEYS = ['id', 'slug', 'title', 'excerpt', 'category', 'categoryLabel', 'featuredImage', 'readTime', 'publishedAt', 'tags'];
const DAY_MS = 86_400_000;

/** A post row with every column filled; the test decides slug, category, publish time and featured flag. */
const postRow = (slug: string, overrides: Partial<BlogPost>): Partial<BlogPost> => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  content: `<p>Body of ${slug}</p>`,
  category: 'brain-and-learning',
  featuredImage: null,
  readTime: 1,
  tags: ['extra'],
  isFeatured: false,
  ...overrides,
});

/** Rows the test adds beside the seed: two that must never show, two old published ones in one category. */
const hidden = [
  postRow('a-draft-post', { publishedAt: null, isFeatured: true }),
  postRow('a-scheduled-post', { publishedAt: new Date(Date.now() + DAY_MS), isFeatured: true }),
];
const extraPublished = [
  postRow('an-old-brain-post', { publishedAt: new Date('2020-01-02T10:00:00.000Z') }),
  postRow('an-older-brain-post', { publishedAt: new Date('2020-01-01T10:00:00.000Z') }),
];

const byNewest = (a: { publishedAt: string }, b: { publishedAt: string }) => b.publishedAt.localeCompare(a.publishedAt);
const publishedSlugsNewestFirst = () =>
  [...sampleBlogPosts.map((p) => ({ slug: p.slug, publishedAt: p.publishedAt })), ...extraPublished.map((p) => ({ slug: p.slug!, publishedAt: p.publishedAt!.toISOString() }))]
    .sort(byNewest)
    .map((p) => p.slug);

describe('GET /api/blog', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(BlogPost).insert([...hidden, ...extraPublished] as BlogPost[]);
  });
  after(() => server?.close());

  const getJson = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: await response.json() };
  };

  describe('the list', () => {
    it('answers every published post, newest first, as summaries without bodies', async () => {
      const { status, body } = await getJson('/api/blog');
      expect(status).to.equal(200);
      expect(body.map((p: BlogPostSummaryDto) => p.slug)).to.deep.equal(publishedSlugsNewestFirst());
      for (const post of body) expect(post).to.have.all.keys(...SUMMARY_KEYS);
      const seeded = sampleBlogPosts[0];
      const answered = body.find((p: BlogPostSummaryDto) => p.slug === seeded.slug);
      expect(answered).to.deep.include({ title: seeded.title, excerpt: seeded.excerpt, category: seeded.category, readTime: seeded.readTime, publishedAt: seeded.publishedAt, tags: seeded.tags });
    });

    it('never lists a draft or a post scheduled for the future', async () => {
      const { body } = await getJson('/api/blog');
      const slugs = body.map((p: BlogPostSummaryDto) => p.slug);
      expect(slugs).not.to.include('a-draft-post');
      expect(slugs).not.to.include('a-scheduled-post');
    });
  });

  describe('the first window (?first=)', () => {
    it('answers the first posts of the whole list and how many there are', async () => {
      const { status, body } = await getJson('/api/blog?first=3');
      expect(status).to.equal(200);
      expect(body.items.map((p: BlogPostSummaryDto) => p.slug)).to.deep.equal(publishedSlugsNewestFirst().slice(0, 3));
      expect(body.matching).to.equal(publishedSlugsNewestFirst().length);
      for (const post of body.items) expect(post).to.have.all.keys(...SUMMARY_KEYS);
    });

    it('applies the blog page’s search and category, as the page does', async () => {
      const { body } = await getJson('/api/blog?first=24&category=brain-and-learning&q=OLD');
      expect(body.items.map((p: BlogPostSummaryDto) => p.slug)).to.deep.equal(['an-old-brain-post', 'an-older-brain-post']);
      expect(body.matching).to.equal(2);
      const none = await getJson('/api/blog?first=24&q=no%20such%20words%20anywhere');
      expect(none.body).to.deep.equal({ items: [], matching: 0 });
      // A category the owner deleted (an old /blog?category= link) matches no post; it is no error.
      expect((await getJson('/api/blog?first=24&category=deleted-category')).body).to.deep.equal({ items: [], matching: 0 });
    });

    it('refuses a bad window size or category with a 400 naming the field', async () => {
      for (const [query, field] of [['first=0', 'first'], ['first=101', 'first'], ['first=abc', 'first'], ['first=', 'first'], ['first=5&category=Not%20A%20Value', 'category']]) {
        const { status, body } = await getJson(`/api/blog?${query}`);
        expect(status, query).to.equal(400);
        expect(body.details.map((d: { field: string }) => d.field), query).to.include(field);
      }
    });
  });

  describe('featured', () => {
    it('answers only the published featured posts, newest first, without bodies', async () => {
      const { status, body } = await getJson('/api/blog/featured');
      expect(status).to.equal(200);
      const expected = sampleBlogPosts.filter((p) => p.isFeatured).sort(byNewest).map((p) => p.slug);
      expect(expected.length).to.be.greaterThan(1);
      expect(body.map((p: BlogPostSummaryDto) => p.slug)).to.deep.equal(expected);
      for (const post of body) expect(post).to.have.all.keys(...SUMMARY_KEYS);
    });
  });

  describe('one post', () => {
    it('answers a published post with its HTML body, an id on every heading', async () => {
      const seeded = sampleBlogPosts.find((p) => p.slug === 'forgetting-is-a-feature')!;
      const { status, body } = await getJson(`/api/blog/post/${seeded.slug}`);
      expect(status).to.equal(200);
      expect(body).to.have.all.keys(...SUMMARY_KEYS, 'content', 'author', 'conversationHtml'); // author: an imported guest post's (issue 39); conversationHtml: replies from the social web (issues 48, 49)
      expect(body.conversationHtml).to.equal(null);
      expect(body).to.deep.include({ slug: seeded.slug, title: seeded.title, content: addHeadingIds(seeded.content), featuredImage: sampleImageUrl(seeded.featuredImage!), publishedAt: seeded.publishedAt });
      expect(seeded.content).to.include('<h2>The curve everyone knows</h2>');
      expect(body.content).to.include('<h2 id="the-curve-everyone-knows">The curve everyone knows</h2>');
    });

    it("serves a sample post's drawing as an upload is served: a sized WebP with AVIF and WebP widths, not the SVG", async () => {
      const { body } = await getJson('/api/blog/post/forgetting-is-a-feature');
      const image = responsiveImage(body.featuredImage);
      expect(image).to.include({ width: 1200, height: 630 });
      expect(image.sources.map((source) => source.type)).to.deep.equal(['image/avif', 'image/webp']);
      for (const url of [image.src, ...image.sources.flatMap((source) => source.srcSet.split(', ').map((entry) => entry.split(' ')[0]))]) {
        const response = await fetch(server.url + url);
        expect(response.status, url).to.equal(200);
        expect(response.headers.get('content-type'), url).to.match(/^image\/(avif|webp)$/);
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, url).to.be.at.most(1200);
      }
    });

    it('answers 404 for an unknown slug, a draft and a scheduled post', async () => {
      for (const slug of ['no-such-post', 'a-draft-post', 'a-scheduled-post']) {
        const { status, body } = await getJson(`/api/blog/post/${slug}`);
        expect(status, slug).to.equal(404);
        expect(body).to.deep.equal({ error: 'Post not found' });
      }
    });
  });

  describe('related', () => {
    it('answers at most 3 other published posts of the same category, newest first', async () => {
      const { status, body } = await getJson('/api/blog/related?category=brain-and-learning&exclude=forgetting-is-a-feature');
      expect(status).to.equal(200);
      // Two seeded siblings and two added ones qualify: the limit keeps the three newest.
      const candidates = publishedSlugsNewestFirst().filter((slug) =>
        [...sampleBlogPosts, ...extraPublished].some((p) => p.slug === slug && p.category === 'brain-and-learning' && slug !== 'forgetting-is-a-feature'),
      );
      expect(candidates).to.have.length(4);
      expect(body.map((p: BlogPostSummaryDto) => p.slug)).to.deep.equal(candidates.slice(0, 3));
      for (const post of body) {
        expect(post).to.have.all.keys(...SUMMARY_KEYS);
        expect(post.category).to.equal('brain-and-learning');
      }
    });

    it('leaves out only the excluded slug, and never a draft or a scheduled post', async () => {
      const { body } = await getJson('/api/blog/related?category=legacy-reflections&exclude=letters-to-someone-not-yet-born');
      const expected = sampleBlogPosts.filter((p) => p.category === 'legacy-reflections' && p.slug !== 'letters-to-someone-not-yet-born').sort(byNewest);
      expect(body.map((p: BlogPostSummaryDto) => p.slug)).to.deep.equal(expected.map((p) => p.slug));
      const withoutExclude = await getJson('/api/blog/related?category=brain-and-learning');
      expect(withoutExclude.body).to.have.length(3);
      const slugs = withoutExclude.body.map((p: BlogPostSummaryDto) => p.slug);
      expect(slugs).not.to.include('a-draft-post');
      expect(slugs).not.to.include('a-scheduled-post');
    });

    it('answers 400 naming the field for a missing or unknown category or an overlong exclude', async () => {
      for (const query of ['', '?category=nonsense', '?category=AI-AND-SOCIETY', `?category=ai-and-society&exclude=${'x'.repeat(201)}`]) {
        const { status, body } = await getJson(`/api/blog/related${query}`);
        expect(status, query).to.equal(400);
        const field = query.includes('exclude') ? 'exclude' : 'category';
        expect(body.error, query).to.include(field);
        expect(body.details[0].field, query).to.equal(field);
      }
    });
  });
});

describe('GET /api/blog lists: the SQL', () => {
  let server: TestServer;
  const queries: string[] = [];
  const ignore = () => undefined;
  const logger: Logger = {
    logQuery: (query) => void queries.push(query),
    logQueryError: ignore,
    logQuerySlow: ignore,
    logSchemaBuild: ignore,
    logMigration: ignore,
    log: ignore,
  };
  before(async () => {
    server = await startTestServer({ logger });
  });
  after(() => server?.close());

  it('never reads post bodies for a list', async () => {
    for (const path of ['/api/blog', '/api/blog/featured', '/api/blog/related?category=ai-and-society']) {
      queries.length = 0;
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).to.equal(200);
      const reads = queries.filter((q) => /^SELECT/i.test(q) && /blog_posts/.test(q));
      expect(reads, path).to.have.length.greaterThan(0);
      for (const sql of reads) expect(sql, path).not.to.match(/\bcontent\b/);
    }
    queries.length = 0;
    await fetch(`${server.url}/api/blog/post/forgetting-is-a-feature`);
    expect(queries.some((q) => /^SELECT/i.test(q) && /\bcontent\b/.test(q)), 'a single post does read its body').to.equal(true);
  });
});
