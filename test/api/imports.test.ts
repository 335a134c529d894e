// Moving in through POST /api/admin/import, on the suite's database: each source's export is
// recognised by its content, dry-run (nothing written), imported in the background, imported
// again (nothing new), and its old addresses followed. Subscribers keep their consent and
// nobody is emailed. Hostile and broken files are refused or fail their job, changing nothing.
import { expect } from 'chai';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { BlogPost, Essay, ImportedItem, MediaItem, NewsletterSubscriber, OldAddress, OutboxEmail } from '../../entities';
import { finishedJob, ghostExport, type GhostPost, importFile, postImport, substackExport, wordPressExport, zipOf } from '../helpers/importFiles';
import { MAX_DOCUMENT_BYTES } from '../../src/services/import/detectImport';
import { writeBackup } from '../../src/services/transfer/writeBackup';
import { adminJson } from '../helpers/adminClient';
import { renderArticleMarkdown } from '../../src/markdown/renderArticleMarkdown';
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

  // The markdown thread's first render loads its grammars, which on a busy machine takes longer
  // than a save's 5 s deadline: start it once with room, as a running server has long done.
  before(() => renderArticleMarkdown('warm', 1000, 60_000));
  beforeEach(async () => {
    server = await startTestServer({ seed: false });
  });
  afterEach(() => server.close());

  it("applies a Ghost export's navigation with settings=true only where each link is a path on this site", async () => {
    const file = JSON.parse(ghostExport([ghostPosts[0]]));
    const navigation = [
      { label: 'Home', url: '/' },
      { label: 'Backslash', url: '/\\evil.com' },
      { label: 'Encoded', url: '/%2Fevil.com' },
      { label: 'Slashes', url: '//evil.com' },
      { label: 'Tab', url: '/\t/evil.com' },
      { label: 'About', url: '__GHOST_URL__/about/' },
    ];
    file.db[0].data.settings = [{ key: 'navigation', value: JSON.stringify(navigation) }];
    const { job } = await importFile(server, JSON.stringify(file), 'export.json', { settings: true });
    expect(job.status, job.error).to.equal('done');
    const settings = (await adminJson(server, '/api/admin/settings')).body;
    expect(settings.navigation.header).to.deep.equal([
      { label: 'Home', path: '/' },
      { label: 'About', path: '/about' },
    ]);
    const warnings = (job.warnings as { message: string }[]).map((warning) => warning.message).join('\n');
    for (const label of ['Backslash', 'Encoded', 'Slashes', 'Tab']) expect(warnings).to.include(`"${label}"`);
  });

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
    // This site's own pages win over an imported page's old address.
    const about = await importFile(server, ghostExport([{ id: 'page-about', title: 'About me', slug: 'about', html: '<p>Me.</p>', status: 'published', published_at: past, type: 'page' }]), 'about.json');
    expect(about.job.counts.created).to.equal(1);
    expect((await noRedirect(server, '/about/')).status).to.equal(200);
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

  it('never lets an old address hide an address the site serves, in any of its forms', async () => {
    await importFile(server, ghostExport([ghostPosts[0]]), 'one.json');
    const forms = ['/blog/minds-at-work/', '/Blog/Minds-At-Work/', '/blog/minds%2Dat%2Dwork/', '/blog/minds%252Dat-work/', '/about/', '/ABOUT/', '/blog/not-yet-written/'];
    const zip = await zipOf({ 'site/taker.md': `---\ntitle: Taker\ndate: 2024-01-01\naliases: ${JSON.stringify(forms)}\n---\n\nI take addresses.\n` });
    const { job } = await importFile(server, zip, 'taker.zip');
    expect(job.counts.created, JSON.stringify(job)).to.equal(1);
    const leftOut = job.warnings.filter((warning: { message: string }) => /is an address this site serves/.test(warning.message));
    expect(leftOut).to.have.length(6);
    for (const form of forms.slice(0, 6)) {
      const response = await noRedirect(server, form);
      expect(response.headers.get('location') ?? '', form).not.to.include('taker');
    }
    expect((await noRedirect(server, '/blog/minds-at-work')).status).to.equal(200);
    // An address no item has yet is the imported item's old one, until an item takes it: then the item wins.
    expect((await noRedirect(server, '/blog/not-yet-written/')).headers.get('location')).to.equal('/blog/taker');
    await importFile(server, ghostExport([{ ...ghostPosts[0], id: 'g-new', title: 'Not yet written', slug: 'not-yet-written' }]), 'later.json');
    expect((await noRedirect(server, '/blog/not-yet-written/')).headers.get('location') ?? '').not.to.include('taker');
  });

  it('keeps two unrelated markdown zips that both hold post.md apart, and never updates an item silently', async () => {
    const first = await zipOf({ 'post.md': '---\ntitle: Trip notes\ndate: 2024-01-01\n---\nThe mountains.\n' });
    const second = await zipOf({ 'post.md': '---\ntitle: Recipes\ndate: 2024-02-01\n---\nThe bread.\n' });
    expect((await importFile(server, first, 'travel.zip')).job.counts).to.deep.equal({ created: 1, updated: 0, skipped: 0 });
    expect((await importFile(server, second, 'kitchen.zip')).job.counts).to.deep.equal({ created: 1, updated: 0, skipped: 0 });
    expect((await server.db.getRepository(BlogPost).find({ order: { id: 'ASC' } })).map((post) => post.title)).to.deep.equal(['Trip notes', 'Recipes']);
    const changed = await zipOf({ 'post.md': '---\ntitle: Trip notes, revised\ndate: 2024-01-01\n---\nThe mountains again.\n' });
    const { job } = await importFile(server, changed, 'travel (1).zip');
    expect(job.counts).to.deep.equal({ created: 0, updated: 1, skipped: 0 });
    expect(job.warnings.map((warning: { message: string }) => warning.message)).to.include('updated /blog/post, imported before from markdown travel:post.md');
  });

  it('keeps no image in the media library that only a skipped item used', async () => {
    const zip = await zipOf({
      'site/green.md': '---\ntitle: Green\ndate: 2024-01-01\nimage: ./green.jpg\n---\nA green field.\n',
      'site/kept.md': '---\ntitle: Kept\ndate: 2024-01-01\n---\nText.\n',
      'site/green.jpg': await photo(320, 240),
    });
    await importFile(server, zip, 'site.zip');
    // The owner deletes the post and its image; the same file imported again skips the post ("deleted here").
    await server.db.getRepository(BlogPost).delete({ slug: 'green' });
    for (const media of await server.db.getRepository(MediaItem).find()) await adminJson(server, `/api/admin/media/${media.id}`, { method: 'DELETE' });
    expect(await server.db.getRepository(MediaItem).count()).to.equal(0);
    const { job } = await importFile(server, zip, 'site.zip');
    expect(job.counts, JSON.stringify(job.warnings)).to.deep.equal({ created: 0, updated: 0, skipped: 2 });
    expect(await server.db.getRepository(MediaItem).count()).to.equal(0);
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
    // The one image the zip lacks (gone.jpg) is counted as still on the old site, with its folder.
    expect(job.warnings.some((warning: { message: string }) => /^1 image is still on the old site \(\/content\/images\/[\d/]+\): not copied here$/.test(warning.message))).to.equal(true);
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

  it('runs one import at a time: a second file while one is running is a 409, and its upload is dropped', async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ ...ghostPosts[0], id: `many-${i}`, slug: `many-${i}`, title: `Many ${i}` }));
    const first = await postImport(server, ghostExport(many), 'many.json');
    expect(first.status).to.equal(202);
    const second = await postImport(server, ghostExport(ghostPosts), 'other.json');
    expect(second.status).to.equal(409);
    expect(second.body.error).to.match(/running already/);
    expect((await finishedJob(server, first.body.id)).counts.created).to.equal(400);
    expect((await postImport(server, ghostExport(ghostPosts), 'other.json')).status).to.equal(202);
  });

  it('imports every post of a file with one malformed date: that one as a draft, named in a warning', async () => {
    const broken = [...ghostPosts, { ...ghostPosts[0], id: 'g9', title: 'Broken date', slug: 'broken', published_at: 'yesterday-ish' }];
    const { job } = await importFile(server, ghostExport(broken), 'broken.json');
    expect(job.status).to.equal('done');
    expect(job.counts.created).to.equal(broken.length);
    expect(job.warnings).to.deep.include({ item: 'Broken date', message: 'its published_at "yesterday-ish" is not a date: imported as a draft' });
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'broken' });
    expect(post.publishedAt).to.equal(null);
  });

  it('imports a WordPress export into essays: scheduled, draft and published, categories and tags, and its old addresses', async () => {
    const file = wordPressExport([
      { id: 12, title: 'Reason &amp; revelation', name: 'reason-and-revelation', status: 'publish', date: '2023-05-01 12:30:00', dateGmt: '2023-05-01 10:30:00', content: 'First paragraph.\n\nSecond paragraph.', categories: ['Faith'], tags: ['ethics'] },
      { id: 13, title: 'Unwritten', name: '', status: 'draft', date: '2023-06-01 12:30:00', dateGmt: '0000-00-00 00:00:00', content: '<p>Draft.</p>' },
      { id: 14, title: 'Tomorrow', name: 'tomorrow', status: 'future', date: '2099-01-01 09:00:00', dateGmt: '2099-01-01 09:00:00', content: '<p>Later.</p> [gallery ids="1,2"]' },
      { id: 15, title: 'Binned', name: 'binned', status: 'trash', date: '2023-05-01 12:30:00', dateGmt: '2023-05-01 10:30:00', content: '<p>Gone.</p>' },
    ]);
    const { kind, job } = await importFile(server, file, 'example.WordPress.2024-11-01.xml', { into: 'essays' });
    expect(kind).to.equal('wordpress');
    expect(job.status).to.equal('done');
    // The binned post is left out, counted and named (issue 39: every skip counts).
    expect(job.counts).to.deep.equal({ created: 3, updated: 0, skipped: 1 });
    expect(job.kinds).to.deep.equal({ essays: { created: 3, updated: 0, skipped: 0 }, posts: { created: 0, updated: 0, skipped: 1 } });
    expect(job.warnings).to.deep.include({ item: 'Binned', message: 'in the trash at the source: left out' });
    const essays = await server.db.getRepository(Essay).find({ order: { id: 'ASC' } });
    expect(essays.map((essay) => [essay.title, essay.publishedAt?.toISOString() ?? null])).to.deep.equal([
      ['Reason & revelation', '2023-05-01T10:30:00.000Z'],
      ['Unwritten', null],
      ['Tomorrow', '2099-01-01T09:00:00.000Z'],
    ]);
    expect(essays[0].bodyHtml).to.match(/^<p>First paragraph\.<\/p>\s*<p>Second paragraph\.<\/p>$/);
    expect(essays[0].tags).to.deep.equal(['Faith', 'ethics']);
    expect(essays[1].slug).to.equal('unwritten');
    expect(job.warnings.some((warning: { item: string; message: string }) => warning.item === 'Tomorrow' && /gallery/.test(warning.message))).to.equal(true);
    expect(await server.db.getRepository(BlogPost).count()).to.equal(0);
    for (const old of ['/?p=12', '/2023/05/01/reason-and-revelation/', '/2023/05/reason-and-revelation/']) {
      const moved = await noRedirect(server, old);
      expect(moved.status, old).to.equal(301);
      expect(moved.headers.get('location')).to.equal('/ai-islam/reason-and-revelation');
    }
    expect((await noRedirect(server, '/?p=13')).status).to.equal(200); // a draft's old address: the home page, as any unknown ?p= is
    const again = await importFile(server, file, 'example.xml', { into: 'blog' });
    expect(again.job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 4 });
    expect(await server.db.getRepository(BlogPost).count()).to.equal(0);
  });

  it('brings a WordPress export zipped with its wp-content/uploads: images stored, links rewritten, the thumbnail kept', async () => {
    const image = await photo(900, 600);
    const url = 'https://example.com/wp-content/uploads/2023/05/harbour.jpg';
    const xml = wordPressExport([
      { id: 30, title: 'Harbour', name: 'harbour', status: 'publish', date: '2023-05-01 12:30:00', dateGmt: '2023-05-01 10:30:00', content: `<p>The harbour.</p>\n<img src="${url}" alt="Boats">` },
      { id: 31, title: 'harbour.jpg', name: 'harbour-jpg', status: 'inherit', date: '2023-05-01 12:30:00', dateGmt: '2023-05-01 10:30:00', content: '', type: 'attachment', attachmentUrl: url },
    ]);
    const zip = await zipOf({ 'export/example.WordPress.xml': xml, 'export/wp-content/uploads/2023/05/harbour.jpg': image });
    const { kind, job } = await importFile(server, zip, 'wordpress.zip');
    expect(kind).to.equal('wordpress');
    expect(job.counts.created).to.equal(1);
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'harbour' });
    expect(post.content).to.match(/src="\/media\/[0-9a-f]{32}-900x600\.jpg"/).and.not.include('example.com');
    expect(await server.db.getRepository(MediaItem).count()).to.equal(1);
  });

  it('imports a Substack export: posts with their subtitles, /p/ addresses, and its readers', async () => {
    const zip = await substackExport(
      [
        { id: 101, slug: 'why-minds', date: '2024-02-01T08:00:00.000Z', published: true, title: 'Why minds', subtitle: 'And why machines', html: '<p>Hello, readers.</p>' },
        { id: 102, slug: 'half-done', date: '', published: false, title: 'Half done', subtitle: '', html: '<p>Draft.</p>' },
      ],
      'email,active_subscription,expiry,plan,email_disabled,title,created_at\nfan@example.com,false,,other,false,,2024-01-05T00:00:00.000Z\nquiet@example.com,false,,other,true,,2024-01-06T00:00:00.000Z\n',
    );
    const { kind, job } = await importFile(server, zip, 'substack-export.zip');
    expect(kind).to.equal('substack');
    expect(job.counts).to.deep.equal({ created: 4, updated: 0, skipped: 0 });
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'why-minds' });
    expect(post).to.include({ title: 'Why minds', excerpt: 'And why machines' });
    expect((await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'half-done' })).publishedAt).to.equal(null);
    const moved = await noRedirect(server, '/p/why-minds');
    expect(moved.status).to.equal(301);
    expect(moved.headers.get('location')).to.equal('/blog/why-minds');
    const readers = await server.db.getRepository(NewsletterSubscriber).find({ order: { email: 'ASC' } });
    expect(readers.map((reader) => [reader.email, reader.isActive])).to.deep.equal([
      ['fan@example.com', true],
      ['quiet@example.com', false],
    ]);
    expect(await server.db.getRepository(OutboxEmail).count()).to.equal(0);
  });

  it('imports a folder of markdown with its images: the source kept, the images in the media library', async () => {
    const image = await photo(640, 480);
    const zip = await zipOf({
      'my-site/src/content/blog/first-light.md': '---\ntitle: First light\npubDate: 2024-04-01\ndescription: The opening note\ntags: [notes, AI & Society]\nheroImage: ./images/dawn.jpg\n---\n\nThe **first** note.\n\n![Dawn](./images/dawn.jpg)\n',
      'my-site/src/content/blog/images/dawn.jpg': image,
      'my-site/src/content/blog/2024-05-02-second.md': '---\ntitle: Second\ndraft: true\n---\n\nNot yet.\n',
      'my-site/README.md': '# My site',
    });
    const { kind, job } = await importFile(server, zip, 'astro-site.zip');
    expect(kind).to.equal('markdown');
    expect(job.counts).to.deep.equal({ created: 2, updated: 0, skipped: 0 });
    const first = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'first-light' });
    expect(first.excerpt).to.equal('The opening note');
    expect(first.category).to.equal('ai-and-society');
    expect(first.featuredImage).to.match(/^\/media\/[0-9a-f]{32}-640x480\.jpg$/);
    expect(first.markdown).to.include(`![Dawn](${first.featuredImage})`);
    expect(first.content).to.include('<strong>first</strong>').and.include(`src="${first.featuredImage}"`);
    expect((await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'second' })).publishedAt).to.equal(null);
    expect(await server.db.getRepository(MediaItem).count()).to.equal(1);
    const again = await importFile(server, zip, 'astro-site.zip');
    expect(again.job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 2 });
    expect(await server.db.getRepository(MediaItem).count()).to.equal(1);
  });

  describe('hostile and broken files change nothing', () => {
    const nothingWritten = async () => expect(await counts(server.db)).to.deep.equal({ posts: 0, essays: 0, subscribers: 0, media: 0, imported: 0, oldAddresses: 0 });

    it('refuses a zip whose entries climb out of it (zip slip)', async () => {
      const zip = await zipOf({ 'posts/ok.md': '---\ntitle: Ok\n---\nText' });
      // yazl refuses to write such a name, so the entry's name is rewritten in place: same length, '../' in front.
      const evil = Buffer.from(zip.toString('latin1').replaceAll('posts/ok.md', '../evil.md!'), 'latin1');
      const { status, body } = await postImport(server, evil, 'site.zip');
      expect(status).to.equal(422);
      expect(body.error).to.match(/refused/);
      await nothingWritten();
    });

    it('refuses a zip bomb before inflating it', async () => {
      const zip = await zipOf({ 'notes/bomb.md': Buffer.alloc(20 * 1024 * 1024, 0x61), 'notes/ok.md': '# Ok' });
      const { status, body } = await postImport(server, zip, 'bomb.zip');
      expect(status).to.equal(422);
      expect(body.error).to.match(/zip bomb/);
      await nothingWritten();
    });

    it('fails a WordPress export with a DOCTYPE or entities (XXE, billion laughs), naming the problem', async () => {
      const laughs = '<!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
      const file = wordPressExport([{ id: 1, title: '&lol2; &xxe;', name: 'a', status: 'publish', date: '2023-05-01 12:30:00', dateGmt: '2023-05-01 10:30:00', content: '&lol2;' }], `<?xml version="1.0"?>\n${laughs}`);
      const started = await postImport(server, file, 'evil.xml');
      if (started.status === 202) {
        const job = await finishedJob(server, started.body.id);
        expect(job.status).to.equal('failed');
        expect(job.error).to.match(/DOCTYPE|entit/i);
      } else {
        expect(started.status).to.be.oneOf([415, 422]);
      }
      await nothingWritten();
    });

    it('refuses a JSON file past the size limit', async function () {
      this.timeout(120_000);
      const head = ghostExport([ghostPosts[0]]);
      const padded = Buffer.alloc(MAX_DOCUMENT_BYTES + 1024, 0x20);
      padded.write(head.slice(0, -1), 0);
      padded.write('}', padded.length - 1);
      const { status, body } = await postImport(server, padded, 'huge.json');
      expect(status).to.equal(422);
      expect(body.error).to.match(/at most 64 MB/);
      await nothingWritten();
    });

    it('keeps formula cells of a CSV as text that is never an address', async () => {
      const csv = 'email,name\n"=cmd|\' /C calc\'!A0",Mallory\n+1@example.com,Plus\nok@example.com,"=1+1"\n';
      const { job } = await importFile(server, csv, 'subscribers.csv');
      expect(job.status).to.equal('done');
      expect((await server.db.getRepository(NewsletterSubscriber).find()).map((s) => s.email)).to.deep.equal(['ok@example.com']);
    });

    it('rolls back everything when the database refuses a row part way through the writes', async () => {
      // A real refusal by the database, not a stand-in: a trigger that rejects one title.
      const mysql = server.db.options.type === 'mysql';
      await server.db.query(
        mysql
          ? "CREATE TRIGGER refuse_poison BEFORE INSERT ON blog_posts FOR EACH ROW BEGIN IF NEW.title = 'Poison' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'poisoned row'; END IF; END"
          : "CREATE TRIGGER refuse_poison BEFORE INSERT ON blog_posts WHEN NEW.title = 'Poison' BEGIN SELECT RAISE(ABORT, 'poisoned row'); END",
      );
      try {
        const poisoned = [...ghostPosts, { ...ghostPosts[0], id: 'g4', slug: 'poison', title: 'Poison' }];
        const { job } = await importFile(server, ghostExport(poisoned), 'poisoned.json');
        expect(job.status).to.equal('failed');
        expect(job.error).to.match(/poisoned row/).and.match(/nothing was written/);
        await nothingWritten();
      } finally {
        await server.db.query('DROP TRIGGER refuse_poison');
      }
    });
  });

  describe('a backup of this site, through the same call', () => {
    it('restores into an empty site, and over one with content only with replace (409 without)', async () => {
      await importFile(server, ghostExport(ghostPosts), 'export.json');
      const backup = path.join(mkdtempSync(path.join(os.tmpdir(), 'import-backup-')), 'site.zip');
      await writeBackup(server.db, createWriteStream(backup));
      const bytes = readFileSync(backup);
      const refused = await postImport(server, bytes, 'site-backup.zip');
      expect(refused.status).to.equal(409);

      const fresh = await startTestServer({ seed: false });
      try {
        const dry = await importFile(fresh, bytes, 'site-backup.zip', { dryRun: true });
        expect(dry.kind).to.equal('backup');
        expect(dry.job.status).to.equal('done');
        expect(await fresh.db.getRepository(BlogPost).count()).to.equal(0);
        const { job } = await importFile(fresh, bytes, 'site-backup.zip');
        expect(job.status).to.equal('done');
        expect(await counts(fresh.db)).to.deep.equal(await counts(server.db));
        // The summary counts the posts restored, not the database's rows (revisions, records, versions…).
        expect(job.counts).to.deep.equal({ created: 3, updated: 0, skipped: 0 });
        expect(job.kinds).to.deep.equal({ posts: { created: 3, updated: 0, skipped: 0 } });
        // The imported items' old addresses came along.
        expect((await noRedirect(fresh, '/minds-at-work/')).headers.get('location')).to.equal('/blog/minds-at-work');
      } finally {
        await fresh.close();
      }
      await server.db.getRepository(BlogPost).delete({ slug: 'work-in-progress' });
      const { job } = await importFile(server, bytes, 'site-backup.zip', { replace: true });
      expect(job.status).to.equal('done');
      expect(await server.db.getRepository(BlogPost).count()).to.equal(3);
    });
  });
});
