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

  it('answers a cached page to a browser with the page compressed once for gzip, with this response\'s own nonce', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    await fetch(`${server.url}/books`); // rendered and cached
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const cached = await fetch(`${server.url}/books`, { headers: browser });
      expect(cached.headers.get('content-encoding')).to.equal('gzip');
      expect(cached.headers.get('vary')).to.match(/Accept-Encoding/i);
      const html = await cached.text(); // fetch checks the gzip member's CRC-32 and size
      const policyNonce = cached.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
      expect(policyNonce).to.be.a('string');
      expect(html).to.include(`nonce="${policyNonce}"`);
      expect(html).to.include('Recommended Reading');
      nonces.add(policyNonce as string);
    }
    expect(nonces.size).to.equal(2);
    const brOnly = await fetch(`${server.url}/books`, { headers: { 'Accept-Encoding': 'br' } });
    expect(brOnly.headers.get('content-encoding')).to.equal('br');
    const identity = await fetch(`${server.url}/books`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).to.equal(null);
    expect(await identity.text()).to.include('Recommended Reading');
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
