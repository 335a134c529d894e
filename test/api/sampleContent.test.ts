import { expect } from 'chai';
import { BlogPost, Book, BrainTeaser, Essay, LegacySubmission, MediaChunk, MediaItem, Quote, Resource, SeededItem } from '../../entities';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { sampleBooks } from '../../src/seed/content/books';
import { sampleEssays } from '../../src/seed/content/essays';
import { sampleLegacySubmissions } from '../../src/seed/content/legacy';
import { sampleQuotes } from '../../src/seed/content/quotes';
import { markSeeded } from '../../src/seed/sampleKinds';
import { readContentVersions } from '../../src/services/contentVersions';
import { readStoredSettings } from '../../src/services/settings';
import type { SampleContentReportDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { visibleTextOf } from '../helpers/pageText';
import { photo, uploadMedia } from '../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

const REMOVE = '/api/admin/sample-content/remove';

describe('POST /api/admin/sample-content/remove', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const counts = async () => {
    const db = server.db;
    return {
      posts: await db.getRepository(BlogPost).count(),
      essays: await db.getRepository(Essay).count(),
      books: await db.getRepository(Book).count(),
      quotes: await db.getRepository(Quote).count(),
      teasers: await db.getRepository(BrainTeaser).count(),
      resources: await db.getRepository(Resource).count(),
      legacy: await db.getRepository(LegacySubmission).count(),
      media: await db.getRepository(MediaItem).count(),
      chunks: await db.getRepository(MediaChunk).count(),
    };
  };
  const remove = (body: unknown) => adminJson<SampleContentReportDto>(server, REMOVE, { method: 'POST', body });
  const uploaded = async (seed: number, name: string) => {
    const response = await uploadMedia(server, await photo(320, 200, { seed }), name);
    expect(response.status).to.equal(201);
    return (await response.json()) as { id: number; url: string };
  };

  let ownPostId: number;
  let editedPost: BlogPost;
  let editedBookId: number;
  let sampleOnlyMediaId: number;
  let sharedMediaId: number;

  it('sets up: the owner writes a post, edits a sample post (and puts its title back), edits a sample book; two samples use media', async () => {
    const db = server.db;
    // A sample whose picture is in the media library (as a seed that ships its images there would
    // put it), and a picture a sample shares with the owner's own post.
    const sampleOnly = await uploaded(11, 'sample-only.jpg');
    const shared = await uploaded(12, 'shared.jpg');
    sampleOnlyMediaId = sampleOnly.id;
    sharedMediaId = shared.id;
    const [withMedia, withShared] = await Promise.all([sampleBlogPosts[1], sampleBlogPosts[2]].map((sample) => db.getRepository(BlogPost).findOneByOrFail({ slug: sample.slug })));
    await db.getRepository(BlogPost).update(withMedia.id, { featuredImage: sampleOnly.url });
    await db.getRepository(BlogPost).update(withShared.id, { featuredImage: shared.url });
    await db.transaction((manager) => markSeeded(manager, 'blog', [withMedia.id, withShared.id]));

    const created = await adminJson(server, '/api/admin/blog', {
      method: 'POST',
      body: { title: 'My first real post', excerpt: 'Mine', content: `<p>Mine, with a picture.</p><p><img src="${shared.url}" alt="shared"></p>`, category: 'ai-and-society', publishedAt: new Date().toISOString() },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    ownPostId = created.body.item.id;

    editedPost = await db.getRepository(BlogPost).findOneByOrFail({ slug: sampleBlogPosts[0].slug });
    const { body: full } = await adminJson(server, `/api/admin/blog/${editedPost.id}`);
    const fields = { title: full.title, excerpt: full.excerpt, content: full.content, category: full.category, publishedAt: full.publishedAt, tags: full.tags, isFeatured: full.isFeatured, readTime: full.readTime, featuredImage: full.featuredImage ?? '' };
    expect((await adminJson(server, `/api/admin/blog/${editedPost.id}`, { method: 'PUT', body: { ...fields, title: 'My take on it' } })).status).to.equal(200);
    expect((await adminJson(server, `/api/admin/blog/${editedPost.id}`, { method: 'PUT', body: fields })).status).to.equal(200);

    const book = await db.getRepository(Book).findOneByOrFail({ title: sampleBooks[0].title });
    editedBookId = book.id;
    await db.getRepository(Book).update(book.id, { description: 'Why I keep this one on my desk.' });
  });

  it('a dry run lists each kind with its titles, and the media only samples use, and changes nothing', async () => {
    const before = await counts();
    const versionsBefore = await readContentVersions(server.db);
    const { status, body } = await remove({ dryRun: true });
    expect(status).to.equal(200);
    expect(body.dryRun).to.equal(true);
    const group = (kind: string) => body.groups.find((candidate) => candidate.kind === kind);
    expect(group('blog')?.count).to.equal(sampleBlogPosts.length - 1);
    expect(group('blog')?.titles).to.include(sampleBlogPosts[1].title).and.not.include(sampleBlogPosts[0].title).and.not.include('My first real post');
    expect(group('essays')?.titles).to.deep.equal(sampleEssays.map((essay) => essay.title));
    expect(group('books')?.count).to.equal(sampleBooks.length - 1);
    expect(group('quotes')?.count).to.equal(sampleQuotes.length);
    expect(group('legacy')?.count).to.equal(sampleLegacySubmissions.length);
    expect(['brain-teasers', 'resources'].every((kind) => (group(kind)?.count ?? 0) > 0)).to.equal(true);
    // The seed's raster copies of the sample drawings go with their posts, save the edited one's.
    const drawingsOf = (posts: typeof sampleBlogPosts) => posts.flatMap((post) => (post.featuredImage ? [post.featuredImage.replace(/^.*\/(.*)\.svg$/, '$1.webp')] : []));
    expect(group('media')?.titles).to.have.members(['sample-only.jpg', ...drawingsOf(sampleBlogPosts.slice(1))]);
    expect(group('media')?.titles).not.to.include.members(drawingsOf(sampleBlogPosts.slice(0, 1)));
    expect(body.keptEdited).to.equal(2);
    expect(body.total).to.equal(body.groups.reduce((sum, one) => sum + one.count, 0));
    expect(body.message).to.match(/would be removed/);
    expect(await counts()).to.deep.equal(before);
    expect(await server.db.getRepository(SeededItem).count()).to.be.greaterThan(0);
    // Removing bumps the areas; a dry run is a POST too, so only its table's '*' may move.
    const versionsAfter = await readContentVersions(server.db);
    for (const area of ['blog', 'essays', 'books', 'media']) expect(versionsAfter.get(area) ?? 0).to.equal(versionsBefore.get(area) ?? 0);
  });

  it('removes the untouched samples and their media; the owner\'s post, the edited sample and shared media stay; the areas change at once', async () => {
    const versionsBefore = await readContentVersions(server.db);
    const { status, body } = await remove({});
    expect(status).to.equal(200);
    expect(body.dryRun).to.equal(false);
    expect(body.message).to.match(/removed/);
    const db = server.db;
    expect((await db.getRepository(BlogPost).find()).map((post) => post.id).sort()).to.deep.equal([editedPost.id, ownPostId].sort());
    expect((await db.getRepository(Book).find()).map((book) => book.id)).to.deep.equal([editedBookId]);
    const after = await counts();
    expect(after).to.include({ essays: 0, quotes: 0, teasers: 0, resources: 0, legacy: 0, media: 2 }); // shared, and the edited sample's image
    expect(await db.getRepository(MediaItem).findOneBy({ id: sampleOnlyMediaId })).to.equal(null);
    expect(await db.getRepository(MediaChunk).countBy({ mediaId: sampleOnlyMediaId })).to.equal(0);
    expect(await db.getRepository(MediaItem).findOneBy({ id: sharedMediaId })).not.to.equal(null);
    const versionsAfter = await readContentVersions(db);
    for (const area of ['blog', 'essays', 'books', 'quotes', 'brain-teasers', 'resources', 'legacy', 'media']) {
      expect(versionsAfter.get(area) ?? 0, area).to.be.greaterThan(versionsBefore.get(area) ?? 0);
    }
    const page = await fetch(`${server.url}/blog/${sampleBlogPosts[1].slug}`);
    expect(page.status).to.equal(404);
  });

  it('is harmless a second time: nothing left to remove, nothing changes', async () => {
    const before = await counts();
    const { status, body } = await remove({ dryRun: false });
    expect(status).to.equal(200);
    expect(body).to.deep.include({ total: 0, groups: [], keptEdited: 2 });
    expect(await counts()).to.deep.equal(before);
  });

  it('answers 401 without the key and 400 for a bad body, and removes nothing', async () => {
    await server.db.transaction(async (manager) => {
      const { identifiers } = await manager.insert(Quote, { text: 'A fresh sample', author: 'Seed', category: 'wisdom' });
      await markSeeded(manager, 'quotes', [Number(identifiers[0].id)]);
    });
    const before = await counts();
    const missing = await adminJson(server, REMOVE, { method: 'POST', body: {}, key: null });
    expect(missing.status).to.equal(401);
    const wrong = await adminJson(server, REMOVE, { method: 'POST', body: {}, key: 'not-the-key-0123456789' });
    expect(wrong.status).to.equal(401);
    const bad = await remove({ dryRun: 'yes' });
    expect(bad.status).to.equal(400);
    expect(bad.body).to.have.property('error').that.is.a('string');
    expect(JSON.stringify(bad.body)).to.contain('dryRun');
    expect(await counts()).to.deep.equal(before);
  });
});

describe('sample content seeded before samples were recorded', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.db.getRepository(SeededItem).clear();
  });
  after(() => server?.close());

  it('is recognised by its key and content; a post saved since (even unchanged) and an edited book stay', async () => {
    const db = server.db;
    const saved = await db.getRepository(BlogPost).findOneByOrFail({ slug: sampleBlogPosts[0].slug });
    const { body: full } = await adminJson(server, `/api/admin/blog/${saved.id}`);
    const fields = { title: full.title, excerpt: full.excerpt, content: full.content, category: full.category, publishedAt: full.publishedAt, tags: full.tags, isFeatured: full.isFeatured, readTime: full.readTime, featuredImage: full.featuredImage ?? '' };
    expect((await adminJson(server, `/api/admin/blog/${saved.id}`, { method: 'PUT', body: fields })).status).to.equal(200);
    await db.getRepository(Book).update({ title: sampleBooks[1].title }, { rating: 1 });

    const dry = await adminJson<SampleContentReportDto>(server, REMOVE, { method: 'POST', body: { dryRun: true } });
    const group = (kind: string) => dry.body.groups.find((candidate) => candidate.kind === kind);
    expect(group('blog')?.count).to.equal(sampleBlogPosts.length - 1);
    expect(group('books')?.count).to.equal(sampleBooks.length - 1);
    expect(group('legacy')?.count).to.equal(sampleLegacySubmissions.length);
    expect(group('quotes')?.count).to.equal(sampleQuotes.length);

    expect((await adminJson(server, REMOVE, { method: 'POST', body: {} })).status).to.equal(200);
    expect((await db.getRepository(BlogPost).find()).map((post) => post.slug)).to.deep.equal([sampleBlogPosts[0].slug]);
    expect((await db.getRepository(Book).find()).map((book) => book.title)).to.deep.equal([sampleBooks[1].title]);
    expect(await db.getRepository(Essay).count()).to.equal(0);
  });
});

