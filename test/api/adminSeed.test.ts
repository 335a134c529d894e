import { expect } from 'chai';
import { BlogPost, Book, BrainTeaser, ContactMessage, Essay, LegacySubmission, NewsletterSubscriber, Quote } from '../../entities';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const SPEC_COUNTS = { blogPosts: 15, books: 10, quotes: 5, brainTeasers: 5 };

describe('POST /api/admin/seed', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const tableCounts = async () => ({
    blogPosts: await server.db.getRepository(BlogPost).count(),
    books: await server.db.getRepository(Book).count(),
    quotes: await server.db.getRepository(Quote).count(),
    brainTeasers: await server.db.getRepository(BrainTeaser).count(),
  });

  it('loads the sample content into an empty database and answers the counts of the spec', async () => {
    const { status, body } = await adminJson(server, '/api/admin/seed', { method: 'POST', body: { force: false } });
    expect(status).to.equal(200);
    expect(body.success).to.equal(true);
    expect(body.message).to.be.a('string').and.not.equal('');
    expect(body.counts).to.deep.equal(SPEC_COUNTS);
    expect(body.added).to.be.greaterThan(0);
    expect(await tableCounts()).to.deep.equal(SPEC_COUNTS);
  });

  it('is idempotent: a second run adds nothing and duplicates nothing', async () => {
    const { status, body } = await adminJson(server, '/api/admin/seed', { method: 'POST', body: {} });
    expect(status).to.equal(200);
    expect(body.added).to.equal(0);
    expect(body.counts).to.deep.equal(SPEC_COUNTS);
    expect(await tableCounts()).to.deep.equal(SPEC_COUNTS);
  });

  it('with force resets sample items but leaves subscribers, messages, legacy statements and own posts alone', async () => {
    const db = server.db;
    const sample = sampleBlogPosts[0];
    await db.getRepository(BlogPost).update({ slug: sample.slug }, { title: 'Edited by the owner' });
    await db.getRepository(BlogPost).insert({
      slug: 'my-own-post', title: 'My own post', excerpt: 'Mine', content: '<p>Mine</p>', category: 'ai-and-society',
      featuredImage: null, readTime: 1, publishedAt: new Date(), tags: [], isFeatured: false,
    });
    await db.getRepository(NewsletterSubscriber).insert({ email: 'reader@example.com', subscribedAt: new Date(), isActive: true });
    await db.getRepository(ContactMessage).insert({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello', createdAt: new Date() });
    await db.getRepository(LegacySubmission).insert({ statement: 'see the northern lights', authorName: null, location: null, submittedAt: new Date(), hearts: 0, status: 'pending' });
    const legacyBefore = await db.getRepository(LegacySubmission).find({ order: { id: 'ASC' } });
    const essaysBefore = await db.getRepository(Essay).count();

    const { status, body } = await adminJson(server, '/api/admin/seed', { method: 'POST', body: { force: true } });
    expect(status).to.equal(200);
    expect(body.counts).to.deep.equal(SPEC_COUNTS);
    expect(body.added).to.equal(0);

    expect((await db.getRepository(BlogPost).findOneByOrFail({ slug: sample.slug })).title).to.equal(sample.title);
    expect(await db.getRepository(BlogPost).findOneBy({ slug: 'my-own-post' })).to.not.equal(null);
    expect(await db.getRepository(BlogPost).count()).to.equal(SPEC_COUNTS.blogPosts + 1);
    expect(await db.getRepository(Essay).count()).to.equal(essaysBefore);
    expect((await db.getRepository(NewsletterSubscriber).find()).map((s) => s.email)).to.deep.equal(['reader@example.com']);
    expect(await db.getRepository(ContactMessage).count()).to.equal(1);
    expect(await db.getRepository(LegacySubmission).find({ order: { id: 'ASC' } })).to.deep.equal(legacyBefore);
  });

  it('refuses a force that is not a boolean with 400 naming it', async () => {
    const { status, body } = await adminJson(server, '/api/admin/seed', { method: 'POST', body: { force: 'yes' } });
    expect(status).to.equal(400);
    expect(body.details[0].field).to.equal('force');
  });
});
