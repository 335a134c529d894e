// Real WordPress exports written by others (test/fixtures/imports/wordpress/README.md), through
// POST /api/admin/import on the suite's database: WordPress's Theme Unit Test data is checked,
// imported and imported again; then another site's export whose post ids overlap it, and the
// importer's own undated post. Nothing of the first site is overwritten, nothing is dropped
// without a warning naming it, pages are pages, and the protected post is not public.
import { expect } from 'chai';
import { adminJson } from '../helpers/adminClient';
import { readFileSync } from 'node:fs';
import { BlogPost, ImportedItem, Page } from '../../entities';
import { importFile } from '../helpers/importFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/wordpress/${name}`, import.meta.url));
const themeUnitTest = fixture('themeunittestdata.wordpress.xml');
const otherSite = fixture('valid-wxr-1.1.xml');
const undated = fixture('backslashes.xml');
const ghostMigrateSample = fixture('ghost-migrate-sample.xml');

type Warning = { item: string; message: string };
const said = (warnings: Warning[], item: string, pattern: RegExp) => warnings.some((warning) => warning.item === item && pattern.test(warning.message));
const noRedirect = (server: TestServer, address: string) => fetch(`${server.url}${address}`, { redirect: 'manual' });

describe('import: real WordPress exports (Theme Unit Test, the importer’s own files)', function () {
  this.timeout(180_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server.close());

  it('checks the Theme Unit Test data first, writing nothing, and counts posts and pages apart', async () => {
    const { kind, job } = await importFile(server, themeUnitTest, 'themeunittestdata.wordpress.xml', { dryRun: true });
    expect(kind).to.equal('wordpress');
    expect(job.status, job.error).to.equal('done');
    expect(job.kinds.posts).to.deep.equal({ created: 51, updated: 0, skipped: 0 });
    expect(job.kinds.pages).to.deep.equal({ created: 21, updated: 0, skipped: 0 });
    expect(job.counts).to.deep.equal({ created: 72, updated: 0, skipped: 0 });
    expect(await server.db.getRepository(BlogPost).count()).to.equal(0);
    expect(await server.db.getRepository(Page).count()).to.equal(0);
  });

  it("says what the site's title and description would set, only with settings, and sets nothing on a check", async () => {
    const before = (await adminJson(server, '/api/admin/settings')).body.identity;
    const { job } = await importFile(server, themeUnitTest, 'themeunittestdata.wordpress.xml', { dryRun: true, settings: true });
    const said = job.warnings.map((warning: { message: string }) => warning.message).join('\n');
    expect(said).to.include('"Theme Unit Test Data"').and.include('"Just another WordPress website with a purposefully really long description"');
    expect((await adminJson(server, '/api/admin/settings')).body.identity).to.deep.equal(before);
  });

  it('imports it: pages at /{slug} (not in /blog, the feed or the sitemap as posts), the protected post a draft, titles as text, the Greek slug readable', async () => {
    const { job } = await importFile(server, themeUnitTest, 'themeunittestdata.wordpress.xml');
    expect(job.status, job.error).to.equal('done');
    expect(job.counts).to.deep.equal({ created: 72, updated: 0, skipped: 0 });
    const warnings: Warning[] = job.warnings;

    const pages = await server.db.getRepository(Page).find();
    expect(pages).to.have.length(21);
    const posts = await server.db.getRepository(BlogPost).find();
    expect(posts).to.have.length(51);
    expect(posts.map((post) => post.title)).not.to.include.members(['Lorem Ipsum', 'About The Tests']);

    // "About The Tests" wanted /about, the site's own page: a free address, and a warning saying so.
    const about = pages.find((page) => page.title === 'About The Tests');
    expect(about?.slug).to.equal('about-2');
    expect(said(warnings, 'About The Tests', /the address \/about was taken .*imported as \/about-2/)).to.equal(true);
    expect((await fetch(`${server.url}/lorem-ipsum`)).status).to.equal(200);
    expect((await fetch(`${server.url}/blog/lorem-ipsum`)).status).to.equal(404);
    const feed = await (await fetch(`${server.url}/rss.xml`)).text();
    expect(feed).to.include('/blog/keyboard-navigation').and.not.include('lorem-ipsum').and.not.include('Lorem Ipsum');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.to.include('/blog/lorem-ipsum').and.not.to.include('/blog/about');
    const blog = await (await fetch(`${server.url}/blog`)).text();
    expect(blog).not.to.include('Lorem Ipsum');

    // WordPress's old addresses of a page lead to it in one hop.
    for (const old of ['/?page_id=146', '/?p=146', '/about/page-with-comments/']) {
      const moved = await noRedirect(server, old);
      expect(moved.status, old).to.equal(301);
    }
    expect((await noRedirect(server, '/?page_id=146')).headers.get('location')).to.equal('/lorem-ipsum');
    expect((await noRedirect(server, '/about/page-with-comments/')).headers.get('location')).to.equal('/page-with-comments');

    // The password-protected post: a draft, named in a warning, not public.
    const locked = posts.find((post) => post.title.startsWith('Template: Password Protected'));
    expect(locked?.publishedAt).to.equal(null);
    expect(said(warnings, 'Template: Password Protected (the password is "enter")', /password-protected .*draft/)).to.equal(true);
    expect((await fetch(`${server.url}/blog/template-password-protected`)).status).to.equal(404);

    // A title holding HTML is stored and shown as text.
    const markup = posts.find((post) => post.slug === 'markup-title-with-markup');
    expect(markup?.title).to.equal('Markup: Title With Markup');
    const markupPage = await (await fetch(`${server.url}/blog/markup-title-with-markup`)).text();
    expect(markupPage).to.include('Markup: Title With Markup').and.not.include('&lt;em&gt;');
    expect(posts.find((post) => post.slug === 'title-with-special-characters')?.title).to.match(/^Markup: Title With Special Characters ~`!@#\$%\^&\*/);

    // The Greek slugs are decoded and written in Latin letters; their old addresses lead there.
    expect(pages.map((page) => page.slug)).to.include.members(['greek', 'epipedo-2', 'epipedo-3']);
    expect(said(warnings, 'Επίπεδο 2 -Second Greek level', /επίπεδο-2.*\/epipedo-2/)).to.equal(true);
    const greek = await noRedirect(server, '/greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/');
    expect(greek.status).to.equal(301);
    expect(greek.headers.get('location')).to.equal('/epipedo-2');
    expect((await fetch(`${server.url}/epipedo-2`)).status).to.equal(200);

    // The empty post: a draft, with a warning (never "content is required" twice).
    const empty = posts.find((post) => post.slug === 'edge-case-no-content');
    expect(empty?.publishedAt).to.equal(null);
    expect(said(warnings, 'Edge Case: No Content', /no body .*draft/)).to.equal(true);
    expect(warnings.some((warning) => /content is required/.test(warning.message))).to.equal(false);

    // Authors are kept and shown as a byline (none of them is the owner).
    expect(posts.find((post) => post.slug === 'keyboard-navigation')?.author).to.equal('Theme Reviewer');
    // The byline names the author as the entry's p-author (microformats, issue 49).
    expect(await (await fetch(`${server.url}/blog/keyboard-navigation`)).text()).to.match(/By <span class="p-author[^"]*">Theme Reviewer<\/span>/);

    const records = await server.db.getRepository(ImportedItem).find();
    expect(new Set(records.map((record) => record.site))).to.deep.equal(new Set(['wpthemetestdata.wordpress.com']));
  });

  it('imports the same file again creating nothing, and leaves published what the owner published since', async () => {
    // The owner read the protected post and published it: a second import does not take it back.
    const posts = server.db.getRepository(BlogPost);
    const published = new Date('2024-02-01T10:00:00.000Z');
    await posts.update({ slug: 'template-password-protected' }, { publishedAt: published });
    const { job } = await importFile(server, themeUnitTest, 'themeunittestdata.wordpress.xml');
    expect((await posts.findOneByOrFail({ slug: 'template-password-protected' })).publishedAt?.toISOString()).to.equal(published.toISOString());
    expect(job.status, job.error).to.equal('done');
    expect(job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 72 });
    expect(job.warnings.some((warning: Warning) => /^updated /.test(warning.message))).to.equal(false);
  });

  it('imports another site with the same post ids beside it: nothing of the first overwritten, every address it keeps named', async () => {
    const before = (await server.db.getRepository(Page).find({ order: { id: 'ASC' } })).map((page) => [page.id, page.slug, page.title, page.content]);
    const postsBefore = (await server.db.getRepository(BlogPost).find({ order: { id: 'ASC' } })).map((post) => [post.id, post.slug, post.title, post.content]);

    const dry = await importFile(server, otherSite, 'valid-wxr-1.1.xml', { dryRun: true });
    expect(dry.job.status, dry.job.error).to.equal('done');
    expect(dry.job.kinds).to.deep.equal({ posts: { created: 1, updated: 0, skipped: 0 }, pages: { created: 1, updated: 0, skipped: 0 } });

    const { job } = await importFile(server, otherSite, 'valid-wxr-1.1.xml');
    expect(job.counts).to.deep.equal({ created: 2, updated: 0, skipped: 0 });
    expect((await server.db.getRepository(Page).find({ order: { id: 'ASC' } })).slice(0, before.length).map((page) => [page.id, page.slug, page.title, page.content])).to.deep.equal(before);
    expect((await server.db.getRepository(BlogPost).find({ order: { id: 'ASC' } })).slice(0, postsBefore.length).map((post) => [post.id, post.slug, post.title, post.content])).to.deep.equal(postsBefore);

    // Its "About" page is a page of its own; the old address the first site's page holds stays the first site's.
    const warnings: Warning[] = job.warnings;
    expect(said(warnings, 'About', /the old address \/\?page_id=2 already leads to another imported item/)).to.equal(true);
    expect((await noRedirect(server, '/?page_id=2')).headers.get('location')).to.equal('/about-2');
    const hello = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'hello-world' });
    expect(hello.author).to.equal('John Doe');
    expect((await server.db.getRepository(Page).findOneByOrFail({ title: 'About' })).slug).to.equal('about-3');
    expect(await server.db.getRepository(ImportedItem).countBy({ site: 'localhost' })).to.equal(2);
  });

  it('imports a post with no date at all as a draft, with a warning, keeping its backslashes', async () => {
    const { job } = await importFile(server, undated, 'backslashes.xml');
    expect(job.status, job.error).to.equal('done');
    expect(job.counts).to.deep.equal({ created: 1, updated: 0, skipped: 0 });
    expect(said(job.warnings, 'Paths', /no publication date: imported as a draft/)).to.equal(true);
    const paths = await server.db.getRepository(BlogPost).findOneByOrFail({ title: 'Paths' });
    expect(paths.publishedAt).to.equal(null);
    expect(paths.content).to.include('C:\\xampp\\htdocs\\wp-content');
  });

  it('takes over the records of an import that kept no site, for the same items only, and says so', async () => {
    const records = server.db.getRepository(ImportedItem);
    // As imported before sites were kept: the Theme Unit Test's records name no site.
    await records.update({ site: 'wpthemetestdata.wordpress.com' }, { site: '' });
    // And the other site's "About" (its post 2, like the Theme Unit Test's "About The Tests") was never imported.
    const about = await records.findOneByOrFail({ site: 'localhost', sourceId: '2' });
    await server.db.getRepository(Page).delete(about.itemId);
    await records.delete(about.id);

    const other = await importFile(server, otherSite, 'valid-wxr-1.1.xml');
    expect(other.job.counts, JSON.stringify(other.job.warnings)).to.deep.equal({ created: 1, updated: 0, skipped: 1 });
    expect((await server.db.getRepository(Page).findOneByOrFail({ title: 'About The Tests' })).slug).to.equal('about-2');
    expect(await records.countBy({ site: '' })).to.equal(73); // and backslashes.xml's, which names no site

    const { job } = await importFile(server, themeUnitTest, 'themeunittestdata.wordpress.xml');
    expect(job.counts).to.deep.equal({ created: 0, updated: 72, skipped: 0 });
    expect(said(job.warnings, 'About The Tests', /did not record its site: taken to be the same item/)).to.equal(true);
    expect(await records.countBy({ site: '' })).to.equal(1); // backslashes.xml names no site: its record stays as it is
    const again = await importFile(server, themeUnitTest, 'themeunittestdata.wordpress.xml');
    expect(again.job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 72 });
  });

  it('reads the WordPress sample of Ghost’s migration tools: a page dated only by its pubDate, authors by display name, site-relative links', async () => {
    const { job } = await importFile(server, ghostMigrateSample, 'sample.xml');
    expect(job.status, job.error).to.equal('done');
    expect(job.kinds).to.deep.equal({ posts: { created: 3, updated: 0, skipped: 1 }, pages: { created: 1, updated: 0, skipped: 0 } });
    expect(said(job.warnings, 'My CPT Post', /a "customcpt" at the source, neither a post nor a page: left out/)).to.equal(true);
    const services = await server.db.getRepository(Page).findOneByOrFail({ title: 'Services' });
    expect(services.publishedAt?.toISOString()).to.equal('2017-05-27T11:33:38.000Z');
    const basic = await server.db.getRepository(BlogPost).findOneByOrFail({ title: 'Basic Post' });
    expect(basic.slug).to.equal('basic-post');
    expect(basic.author).to.equal('Hermione Granger');
    const moved = await noRedirect(server, '/blog/basic-post.html');
    expect(moved.status).to.equal(301);
    expect(moved.headers.get('location')).to.equal('/blog/basic-post');
  });

  it('takes hostile fields in its stride: an overlong author with markup and line breaks, a title of tags, a slug of punctuation, a date of nonsense', async () => {
    const author = `<script>alert(1)</script>Eve\n${'x'.repeat(500)}`;
    const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Hostile</title><link>https://${'h'.repeat(300)}.example/</link><wp:wxr_version>1.2</wp:wxr_version>
<item><title>&lt;b&gt;&lt;/b&gt;</title><dc:creator><![CDATA[${author}]]></dc:creator><pubDate>not a date</pubDate><content:encoded><![CDATA[<p>Body.</p>]]></content:encoded>
<wp:post_id>1</wp:post_id><wp:post_date>2023-13-45 99:99:99</wp:post_date><wp:post_date_gmt>yesterday</wp:post_date_gmt><wp:post_name>%%%!!!</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
</channel></rss>`;
    const { job } = await importFile(server, xml, 'hostile.xml');
    expect(job.status, job.error).to.equal('done');
    expect(job.counts).to.deep.equal({ created: 1, updated: 0, skipped: 0 });
    const warnings: Warning[] = job.warnings;
    expect(warnings.some((warning) => /wp:post_date is not a date/.test(warning.message))).to.equal(true);
    expect(warnings.some((warning) => /no publication date: imported as a draft/.test(warning.message))).to.equal(true);
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ title: 'Untitled (1)' });
    expect(post.publishedAt).to.equal(null);
    expect(post.slug).to.match(/^[a-z0-9_-]+$/);
    expect(post.author).to.have.length(200).and.match(/^Eve x+$/);
    const record = await server.db.getRepository(ImportedItem).findOneByOrFail({ itemId: post.id, area: 'blog' });
    expect(record.site).to.have.length(191);
  });
});
