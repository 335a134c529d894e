// Moving in with real export files others wrote (test/fixtures/imports, see its README): Jekyll's
// own docs/_posts, the fixtures of Ghost's migration tools and Ghost's members CSV, and Substack's.
// Each goes through POST /api/admin/import as an owner's upload would, on the suite's database.
import { expect } from 'chai';
import { BlogPost, NewsletterSubscriber, Redirect } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { importFile, importFixture, substackFixtureZip, zipFixtureFolder, zipOf } from '../helpers/importFiles';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { renderArticleMarkdown } from '../../src/markdown/renderArticleMarkdown';

const fixture = importFixture;

type Warning = { item: string; message: string };
const said = (warnings: Warning[]) => warnings.map((warning) => `${warning.item}: ${warning.message}`);

const noRedirect = (server: TestServer, address: string) => fetch(`${server.url}${address}`, { redirect: 'manual' });

describe('import: real exports from Jekyll, Ghost and Substack', function () {
  this.timeout(180_000);
  let server: TestServer;

  before(() => renderArticleMarkdown('warm', 1000, 60_000));
  beforeEach(async () => {
    server = await startTestServer({ seed: false });
  });
  afterEach(() => server.close());

  it("imports Jekyll's own docs/_posts: 102 of 102, .markdown files and their dates read, highlight blocks as code", async () => {
    const zip = await zipFixtureFolder('jekyll', 'jekyll-docs');
    const { job } = await importFile(server, zip, 'jekyll-docs.zip');
    expect(job.status, job.error).to.equal('done');
    expect(job.counts.created).to.equal(102);
    const posts = await server.db.getRepository(BlogPost).find();
    expect(posts).to.have.length(102);
    expect(
      posts.every((post) => post.publishedAt !== null),
      'every post has its date',
    ).to.equal(true);

    // '2023-01-29 18:30:22 2023 -0800': the year twice, read.
    const twice = posts.find((post) => post.slug === 'jekyll-3-9-3-released');
    expect(twice?.publishedAt?.toISOString()).to.equal('2023-01-30T02:30:22.000Z');
    // {% highlight ruby %} … {% endhighlight %}: code with its language, not a quote.
    const highlighted = posts.find((post) => post.slug === 'jekyll-1-5-1-released');
    expect(highlighted?.content).to.match(/<pre[^>]*>[\s\S]*sanitized_path/);
    expect(highlighted?.content).not.to.include('<blockquote');
    expect(highlighted?.markdown).to.include('```ruby\n> sanitized_path');
    const warnings = said(job.warnings);
    expect(warnings.some((warning) => /Liquid tag \{% link %\} is not supported/.test(warning))).to.equal(true);
    expect(warnings.some((warning) => /highlight/.test(warning))).to.equal(false);

    // Jekyll's feed and its dated addresses lead here in one hop.
    const feed = await noRedirect(server, '/feed.xml');
    expect(feed.status).to.equal(301);
    expect(new URL(feed.headers.get('location') ?? '', server.url).pathname).to.equal('/rss.xml');
    const dated = await noRedirect(server, '/2023/01/29/jekyll-3-9-3-released.html');
    expect(dated.status).to.equal(301);
    expect(new URL(dated.headers.get('location') ?? '', server.url).pathname).to.equal('/blog/jekyll-3-9-3-released');
  });

  it('reports every markdown-like file it leaves out, and imports a post with no date as a draft', async () => {
    const zip = await zipOf({
      'site/_posts/2020-01-02-hello.mdown': '---\ntitle: Hello\n---\nHi.',
      'site/_posts/2020-01-03-notes.mkd': '---\ntitle: Notes\ndate: sometime soon\n---\nSome notes.',
      'site/_posts/2020-01-04-old.textile': 'h1. Old',
      'site/about.md': '---\nlayout: page\ntitle: About\nauthor: Jane Guest\n---\nAbout me.',
      'site/undated.md': '---\ntitle: Undated\n---\nNo date at all.',
    });
    const { job } = await importFile(server, zip, 'site.zip', { dryRun: true });
    expect(job.status, job.error).to.equal('done');
    const warnings = said(job.warnings);
    expect(warnings).to.include('site/_posts/2020-01-04-old.textile: left out: .textile files are not read (only markdown: .md, .markdown, .mdown, .mkd, .mdx)');
    expect(warnings.some((warning) => warning.startsWith('Notes: its date "sometime soon" is not a date'))).to.equal(true);
    expect(warnings).to.include('Undated: no date: imported as a draft');
  });

  it('imports a Ghost export from its migration tools: the Lexical-only post rendered, authors kept, its feed and tags redirected', async () => {
    const { job } = await importFile(server, fixture('ghost', 'ghost.json'), 'ghost.json');
    expect(job.status, job.error).to.equal('done');
    expect(job.counts.created, JSON.stringify(job.warnings)).to.equal(3);
    expect(job.counts.skipped).to.equal(0);
    const lexical = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'post-3-lexical' });
    expect(lexical.content).to.include('https://example.com/images/lexical-image.jpg');
    expect(said(job.warnings).some((warning) => /skipped/.test(warning))).to.equal(false);

    for (const old of ['/rss/', '/tag/news/rss/', '/author/alice-johnson/rss/']) {
      const response = await noRedirect(server, old);
      expect(response.status, old).to.equal(301);
      expect(new URL(response.headers.get('location') ?? '', server.url).pathname, old).to.equal('/rss.xml');
      expect((await fetch(new URL(response.headers.get('location') ?? '', server.url))).status, `${old} lands`).to.equal(200);
    }
    const tag = await noRedirect(server, '/tag/technology/');
    expect(tag.status).to.equal(301);
    expect(tag.headers.get('location')).to.match(/\/blog\?q=technology$/);
    // '/post-1' without its slash, as links are often written.
    const bare = await noRedirect(server, '/post-1');
    expect(bare.status).to.equal(301);
    expect(new URL(bare.headers.get('location') ?? '', server.url).pathname).to.equal('/blog/post-1');

    // Again: nothing new, and the redirects are not made twice.
    const redirects = await server.db.getRepository(Redirect).count();
    const again = await importFile(server, fixture('ghost', 'ghost.json'), 'ghost.json');
    expect(again.job.counts.created).to.equal(0);
    expect(await server.db.getRepository(Redirect).count()).to.equal(redirects);
  });

  it("never replaces an owner's redirect with an imported one", async () => {
    const own = await adminJson(server, '/api/admin/redirects', { method: 'POST', body: { from: '/rss', to: '/ai-islam/rss.xml' } });
    expect(own.status).to.equal(201);
    const { job } = await importFile(server, fixture('ghost', 'ghost.json'), 'ghost.json');
    expect(job.status, job.error).to.equal('done');
    const response = await noRedirect(server, '/rss/');
    expect(new URL(response.headers.get('location') ?? '', server.url).pathname).to.equal('/ai-islam/rss.xml');
  });

  it("shows what a Ghost export's settings would change, and applies them only with settings=true", async () => {
    const dry = await importFile(server, fixture('ghost', 'ghost.json'), 'ghost.json', { dryRun: true });
    const name = (await adminJson(server, '/api/admin/settings')).body.identity.siteName;
    expect(said(dry.job.warnings)).to.include(`Site settings: would set, with settings the site name: "${name}" → "My Ghost Site"`);
    await importFile(server, fixture('ghost', 'ghost.json'), 'ghost.json');
    expect((await adminJson(server, '/api/admin/settings')).body.identity.siteName).not.to.equal('My Ghost Site');

    const applied = await importFile(server, fixture('ghost', 'ghost.json'), 'ghost.json', { settings: true });
    expect(applied.job.status, applied.job.error).to.equal('done');
    const settings = (await adminJson(server, '/api/admin/settings')).body;
    expect(settings.identity).to.include({ siteName: 'My Ghost Site', tagline: 'A test site' });
  });

  it("keeps Ghost members' names and original dates, and keeps them out of the day's sign-ups", async () => {
    const { job } = await importFile(server, fixture('ghost', 'valid-members-import.csv'), 'members.csv');
    expect(job.status, job.error).to.equal('done');
    const members = await server.db.getRepository(NewsletterSubscriber).find({ order: { email: 'ASC' } });
    expect(members.map((member) => [member.email, member.name])).to.deep.equal([
      ['jbloggs@example.com', 'joe'],
      ['test@example.com', 'test'],
    ]);
    expect(members[1].subscribedAt.toISOString()).to.equal('1991-10-02T20:30:31.000Z');
    const analytics = await adminJson(server, '/api/admin/analytics?range=7d');
    expect(analytics.status).to.equal(200);
    expect(analytics.body.events.subscriptions).to.equal(0);
    expect(analytics.body.signupForms).to.deep.equal([]);
  });

  it("imports Substack's export from Ghost's migration fixtures: entities decoded, the page a page, /p/slug/ and /feed redirected", async () => {
    const { job } = await importFile(server, await substackFixtureZip(), 'substack.zip');
    expect(job.status, job.error).to.equal('done');
    const plain = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'plain-text' });
    expect(plain.excerpt).to.equal('“This quote’s rather short”');
    for (const old of ['/p/plain-text', '/p/plain-text/']) {
      const response = await noRedirect(server, old);
      expect(response.status, old).to.equal(301);
      expect(new URL(response.headers.get('location') ?? '', server.url).pathname, old).to.equal('/blog/plain-text');
    }
    const feed = await noRedirect(server, '/feed');
    expect(feed.status).to.equal(301);
    expect(new URL(feed.headers.get('location') ?? '', server.url).pathname).to.equal('/rss.xml');
  });
});
