// The owner's redirects (#38): 301 in one hop to a path here or an http(s) URL; an address the
// site serves cannot be one (409), a bad target is a 400; listed beside the import's old addresses,
// each flagged when its target shows the not-found page (deleted, unpublished, section off).
import { expect } from 'chai';
import { BlogPost, OldAddress, Redirect } from '../../entities';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('redirects API', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const add = (from: unknown, to: unknown) => adminJson(server, '/api/admin/redirects', { method: 'POST', body: { from, to } });

  it('answers 301 in one hop, to a path here or an http(s) address', async () => {
    const created = await add('/old-talk', '/about');
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ from: '/old-talk', to: '/about', origin: 'owner' });
    for (const path of ['/old-talk', '/old-talk/']) {
      const answer = await get(path);
      expect(answer.status, path).to.equal(301);
      expect(answer.headers.get('location'), path).to.equal('/about');
    }
    expect((await add('/slides/2024', 'https://example.com/slides?deck=1')).status).to.equal(201);
    const away = await get('/slides/2024');
    expect(away.status).to.equal(301);
    expect(away.headers.get('location')).to.equal('https://example.com/slides?deck=1');
  });

  it('keeps every redirect one hop when one leads to another', async () => {
    expect((await add('/first', '/second')).status).to.equal(201);
    expect((await add('/second', '/contact')).status).to.equal(201);
    expect((await add('/zeroth', '/first')).status).to.equal(201);
    for (const path of ['/first', '/second', '/zeroth']) expect((await get(path)).headers.get('location'), path).to.equal('/contact');
    expect((await add('/loop', '/loop/')).status).to.equal(409);
  });

  it('refuses a from the site serves (409) and a bad from or to (400), saving nothing', async () => {
    await adminJson(server, '/api/admin/pages', { method: 'POST', body: { title: 'Privacy', slug: 'privacy', content: '<p>Kept.</p>' } });
    for (const from of ['/', '/blog', '/blog/some-post', '/admin', '/admin/redirects', '/api/blog', '/media/x', '/rss.xml', '/sitemap.xml', '/favicon.ico', '/assets/x.js', '/search', '/privacy', '/old-talk']) {
      const answer = await add(from, '/about');
      expect(answer.status, from).to.equal(409);
      expect(answer.body.error, from).to.be.a('string');
    }
    for (const [from, to] of [
      ['/x1', 'javascript:alert(1)'],
      ['/x2', 'JavaScript:alert(1)'],
      ['/x3', 'data:text/html,hi'],
      ['/x4', '//evil.example'],
      ['/x5', 'ftp://example.com/'],
      ['/x6', 'https://'],
      ['/x7', '/a b'],
      ['/x8', ''],
      ['no-slash', '/about'],
      ['/with?query', '/about'],
      ['//host', '/about'],
      ['/x9', 42],
      ['/x10', '/\\evil.com'],
      ['/x11', '/%2Fevil.com'],
      ['/x12', 'https://evil.com:99999'],
      ['/x13', 'https://evil.com:65536/a'],
      ['/x14', 'http://[::1/'],
      ['/x15', 'https://exa mple.com/'],
      ['/\\evil', '/about'],
      [null, '/about'],
    ]) {
      const answer = await add(from, to);
      expect(answer.status, `${from} -> ${to}`).to.equal(400);
    }
    const list = (await adminJson(server, '/api/admin/redirects')).body as { from: string }[];
    expect(list.map((r) => r.from)).not.to.include.members(['/x1', '/blog', '/privacy']);
    expect((await get('/x1')).status).to.equal(404);
  });

  it("refuses (409) a to that leads back to its from, by path or by this site's absolute address, directly or through other redirects", async () => {
    const site = server.config.siteUrl;
    const loops: [string, string][] = [
      ['/self-a', `${site}/self-a`],
      ['/self-b', `${site}/self-b/`],
      ['/self-c', `${site}/self-c?x=1#y`],
      ['/self-d', `${site.replace(/^http:/, 'https:')}/self-d`],
      ['/self-e', `${site.toUpperCase()}/self-e`],
    ];
    for (const [from, to] of loops) {
      const answer = await add(from, to);
      expect(answer.status, `${from} -> ${to}`).to.equal(409);
      expect(answer.body.error).to.include(from);
    }
    expect((await add('/ring-a', `${site}/ring-b`)).status).to.equal(201);
    const closing = await add('/ring-b', `${site}/ring-a`);
    expect(closing.status).to.equal(409);
    expect((await add('/ring-b', '/ring-a')).status).to.equal(409);
    expect((await add('/ring-c', `${site}/ring-a`)).status).to.equal(201);
    expect((await add('/ring-b', '/ring-c')).status).to.equal(409);
    const list = (await adminJson(server, '/api/admin/redirects')).body as { from: string }[];
    expect(list.map((r) => r.from)).not.to.include.members(['/self-a', '/self-b', '/self-c', '/ring-b']);
    expect((await add('/elsewhere', 'https://another.example/self-a')).status).to.equal(201);
  });

  it('never answers 500 for a stored target no redirect may have (an older or restored row)', async () => {
    await server.db.getRepository(Redirect).save([
      { fromPath: '/stored-port', toUrl: 'https://evil.com:99999', createdAt: new Date() },
      { fromPath: '/stored-backslash', toUrl: '/\\evil.com', createdAt: new Date() },
      { fromPath: '/stored-scheme', toUrl: 'javascript:alert(1)', createdAt: new Date() },
    ]);
    for (const path of ['/stored-port', '/stored-backslash', '/stored-scheme']) {
      const answer = await get(path);
      expect(answer.status, path).to.equal(404);
      expect(answer.headers.get('location'), path).to.equal(null);
    }
  });

  it('keeps a page off a redirected address', async () => {
    const page = await adminJson(server, '/api/admin/pages', { method: 'POST', body: { title: 'Old', slug: 'old-talk', content: '<p>Hidden?</p>' } });
    expect(page.status).to.equal(409);
    expect(page.body.error).to.include('redirected');
  });

  it('lists the import\'s old addresses beside the owner\'s, marked by origin', async () => {
    const post = await server.db.getRepository(BlogPost).save({ slug: 'moved-in', title: 'Moved In', excerpt: 'x', content: '<p>x</p>', category: 'ai-and-society', readTime: 1, publishedAt: new Date(), tags: [], isFeatured: false });
    await server.db.getRepository(OldAddress).save({ path: '/2020/01/01/moved-in/', area: 'blog', itemId: post.id });
    const list = (await adminJson(server, '/api/admin/redirects')).body as { id: number | null; from: string; to: string | null; origin: string }[];
    expect(list.find((r) => r.from === '/2020/01/01/moved-in/')).to.deep.equal({ id: null, from: '/2020/01/01/moved-in/', to: '/blog/moved-in', origin: 'import', targetMissing: null });
    expect(list.find((r) => r.from === '/old-talk')).to.include({ to: '/about', origin: 'owner' });
    const old = await get('/2020/01/01/moved-in/');
    expect(old.status).to.equal(301);
    expect(old.headers.get('location')).to.equal('/blog/moved-in');
  });

  it('flags each redirect whose target shows the not-found page now, and says why, agreeing with what the site answers', async () => {
    const site = server.config.siteUrl;
    const now = new Date().toISOString();
    const create = async (type: string, body: Record<string, unknown>) => {
      const created = await adminJson(server, `/api/admin/${type}`, { method: 'POST', body });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      return created.body.item as { id: number };
    };
    const post = (slug: string) => ({ title: slug, slug, content: '<p>x</p>', category: 'ai-and-society', publishedAt: now });
    await create('blog', post('kept-post'));
    const gonePost = await create('blog', post('gone-post'));
    const renamed = await create('blog', post('first-slug'));
    expect((await adminJson(server, `/api/admin/blog/${renamed.id}`, { method: 'PUT', body: post('second-slug') })).status).to.equal(200);
    const gonePage = await create('pages', { title: 'Gone Page', slug: 'gone-page', content: '<p>x</p>', publishedAt: now });
    await create('pages', { title: 'Draft Page', slug: 'draft-page', content: '<p>x</p>', publishedAt: null });
    const targets: Record<string, [to: string, missing: RegExp | null]> = {
      '/r-kept': ['/blog/kept-post', null],
      '/r-renamed': ['/blog/first-slug', null],
      '/r-home': ['/', null],
      '/r-feed': ['/rss.xml', null],
      '/r-away': ['https://another.example/blog/gone-post', null],
      '/r-gone': ['/blog/gone-post?from=old#top', /nothing is published at \/blog\/gone-post/],
      '/r-gone-absolute': [`${site}/blog/gone-post`, /nothing is published at \/blog\/gone-post/],
      '/r-page': ['/gone-page', /nothing is published at \/gone-page/],
      '/r-draft': ['/draft-page', /nothing is published at \/draft-page/],
      '/r-books': ['/books', /section at \/books is turned off/],
      '/r-nowhere': ['/no/such/page', /no page at \/no\/such\/page/],
    };
    for (const [from, [to]] of Object.entries(targets)) expect((await add(from, to)).status, from).to.equal(201);
    expect((await adminCall(server, `/api/admin/blog/${gonePost.id}`, { method: 'DELETE' })).status).to.equal(200);
    expect((await adminCall(server, `/api/admin/pages/${gonePage.id}`, { method: 'DELETE' })).status).to.equal(200);
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { sections: { books: false } } })).status).to.equal(200);
    try {
      const list = (await adminJson(server, '/api/admin/redirects')).body as { from: string; to: string; targetMissing: string | null }[];
      for (const [from, [to, missing]] of Object.entries(targets)) {
        const listed = list.find((redirect) => redirect.from === from);
        if (missing === null) expect(listed?.targetMissing, from).to.equal(null);
        else expect(listed?.targetMissing, from).to.match(missing);
        // The flag says what a visitor meets: the not-found page (404, or 410 for a deleted item) exactly where it is set.
        if (to.startsWith('https://another.example')) continue;
        const status = (await get(new URL(to, site).pathname)).status;
        expect([404, 410].includes(status), `${from} -> ${to}: ${status}`).to.equal(missing !== null);
      }
      // A new redirect to a target already gone says so at once.
      const fresh = await add('/r-fresh', '/blog/gone-post');
      expect(fresh.status).to.equal(201);
      expect(fresh.body.targetMissing).to.match(/nothing is published/);
    } finally {
      await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { sections: { books: true } } });
    }
  });

  it('deletes a redirect (404 for an unknown one) and needs the key', async () => {
    const list = (await adminJson(server, '/api/admin/redirects')).body as { id: number; from: string }[];
    const id = list.find((r) => r.from === '/old-talk')?.id;
    expect((await adminCall(server, `/api/admin/redirects/${id}`, { method: 'DELETE', key: null })).status).to.equal(401);
    expect((await adminCall(server, `/api/admin/redirects/${id}`, { method: 'DELETE' })).status).to.equal(200);
    expect((await get('/old-talk')).status).to.equal(404);
    expect((await adminCall(server, `/api/admin/redirects/${id}`, { method: 'DELETE' })).status).to.equal(404);
    expect((await adminCall(server, '/api/admin/redirects', { method: 'POST', body: { from: '/sneak', to: '/' }, key: 'wrong' })).status).to.equal(401);
    expect((await adminCall(server, '/api/admin/redirects', { key: null })).status).to.equal(401);
  });
});
