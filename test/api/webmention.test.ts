// Webmention (#49): received mentions are checked at once (400 for what the site does not serve),
// verified later by the worker against a real page on loopback, and arrive as pending comments
// with the author of the page's h-card; approved, they show under the post. Publishing a post
// tells each page it links with an endpoint. Hostile sources are refused with a reason.
import { expect } from 'chai';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Comment, WebmentionJob } from '../../entities';
import { webmentionRound } from '../../src/services/comments/webmentionWorker';
import { readContentVersions } from '../../src/services/contentVersions';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

/** A tiny web on loopback: pages by path, and what was posted to it. */
async function startLoopbackWeb(routes: Record<string, Handler>): Promise<{ url: string; server: Server; posted: { path: string; body: string }[] }> {
  const posted: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method === 'POST') posted.push({ path, body });
      const handler = routes[path];
      if (handler) handler(request, response, body);
      else response.writeHead(404).end('not here');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, posted };
}

const html = (body: string): Handler => (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`);
};

describe('Webmention', function () {
  this.timeout(60_000);
  let server: TestServer;
  let web: Awaited<ReturnType<typeof startLoopbackWeb>>;
  let postUrl: string;
  const settings = () => ({ siteUrl: server.config.siteUrl, allowPrivateAddresses: true });
  const mention = (source: string, target: string) =>
    fetch(`${server.url}/api/webmention`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ source, target }) });
  const jobFor = (source: string) => server.db.getRepository(WebmentionJob).findOneByOrFail({ direction: 'receive', source });

  before(async () => {
    server = await startTestServer({ env: { FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: 'true' } });
    const created = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Talked About', slug: 'talked-about', content: '<p>Say something.</p>', category: 'ai-and-society' } });
    expect(created.status).to.equal(201);
    postUrl = `${server.config.siteUrl}/blog/talked-about`;
    web = await startLoopbackWeb({
      '/reply': html(`<article class="h-entry"><a class="p-author h-card" href="/me">Ayesha Reader</a>
        <a class="u-in-reply-to" href="${postUrl}">In reply to</a><div class="e-content"><p>A fine post. <img src="/x.png"><script>alert(1)</script></p></div>
        <time class="dt-published" datetime="2026-11-20T10:00:00Z">20 Nov</time></article>`),
      '/second': html(`<article class="h-entry"><a class="u-in-reply-to" href="${postUrl}">Re</a><div class="e-content"><p>Second thoughts.</p></div></article>`),
      '/no-link': html('<p>Nothing to see.</p>'),
      '/not-html': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ link: postUrl })),
      '/huge': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<a href="${postUrl}">x</a>${'x'.repeat(2 * 1024 * 1024)}`);
      },
      '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
      '/slow': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(`<a href="${postUrl}">`); // and never ends
      },
    });
  });
  after(async () => {
    web?.server.closeAllConnections();
    web?.server.close();
    await server?.close();
  });

  it('names its endpoint in every post\'s head', async () => {
    const page = await (await fetch(`${server.url}/blog/talked-about`)).text();
    expect(page).to.include(`<link rel="webmention" href="${server.config.siteUrl}/api/webmention">`);
  });

  it('answers 202, then verifies: a loopback reply arrives pending with its h-card author, and shows once approved', async () => {
    const answer = await mention(`${web.url}/reply`, postUrl);
    expect(answer.status).to.equal(202);
    expect(await server.db.getRepository(Comment).count()).to.equal(0);
    await webmentionRound(server.db, settings());
    const comment = await server.db.getRepository(Comment).findOneByOrFail({ externalId: `${web.url}/reply` });
    expect(comment).to.include({ status: 'pending', source: 'webmention', authorName: 'Ayesha Reader', authorUrl: `${web.url}/me` });
    expect(comment.contentHtml).to.equal('<p>A fine post. </p>');
    expect((await jobFor(`${web.url}/reply`)).status).to.equal('done');

    const pending = await adminJson(server, '/api/admin/comments?status=pending');
    expect(pending.body.items.map((item: { id: number }) => item.id)).to.include(comment.id);
    expect(await (await fetch(`${server.url}/blog/talked-about`)).text()).not.to.include('Ayesha Reader');

    const approved = await adminJson(server, `/api/admin/comments/${comment.id}`, { method: 'PATCH', body: { status: 'approved' } });
    expect(approved.status).to.equal(200);
    const page = await (await fetch(`${server.url}/blog/talked-about`)).text();
    expect(page).to.match(new RegExp(`<a class="p-author h-card" href="${web.url}/me" rel="nofollow ugc noopener">Ayesha Reader</a>`));
    expect(page).to.include('<p>A fine post. </p>');

    // Sent again: checked again, the same comment (never a second).
    expect((await mention(`${web.url}/reply`, postUrl)).status).to.equal(202);
    await webmentionRound(server.db, settings());
    expect(await server.db.getRepository(Comment).countBy({ externalId: `${web.url}/reply` })).to.equal(1);
  });

  it('renews nothing public for a mention or its pending comment; its approval renews the post page, kept in the page cache', async () => {
    const page = async () => (await fetch(`${server.url}/blog/talked-about`)).text();
    await page();
    expect(await page()).not.to.include('Second thoughts'); // now kept in the page cache
    const before = await readContentVersions(server.db);
    expect((await mention(`${web.url}/second`, postUrl)).status).to.equal(202);
    await webmentionRound(server.db, settings());
    const comment = await server.db.getRepository(Comment).findOneByOrFail({ externalId: `${web.url}/second` });
    expect(comment.status).to.equal('pending');
    expect([...(await readContentVersions(server.db))], 'no version bumped, the blog\'s included').to.deep.equal([...before]);
    expect(await page()).not.to.include('Second thoughts');

    expect((await adminJson(server, `/api/admin/comments/${comment.id}`, { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(200);
    const after = await readContentVersions(server.db);
    expect(after.get('blog'), "the blog's version").to.equal(before.get('blog'));
    expect(after.get('comments'), "the conversation's version").to.equal((before.get('comments') ?? 0) + 1);
    expect(await page()).to.include('<p>Second thoughts.</p>');
  });

  it('refuses with 400 what the site does not serve, and malformed mentions, storing nothing', async () => {
    const before = await server.db.getRepository(WebmentionJob).count();
    for (const [source, target] of [
      [`${web.url}/reply`, `${server.config.siteUrl}/blog/no-such-post`],
      [`${web.url}/reply`, 'https://elsewhere.example/blog/talked-about'],
      [`${web.url}/reply`, `${server.config.siteUrl}/about`],
      [postUrl, postUrl],
      ['javascript:alert(1)', postUrl],
      ['ftp://example.com/x', postUrl],
      [`${web.url}/${'x'.repeat(400)}`, postUrl],
      ['', postUrl],
    ]) {
      const answer = await mention(source, target);
      expect(answer.status, `${source} → ${target}`).to.equal(400);
      expect((await answer.json()).error).to.be.a('string');
    }
    const json = await fetch(`${server.url}/api/webmention`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ source: `${web.url}/reply`, target: postUrl }) });
    expect(json.status).to.equal(415);
    const huge = await fetch(`${server.url}/api/webmention`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `source=${'a'.repeat(10_000)}&target=x` });
    expect(huge.status).to.equal(413);
    expect(await server.db.getRepository(WebmentionJob).count()).to.equal(before);
  });

  it('gives up on hostile sources with a reason: no link, not HTML, too big, a redirect loop, too slow', async function () {
    this.timeout(60_000);
    for (const path of ['/no-link', '/not-html', '/huge', '/loop']) expect((await mention(`${web.url}${path}`, postUrl)).status).to.equal(202);
    await webmentionRound(server.db, settings());
    expect((await jobFor(`${web.url}/no-link`)).lastError).to.equal('source does not link to target');
    expect((await jobFor(`${web.url}/not-html`)).lastError).to.match(/not HTML/);
    expect((await jobFor(`${web.url}/huge`)).lastError).to.match(/larger than 1048576 bytes/);
    expect((await jobFor(`${web.url}/loop`)).lastError).to.match(/more than 3 redirects/);
    for (const path of ['/no-link', '/not-html', '/huge', '/loop']) expect((await jobFor(`${web.url}${path}`)).status).to.equal('failed');

    expect((await mention(`${web.url}/slow`, postUrl)).status).to.equal(202);
    const started = Date.now();
    await webmentionRound(server.db, settings());
    expect(Date.now() - started).to.be.within(9_000, 20_000);
    expect((await jobFor(`${web.url}/slow`)).lastError).to.match(/timed out/);
    expect(await server.db.getRepository(Comment).countBy({ status: 'pending' })).to.equal(0);
  });

  it('refuses a loopback source with the SSRF guard on', async () => {
    expect((await mention(`${web.url}/reply`, postUrl)).status).to.equal(202);
    await webmentionRound(server.db, { ...settings(), allowPrivateAddresses: false });
    const job = await jobFor(`${web.url}/reply`);
    expect(job.status).to.equal('failed');
    expect(job.lastError).to.match(/private or loopback/);
  });

  it('takes at most 60 mentions an hour from one source site, whoever sends them (429 after)', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 61; index += 1) answers.push((await mention(`https://busy.example/${index}`, postUrl)).status);
    expect(answers.slice(0, 60).every((status) => status === 202)).to.equal(true);
    expect(answers[60]).to.equal(429);
    expect((await mention('https://quiet.example/1', postUrl)).status).to.equal(202);
    // Not for the worker to fetch: these sites do not exist.
    await server.db.getRepository(WebmentionJob).delete({ direction: 'receive', status: 'queued' });
  });

  it('tells a linked page with an endpoint, once, when a post is published', async () => {
    const endpointWeb = await startLoopbackWeb({
      '/linked': html('<link rel="webmention" href="/endpoint"><p>A page.</p>'),
      '/by-header': (_request, response) => response.writeHead(200, { 'content-type': 'text/html', link: '</endpoint2>; rel="webmention"' }).end('<p>x</p>'),
      '/plain': html('<p>No endpoint.</p>'),
      '/endpoint': (_request, response) => response.writeHead(202).end(),
      '/endpoint2': (_request, response) => response.writeHead(201).end(),
    });
    try {
      const content = `<p>See <a href="${endpointWeb.url}/linked">this</a>, <a href="${endpointWeb.url}/by-header">that</a> and <a href="${endpointWeb.url}/plain">the other</a>.</p>`;
      expect((await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Linking Out', slug: 'linking-out', content, category: 'ai-and-society' } })).status).to.equal(201);
      // Two workers at once (as two processes would), then a later round: each page is told once.
      await Promise.all([webmentionRound(server.db, settings()), webmentionRound(server.db, settings())]);
      await webmentionRound(server.db, settings());
      const source = `${server.config.siteUrl}/blog/linking-out`;
      const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
      expect([...endpointWeb.posted].sort(byPath)).to.deep.equal([
        { path: '/endpoint', body: new URLSearchParams({ source, target: `${endpointWeb.url}/linked` }).toString() },
        { path: '/endpoint2', body: new URLSearchParams({ source, target: `${endpointWeb.url}/by-header` }).toString() },
      ]);
    } finally {
      endpointWeb.server.closeAllConnections();
      endpointWeb.server.close();
    }
  });
});
