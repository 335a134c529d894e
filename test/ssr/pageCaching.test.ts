// Pages are cached by their data: the same data gives the same HTML (with each response's own
// nonce) and a 304 for a matching ETag; changed data is visible on the very next request.
import { expect } from 'chai';
import http from 'node:http';
import { Book } from '../../entities';
import { startTestServer, type TestServer } from '../helpers/testServer';

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

  it('shows changed data on the next request, with a new ETag', async () => {
    const before = await get(server, '/books');
    await server.db.getRepository(Book).insert({
      title: 'A Freshly Added Book', author: 'New Author', description: 'Added during the test.', amazonUrl: 'https://www.amazon.com/', sortOrder: 99,
    });
    const after = await get(server, '/books', { 'If-None-Match': String(before.headers.etag) });
    expect(after.status).to.equal(200);
    expect(after.headers.etag).not.to.equal(before.headers.etag);
    expect(after.body).to.include('A Freshly Added Book');
  });

  it('gives no ETag to a 404 page', async () => {
    const missing = await get(server, '/no-such-page');
    expect(missing.status).to.equal(404);
    expect(missing.headers.etag).to.equal(undefined);
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
