// The owner's pages (#38): a third studio content type served at /{slug} with the site's header
// and footer, never at an address the site uses (409), with drafts, previews, 301 after a slug
// change, 410 after a delete, the sitemap, and the footer's legal links.
import { expect } from 'chai';
import { adminCall, adminJson } from '../helpers/adminClient';
import { visibleTextOf } from '../helpers/pageText';
import { startTestServer, type TestServer } from '../helpers/testServer';

const page = (fields: Record<string, unknown> = {}) => ({ title: 'Privacy Policy', slug: 'privacy', content: '<p>We keep <strong>nothing</strong> about you.</p>', ...fields });

describe('pages API and /{slug}', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const create = async (body: Record<string, unknown>) => {
    const created = await adminJson(server, '/api/admin/pages', { method: 'POST', body });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return created.body.item;
  };

  it('serves a published page at /{slug} with the header and footer, and the footer always links to /privacy and /terms', async () => {
    const before = await (await get('/about')).text();
    expect(before).to.match(/<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    expect(before).to.match(/<a[^>]*href="\/terms"[^>]*>Terms of Service<\/a>/);
    expect(before).to.include('href="/sitemap.xml"');
    const item = await create(page());
    expect(item).to.include({ slug: 'privacy', status: 'published' });
    const response = await get('/privacy');
    expect(response.status).to.equal(200);
    const html = await response.text();
    expect(html).to.include('<title>Privacy Policy |');
    expect(html).to.include('We keep <strong>nothing</strong> about you.');
    expect(html).to.include('Quick Links').and.to.include('aria-label="Legal"');
    expect(html).to.match(/<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    const api = await (await get('/api/pages/privacy')).json();
    expect(api).to.include({ slug: 'privacy', title: 'Privacy Policy' });
    expect((await (await get('/api/settings')).json()).legal).to.deep.equal({ privacyPath: '/privacy', termsPath: '/terms' });
  });

  it('refuses a slug the site uses (409 with the reason), changing nothing', async () => {
    for (const slug of ['blog', 'admin', 'api', 'media', 'search', 'about', 'newsletter', 'assets', 'images', 'Blog']) {
      const answer = await adminJson(server, '/api/admin/pages', { method: 'POST', body: page({ title: `Taken ${slug}`, slug }) });
      const expected = slug === 'Blog' ? 400 : 409; // the slug rule allows lowercase only
      expect(answer.status, slug).to.equal(expected);
      if (expected === 409) expect(answer.body.error).to.include(`/${slug}`);
    }
    const item = await create(page({ title: 'Movable', slug: 'movable' }));
    const moved = await adminJson(server, `/api/admin/pages/${item.id}`, { method: 'PUT', body: page({ title: 'Movable', slug: 'contact' }) });
    expect(moved.status).to.equal(409);
    expect(moved.body.error).to.match(/contact/);
    expect((await get('/movable')).status).to.equal(200);
    const list = (await adminJson(server, '/api/admin/pages')).body as { slug: string }[];
    expect(list.map((p) => p.slug)).not.to.include.members(['blog', 'admin', 'contact']);
  });

  it('keeps drafts off the site, shows them by preview link, answers 301 after a slug change and 410 after a delete', async () => {
    const draft = await create(page({ title: 'Work With Me', slug: 'work-with-me', publishedAt: null }));
    expect(draft.status).to.equal('draft');
    expect((await get('/work-with-me')).status).to.equal(404);
    expect((await get('/api/pages/work-with-me')).status).to.equal(404);
    const preview = new URL(draft.previewUrl).pathname;
    expect(preview).to.match(/^\/pages\/preview\//);
    const previewPage = await get(preview);
    expect(previewPage.status).to.equal(200);
    expect(await previewPage.text()).to.include('We keep <strong>nothing</strong> about you.');

    const published = await adminJson(server, `/api/admin/pages/${draft.id}`, { method: 'PUT', body: page({ title: 'Work With Me', slug: 'work-with-me', publishedAt: new Date().toISOString() }) });
    expect(published.body.item.status).to.equal('published');
    const renamed = await adminJson(server, `/api/admin/pages/${draft.id}`, { method: 'PUT', body: page({ title: 'Hire Me', slug: 'hire-me' }) });
    expect(renamed.status).to.equal(200);
    const old = await get('/work-with-me?from=card');
    expect(old.status).to.equal(301);
    expect(old.headers.get('location')).to.equal('/hire-me?from=card');
    expect((await get('/api/pages/work-with-me')).status).to.equal(301);
    expect((await get('/hire-me')).status).to.equal(200);

    const revisions = await adminJson(server, `/api/admin/pages/${draft.id}/revisions`);
    expect(revisions.body.length).to.be.greaterThan(1);

    expect((await adminCall(server, `/api/admin/pages/${draft.id}`, { method: 'DELETE' })).status).to.equal(200);
    for (const path of ['/hire-me', '/work-with-me', '/api/pages/hire-me']) expect((await get(path)).status, path).to.equal(410);
    const gone = await (await get('/hire-me')).text();
    expect(gone).to.include('Page Not Found');
  });

  it('answers the spec\'s Page Not Found for an address no page has, and lists pages in the sitemap but not the blog or feeds', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).to.equal(404);
    const text = visibleTextOf(await missing.text());
    expect(text).to.include('Page Not Found').and.to.include("The page you're looking for doesn't exist or has been moved.");
    await create(page({ title: 'Terms of Service', slug: 'terms' }));
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).to.include('/privacy</loc>').and.to.include('/terms</loc>');
    for (const path of ['/api/blog', '/rss.xml', '/feed.json']) expect(await (await get(path)).text(), path).not.to.include('Terms of Service');
    expect(await (await get('/')).text()).to.match(/href="\/terms"[^>]*>Terms of Service<\/a>/);
  });

  it('needs the admin key', async () => {
    expect((await adminCall(server, '/api/admin/pages', { key: null })).status).to.equal(401);
    expect((await adminCall(server, '/api/admin/pages', { method: 'POST', body: page({ slug: 'sneaky' }), key: 'wrong' })).status).to.equal(401);
    expect((await get('/sneaky')).status).to.equal(404);
  });
});
