import { expect } from 'chai';
import http from 'node:http';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('compression and conditional requests', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('compresses streamed pages with brotli or gzip as the client asks', async () => {
    const br = await fetch(`${server.url}/books`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).to.equal('br');
    expect(await br.text()).to.include('Recommended Reading');
    const gzip = await fetch(`${server.url}/books`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).to.equal('gzip');
    expect(gzip.headers.get('vary')).to.match(/Accept-Encoding/i);
  });

  it('answers an API GET with an ETag, and 304 when it has not changed', async () => {
    const first = await fetch(`${server.url}/api/books`);
    const tag = first.headers.get('etag');
    expect(tag).to.be.a('string');
    // node:http, not fetch: fetch marks a request with its own validators no-cache, which rightly defeats 304.
    const status = await new Promise<number | undefined>((resolve) =>
      http.get(`${server.url}/api/books`, { headers: { 'If-None-Match': tag! } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }),
    );
    expect(status).to.equal(304);
  });
});