describe('the About settings\' sample parts', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());
  const textOf = async (path: string) => visibleTextOf(await (await fetch(server.url + path)).text());
  const SAMPLE_WORDS = ['Mathematics & Cognitive Science', 'Workshops on AI literacy', 'Social Robotics Venture', 'amazon.com/author/your-author-page', 'initiative.example.com', 'community.example.org', 'AI & Islam Lead', 'Intelligent Collaborator', 'Why Work With Me'];

  it('lists the parts the owner never edited in a dry run, removes them, and keeps the part she wrote', async () => {
    const mine = ['Essay editing for small presses'];
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { about: { hireMe: { offerings: mine } } } })).status).to.equal(200);
    const about = await textOf('/about');
    for (const words of ['Mathematics & Cognitive Science', 'Amazon Author Page']) expect(about).to.include(words);

    const dry = await adminJson<SampleContentReportDto>(server, REMOVE, { method: 'POST', body: { dryRun: true } });
    const group = dry.body.groups.find((candidate) => candidate.kind === 'about');
    expect(group?.titles).to.include('Career timeline').and.include('Venture').and.include('Persona: Noor').and.not.include('What I Offer');
    expect((await readStoredSettings(server.db)).about.timeline).to.have.length(4);

    const settingsBefore = (await readContentVersions(server.db)).get('settings') ?? 0;
    expect((await adminJson(server, REMOVE, { method: 'POST', body: {} })).status).to.equal(200);
    expect((await readContentVersions(server.db)).get('settings') ?? 0).to.be.greaterThan(settingsBefore);
    const after = (await readStoredSettings(server.db)).about;
    expect(after.timeline).to.deep.equal([]);
    expect(after.hireMe.offerings).to.deep.equal(mine);
    expect(after.venture.title).to.equal('');
    expect(after.elsewhere).to.deep.equal({ authorProfileUrl: '', initiativeUrl: '', newsletterUrl: '', videoChannelUrl: '', communityInitiativeUrl: '' });
    const pages = [await textOf('/about'), await textOf('/resources'), await textOf('/theology'), JSON.stringify((await adminJson(server, '/api/settings')).body)];
    for (const text of pages) for (const words of SAMPLE_WORDS) expect(text, words).not.to.include(words);
    expect(pages[0]).to.include('Essay editing for small presses').and.include('What I Offer').and.not.include('Career Journey').and.not.include('Find Me Elsewhere');

    // The settings screen saves the section whole: its emptied addresses are valid values.
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { about: after } })).status).to.equal(200);
    const again = await adminJson<SampleContentReportDto>(server, REMOVE, { method: 'POST', body: { dryRun: true } });
    expect(again.body.groups.find((candidate) => candidate.kind === 'about')).to.equal(undefined);
  });
});

describe('sample posts moved by deleting their category', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('stay samples: the site moved them, not the owner, so sample removal still takes them', async () => {
    const [from, to] = [...new Set(sampleBlogPosts.map((post) => post.category))];
    const moving = sampleBlogPosts.filter((post) => post.category === from).map((post) => post.title);
    expect(moving.length).to.be.greaterThan(0);
    const deleted = await adminJson(server, `/api/admin/categories/${from}`, { method: 'DELETE', body: { moveTo: to } });
    expect(deleted.status, JSON.stringify(deleted.body)).to.equal(200);
    expect(await server.db.getRepository(BlogPost).countBy({ category: from })).to.equal(0);

    const dry = await adminJson<SampleContentReportDto>(server, REMOVE, { method: 'POST', body: { dryRun: true } });
    const blog = dry.body.groups.find((group) => group.kind === 'blog');
    expect(blog?.count).to.equal(sampleBlogPosts.length);
    expect(blog?.titles).to.include.members(moving);
    expect(dry.body.keptEdited).to.equal(0);
  });
});
