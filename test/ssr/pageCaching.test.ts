// Pages are cached by the content versions of the data they show: the same data gives the same
// HTML (with each response's own nonce) and a 304 for a matching ETag; a write through the API
// is visible on the very next request, a change made by hand within the cache's maximum age.
import { expect } from 'chai';
import http from 'node:http';
import { BlogPost, Book } from '../../entities';
import { escapeHtml } from '../../src/ssr/document';
import { adminJson } from '../helpers/adminClient';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http.get(`${server.url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    }).on('error', reject);
  });
}

const nonceOf = (headers: http.IncomingHttpHeaders) => String(headers['content-security-policy']).match(/'nonce-([^']+)'/)![1];

describe('page caching', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('serves the same page again with a fresh nonce and otherwise the same bytes', async () => {
    const first = await get(server, '/books');
    const second = await get(server, '/books');
    const [a, b] = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(a).not.to.equal(b);
    expect(first.body).to.include(`nonce="${a}"`);
    expect(second.body).to.include(`nonce="${b}"`);
    expect(second.body).not.to.include(a);
    expect(second.body.replaceAll(b, 'N')).to.equal(first.body.replaceAll(a, 'N'));
    expect(first.headers.etag).to.equal(second.headers.etag);
  });

  it('answers 304 to a matching ETag, without a new nonce policy', async () => {
    const first = await get(server, '/books');
    const again = await get(server, '/books', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).to.equal(304);
    expect(again.body).to.equal('');
    expect(again.headers['content-security-policy']).to.equal(undefined);
  });

  it('shows an admin edit on the next request to every page that shows it, with a new ETag', async () => {
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ isFeatured: true });
    const pages = ['/', '/blog', `/blog/${post.slug}`];
    const before = await Promise.all(pages.map((path) => get(server, path)));
    const { status } = await adminJson(server, `/api/admin/blog/${post.id}`, {
      method: 'PUT',
      body: { title: 'A Freshly Edited Title', slug: post.slug, content: post.content, category: post.category, isFeatured: true },
    });
    expect(status).to.equal(200);
    for (const [i, path] of pages.entries()) {
      const after = await get(server, path, { 'If-None-Match': String(before[i].headers.etag) });
      expect(after.status, path).to.equal(200);
      expect(after.headers.etag, path).not.to.equal(before[i].headers.etag);
      expect(after.body, path).to.include('A Freshly Edited Title');
    }
  });

  it('shows a public write (a heart) on the next request to the legacy wall', async () => {
    const [statement] = await (await fetch(`${server.url}/api/legacy/recent`)).json();
    const heartsOnPage = async () => {
      const wall = dehydratedStateOf((await get(server, '/legacy')).body).queries.find((query) => Array.isArray(query.state.data));
      if (!wall) throw new Error('the legacy wall carries no list of statements');
      return (wall.state.data as { id: number; hearts: number }[]).find((s) => s.id === statement.id)?.hearts;
    };
    expect(await heartsOnPage()).to.equal(statement.hearts);
    const heart = await fetch(`${server.url}/api/legacy/${statement.id}/heart`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(heart.status).to.equal(200);
    expect(await heartsOnPage()).to.equal(statement.hearts + 1);
  });

  it('shows a counted download on the next request to the resources page', async () => {
    const [resource] = await (await fetch(`${server.url}/api/resources`)).json();
    expect((await get(server, '/resources')).body).to.include(`"downloadCount":${resource.downloadCount}`);
    const download = await fetch(`${server.url}/api/resources/${resource.id}/download`, { redirect: 'manual' });
    expect(download.status).to.equal(302);
    expect((await get(server, '/resources')).body).to.include(`"downloadCount":${resource.downloadCount + 1}`);
  });

  it('shows a reseed on the next request', async () => {
    const book = await server.db.getRepository(Book).findOneByOrFail({});
    await server.db.getRepository(Book).update(book.id, { description: 'A description changed by hand.' });
    const dark = { Cookie: 'theme=dark' }; // a page not cached yet, so it is rendered (and cached) as changed
    expect((await get(server, '/books', dark)).body).to.include('A description changed by hand.');
    const { status } = await adminJson(server, '/api/admin/seed', { method: 'POST', body: { force: true } });
    expect(status).to.equal(200);
    const after = await get(server, '/books', dark);
    expect(after.body).not.to.include('A description changed by hand.');
    expect(after.body).to.include(escapeHtml(book.description));
  });

  it('gives no ETag to a 404 page', async () => {
    const missing = await get(server, '/no-such-page');
    expect(missing.status).to.equal(404);
    expect(missing.headers.etag).to.equal(undefined);
  });
});

describe('page cache limits', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { PAGE_CACHE_MAX_AGE_SECONDS: '1' } });
  });
  after(() => server?.close());

  it('renders a page again after PAGE_CACHE_MAX_AGE_SECONDS, so changes made outside the API show too', async () => {
    await get(server, '/books');
    await server.db.getRepository(Book).insert({
      title: 'A Book Added By Hand', author: 'New Author', description: 'Added straight into the database.', amazonUrl: 'https://www.amazon.com/', sortOrder: 99,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get(server, '/books')).body).to.include('A Book Added By Hand');
  });
});

describe('theme cookie', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  it('puts a remembered theme on <html> before any script runs, and keys the page cache by it', async () => {
    const dark = await get(server, '/books', { Cookie: 'theme=dark' });
    expect(dark.body).to.match(/^<!DOCTYPE html><html lang="en" data-theme="dark">/);
    const light = await get(server, '/books', { Cookie: 'other=1; theme=light' });
    expect(light.body).to.match(/^<!DOCTYPE html><html lang="en" data-theme="light">/);
    const system = await get(server, '/books', { Cookie: 'theme=<script>' });
    expect(system.body).to.match(/^<!DOCTYPE html><html lang="en">/);
    expect(new Set([dark.headers.etag, light.headers.etag, system.headers.etag]).size).to.equal(3);
  });
});
