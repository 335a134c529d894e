import { expect } from 'chai';
import { Essay } from '../../entities';
import { addHeadingIds } from '../../src/lib/headingIds';
import { sampleEssays } from '../../src/seed/content/essays';
import type { EssaySummaryDto } from '../../views/api/types';
import { startTestServer, type TestServer } from '../helpers/testServer';

const SUMMARY_KEYS = ['id', 'slug', 'title', 'excerpt', 'authors', 'readingTime', 'publishedAt', 'tags'];
const DAY_MS = 86_400_000;

const essayRow = (slug: string, publishedAt: Date | null): Partial<Essay> => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  authors: 'Test Author',
  readingTime: '1 min read',
  publishedAt,
  tags: ['Hidden'],
  bodyHtml: `<p>Body of ${slug}</p>`,
});

describe('GET /api/ai-islam', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(Essay).insert([
      essayRow('a-draft-essay', null),
      essayRow('a-scheduled-essay', new Date(Date.now() + DAY_MS)),
    ] as Essay[]);
  });
  after(() => server?.close());

  const getJson = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: await response.json() };
  };

  it('answers every published essay, newest first, as summaries without bodies', async () => {
    const { status, body } = await getJson('/api/ai-islam');
    expect(status).to.equal(200);
    const expected = [...sampleEssays].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(body.map((e: EssaySummaryDto) => e.slug)).to.deep.equal(expected.map((e) => e.slug));
    for (const essay of body) expect(essay).to.have.all.keys(...SUMMARY_KEYS);
    expect(body[0]).to.deep.include({ title: expected[0].title, authors: expected[0].authors, readingTime: expected[0].readingTime, publishedAt: expected[0].publishedAt, tags: expected[0].tags });
  });

  it('answers a first window (?first=) with the page’s search and topic, how many match, and every published topic', async () => {
    const expected = [...sampleEssays].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const allTopics = [...new Set(sampleEssays.flatMap((e) => e.tags))].sort((a, b) => a.localeCompare(b, 'en'));
    const first = await getJson('/api/ai-islam?first=2');
    expect(first.status).to.equal(200);
    expect(first.body.items.map((e: EssaySummaryDto) => e.slug)).to.deep.equal(expected.slice(0, 2).map((e) => e.slug));
    expect(first.body.matching).to.equal(sampleEssays.length);
    expect(first.body.tags).to.deep.equal(allTopics);
    expect(first.body.tags).not.to.include('Hidden'); // drafts' and scheduled essays' topics stay hidden

    const tag = expected[0].tags[0];
    const tagged = await getJson(`/api/ai-islam?first=24&tag=${encodeURIComponent(tag)}`);
    expect(tagged.body.items.map((e: EssaySummaryDto) => e.slug)).to.deep.equal(expected.filter((e) => e.tags.includes(tag)).map((e) => e.slug));
    expect(tagged.body.tags).to.deep.equal(allTopics);

    const bad = await getJson('/api/ai-islam?first=1000');
    expect(bad.status).to.equal(400);
    expect(bad.body.details[0].field).to.equal('first');
  });

  it('answers one published essay with its HTML body, an id on every heading', async () => {
    const seeded = sampleEssays[1];
    const { status, body } = await getJson(`/api/ai-islam/${seeded.slug}`);
    expect(status).to.equal(200);
    expect(body).to.have.all.keys(...SUMMARY_KEYS, 'bodyHtml', 'conversationHtml'); // conversationHtml: replies from the social web (issues 48, 49)
    expect(body.conversationHtml).to.equal(null);
    expect(body).to.deep.include({ slug: seeded.slug, title: seeded.title, excerpt: seeded.excerpt, bodyHtml: addHeadingIds(seeded.bodyHtml), publishedAt: seeded.publishedAt });
    expect(body.bodyHtml).to.match(/<h2 id="[a-z0-9-]+">/);
    expect(body.bodyHtml).not.to.match(/<h[2-6]>/);
  });

  it('never lists or answers a draft or a scheduled essay, and answers 404 for them and unknown slugs', async () => {
    const { body } = await getJson('/api/ai-islam');
    const slugs = body.map((e: EssaySummaryDto) => e.slug);
    expect(slugs).not.to.include('a-draft-essay');
    expect(slugs).not.to.include('a-scheduled-essay');
    for (const slug of ['a-draft-essay', 'a-scheduled-essay', 'no-such-essay']) {
      const answer = await getJson(`/api/ai-islam/${slug}`);
      expect(answer.status, slug).to.equal(404);
      expect(answer.body).to.deep.equal({ error: 'Essay not found' });
    }
  });
});
