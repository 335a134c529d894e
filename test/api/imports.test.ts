// Moving in through POST /api/admin/import, on the suite's database: each source's export is
// recognised by its content, dry-run (nothing written), imported in the background, imported
// again (nothing new), and its old addresses followed. Subscribers keep their consent and
// nobody is emailed. Hostile and broken files are refused or fail their job, changing nothing.
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { BlogPost, Essay, ImportedItem, MediaItem, NewsletterSubscriber, OldAddress, OutboxEmail } from '../../entities';
import { ghostExport, type GhostPost, importFile, postImport, zipOf } from '../helpers/importFiles';
import { photo } from '../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

const DAY = 86_400_000;
const past = new Date(Date.now() - 30 * DAY).toISOString();
const future = new Date(Date.now() + 30 * DAY).toISOString();

const ghostPosts: GhostPost[] = [
  { id: 'g1', title: 'Minds at work', slug: 'minds-at-work', html: '<p>First <a href="__GHOST_URL__/other/">post</a>.</p><h2>Part two</h2><p>More.</p>', status: 'published', published_at: past, custom_excerpt: 'A short summary', featured: true, tags: ['Philosophy & Consciousness', 'Essays'] },
  { id: 'g2', title: 'Work in progress', slug: 'work-in-progress', html: '<p>Not yet.</p>', status: 'draft', published_at: null, tags: ['Notes'] },
  { id: 'g3', title: 'Coming soon', slug: 'coming-soon', html: '<p>Later.</p><script>alert(1)</script><p onclick="x()">Click</p>', status: 'scheduled', published_at: future },
];

const counts = async (db: DataSource) => ({
  posts: await db.getRepository(BlogPost).count(),
  essays: await db.getRepository(Essay).count(),
  subscribers: await db.getRepository(NewsletterSubscriber).count(),
  media: await db.getRepository(MediaItem).count(),
  imported: await db.getRepository(ImportedItem).count(),
  oldAddresses: await db.getRepository(OldAddress).count(),
});

const noRedirect = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('import: moving in from Ghost, WordPress, Substack and folders of markdown', function () {
  this.timeout(60_000);
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer({ seed: false });
  });
  afterEach(() => server.close());

  it('dry-runs a Ghost export (writing nothing), imports it, and imports it again creating nothing new', async () => {
    const file = ghostExport(ghostPosts);
    const dry = await importFile(server, file, 'my-site.ghost.2024-11-01.json', { dryRun: true });
    expect(dry.kind).to.equal('ghost');
    expect(dry.job).to.include({ status: 'done', dryRun: true, error: null });
    expect(dry.job.counts).to.deep.equal({ created: 3, updated: 0, skipped: 0 });
    expect(await counts(server.db)).to.deep.equal({ posts: 0, essays: 0, subscribers: 0, media: 0, imported: 0, oldAddresses: 0 });

    const real = await importFile(server, file, 'my-site.ghost.2024-11-01.json');
    expect(real.job).to.include({ status: 'done', dryRun: false, error: null });
    expect(real.job.counts).to.deep.equal({ created: 3, updated: 0, skipped: 0 });
    const posts = await server.db.getRepository(BlogPost).find({ order: { id: 'ASC' } });
    expect(posts.map((post) => post.slug)).to.deep.equal(['minds-at-work', 'work-in-progress', 'coming-soon']);
    const [published, draft, scheduled] = posts;
    expect(published.publishedAt?.toISOString()).to.equal(past);
    expect(published.excerpt).to.equal('A short summary');
    expect(published.isFeatured).to.equal(true);
    expect(published.category).to.equal('philosophy-and-consciousness');
    expect(published.tags).to.deep.equal(['Philosophy & Consciousness', 'Essays']);
    expect(published.content).to.include('href="/other/"').and.include('<h2>Part two</h2>');
    expect(draft.publishedAt).to.equal(null);
    expect(scheduled.publishedAt?.toISOString()).to.equal(future);
    expect(scheduled.content).not.to.match(/script|onclick|alert/);
    const warnings = real.job.warnings.map((warning: { item: string; message: string }) => `${warning.item}: ${warning.message}`);
    expect(warnings).to.include('Coming soon: scripts, event handlers and javascript: links were removed');
    expect(warnings.some((warning: string) => warning.startsWith('Work in progress: no category of this site'))).to.equal(true);

    const again = await importFile(server, file, 'my-site.ghost.2024-11-01.json');
    expect(again.job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 3 });
    expect(await counts(server.db)).to.include({ posts: 3, imported: 3 });

    const moved = await noRedirect(server, '/minds-at-work/');
    expect(moved.status).to.equal(301);
    expect(moved.headers.get('location')).to.equal('/blog/minds-at-work');
    // Drafts and scheduled items are not public yet: their old address is a 404 until they are.
    expect((await noRedirect(server, '/work-in-progress/')).status).to.equal(404);
    const page = await fetch(`${server.url}/blog/minds-at-work`);
    expect(page.status).to.equal(200);
    expect(await page.text()).to.include('Minds at work');
  });

  it('updates what it imported when the export changed, and keeps an address the owner changed', async () => {
    await importFile(server, ghostExport(ghostPosts), 'export.json');
    const first = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'minds-at-work' });
    await server.db.getRepository(BlogPost).update(first.id, { slug: 'renamed-here' });
    const changed = ghostPosts.map((post) => (post.id === 'g1' ? { ...post, title: 'Minds at work, revised', html: '<p>New text.</p>' } : post));
    const { job } = await importFile(server, ghostExport(changed), 'export.json');
    expect(job.counts).to.deep.equal({ created: 0, updated: 1, skipped: 2 });
    const updated = await server.db.getRepository(BlogPost).findOneByOrFail({ id: first.id });
    expect(updated).to.include({ title: 'Minds at work, revised', slug: 'renamed-here' });
    expect(updated.content).to.include('New text.');
    expect(await server.db.getRepository(BlogPost).count()).to.equal(3);
  });

  it('renames a slug that is taken here, and says so', async () => {
    await importFile(server, ghostExport([ghostPosts[0]]), 'one.json');
    const clash = { ...ghostPosts[0], id: 'g99' };
    const renamed = await importFile(server, ghostExport([clash]), 'clash.json');
    expect(renamed.job.counts.created).to.equal(1);
    expect(renamed.job.warnings.map((warning: { message: string }) => warning.message)).to.include('the address /blog/minds-at-work was taken: imported as /blog/minds-at-work-2');
  });

  it('brings a Ghost zip with its images into the media library and rewrites the references', async () => {
    const image = await photo(800, 600);
    const post: GhostPost = { ...ghostPosts[0], html: '<p>Look:</p><img src="__GHOST_URL__/content/images/2024/01/cat.jpg" alt="A cat">', feature_image: '__GHOST_URL__/content/images/2024/01/cat.jpg' };
    const missing: GhostPost = { ...ghostPosts[1], id: 'g5', slug: 'missing-image', html: '<p><img src="__GHOST_URL__/content/images/2024/01/gone.jpg" alt="Gone"></p>' };
    const zip = await zipOf({ 'my-site.ghost.json': ghostExport([post, missing]), 'content/images/2024/01/cat.jpg': image });
    const { kind, job } = await importFile(server, zip, 'ghost-export.zip');
    expect(kind).to.equal('ghost');
    expect(job.status).to.equal('done');
    const media = await server.db.getRepository(MediaItem).find();
    expect(media).to.have.length(1);
    const stored = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'minds-at-work' });
    expect(stored.featuredImage).to.match(/^\/media\/[0-9a-f]{32}-800x600\.jpg$/);
    expect(stored.content).to.include(`src="${stored.featuredImage}"`);
    expect((await fetch(`${server.url}${stored.featuredImage}`)).status).to.equal(200);
    expect(job.warnings.some((warning: { message: string }) => /gone\.jpg/.test(warning.message))).to.equal(true);
  });

  it('imports Ghost members with their consent, and emails nobody', async () => {
    const csv = [
      'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
      '1,Reader@Example.com,Reader,,true,false,,2024-03-01T10:00:00.000Z,,,',
      '2,gone@example.com,Gone,,false,false,,2024-03-02T10:00:00.000Z,,,',
      '3,"=HYPERLINK(""http://evil.example"",""x"")",Formula,,true,false,,2024-03-03T10:00:00.000Z,,,',
    ].join('\n');
    const { kind, job } = await importFile(server, csv, 'members.csv');
    expect(kind).to.equal('ghost-members');
    expect(job.counts).to.deep.equal({ created: 2, updated: 0, skipped: 0 });
    const subscribers = await server.db.getRepository(NewsletterSubscriber).find({ order: { email: 'ASC' } });
    expect(subscribers.map((s) => [s.email, s.isActive, s.confirmedAt !== null, s.unsubscribedAt !== null])).to.deep.equal([
      ['gone@example.com', false, true, true],
      ['reader@example.com', true, true, false],
    ]);
    expect(await server.db.getRepository(OutboxEmail).count()).to.equal(0);
    expect(job.warnings.length).to.be.greaterThan(0);
    const again = await importFile(server, csv, 'members.csv');
    expect(again.job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 2 });
  });

  it('answers 415 for a file it does not read, 401 without the key, and writes nothing', async () => {
    expect((await postImport(server, 'just some text', 'notes.txt')).status).to.equal(415);
    expect((await postImport(server, '{"hello": "world"}', 'data.json')).status).to.equal(415);
    expect((await postImport(server, await zipOf({ 'a.txt': 'x' }), 'a.zip')).status).to.equal(415);
    expect((await postImport(server, ghostExport(ghostPosts), 'export.json', {}, null)).status).to.equal(401);
    expect((await postImport(server, ghostExport(ghostPosts), 'export.json', { into: 'books' as never })).status).to.equal(400);
    expect(await counts(server.db)).to.deep.equal({ posts: 0, essays: 0, subscribers: 0, media: 0, imported: 0, oldAddresses: 0 });
  });

  it('fails the whole job on a malformed date, writing nothing', async () => {
    const broken = [...ghostPosts, { ...ghostPosts[0], id: 'g9', slug: 'broken', published_at: 'yesterday-ish' }];
    const { job } = await importFile(server, ghostExport(broken), 'broken.json');
    expect(job.status).to.equal('failed');
    expect(job.error).to.match(/date/);
    expect(await counts(server.db)).to.deep.equal({ posts: 0, essays: 0, subscribers: 0, media: 0, imported: 0, oldAddresses: 0 });
  });
});
