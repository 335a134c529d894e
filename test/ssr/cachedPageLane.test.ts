import { expect } from 'chai';
import Koa from 'koa';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { cachedPagesFirst } from '../../src/ssr/cachedPageLane';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch: fetch adds its own Accept-Encoding and marks conditional requests no-cache. */
function ask(url: string, options: { method?: string; headers?: Record<string, string>; path?: string } = {}): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: target.hostname, port: target.port, path: options.path ?? target.pathname + target.search, method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode as number, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers that say what the answer is: the connection's own and the date apart, the policy's nonce blanked. */
function meaningfulHeaders(headers: IncomingHttpHeaders): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (['date', 'connection', 'keep-alive'].includes(name)) continue;
    kept[name] = name === 'content-security-policy' ? String(value).replace(/'nonce-[^']+'/g, "'nonce-…'") : value;
  }
  return kept;
}

const nonceOf = (headers: IncomingHttpHeaders) => String(headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];

describe('cached pages answered before the middleware chain', () => {
  let server: TestServer;
  let lane: Server;
  let base: string;
  let chained: string[];

  /** The app's own listener, with the chain behind the lane counted. */
  async function startLane(config: Partial<Config> = {}) {
    if (lane?.listening) await stopLane();
    const app = createApp({ db: server.db, config: { ...server.config, ...config } });
    const chain = Koa.prototype.callback.call(app);
    const cachedPages = app.cachedPages;
    if (!cachedPages) throw new Error('createApp gave no cached-page lane');
    lane = http.createServer(
      cachedPagesFirst(
        (req, res) => {
          chained.push(`${req.method} ${req.url}`);
          return chain(req, res);
        },
        cachedPages.source,
        cachedPages.options,
      ),
    );
    lane.listen(0, '127.0.0.1');
    await new Promise((resolve) => lane.once('listening', resolve));
    base = `http://127.0.0.1:${(lane.address() as AddressInfo).port}`;
  }

  before(async () => {
    server = await startTestServer();
  });
  beforeEach(async () => {
    chained = [];
    await startLane();
  });
  async function stopLane() {
    lane.closeAllConnections();
    await new Promise((resolve) => lane.close(resolve));
  }
  afterEach(() => stopLane());
  after(() => server?.close());

  it('answers a page already cached without the chain, with the headers and page the chain gives', async () => {
    const rendered = await ask(`${base}/books`);
    expect(chained).to.deep.equal(['GET /books']);
    const cached = await ask(`${base}/books`);
    expect(chained).to.have.length(1);
    const throughChain = await ask(`${base}/books`, { method: 'HEAD' });
    expect(chained).to.have.length(2);
    expect(meaningfulHeaders(cached.headers)).to.deep.equal(meaningfulHeaders(throughChain.headers));
    expect(meaningfulHeaders(cached.headers)).to.deep.equal(meaningfulHeaders(rendered.headers));
    const nonce = nonceOf(cached.headers) as string;
    expect(nonce).to.be.a('string').and.not.equal(nonceOf(rendered.headers));
    expect(cached.body.toString()).to.equal(rendered.body.toString().replaceAll(nonceOf(rendered.headers) as string, nonce));
  });

  it('answers a browser gzip and a browser with the page a 304, as the chain does', async () => {
    await ask(`${base}/books`);
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const cached = await ask(`${base}/books`, { headers: browser });
    const throughChain = await ask(`${base}/books`, { method: 'HEAD', headers: browser });
    expect(cached.headers['content-encoding']).to.equal('gzip');
    expect(meaningfulHeaders(cached.headers)).to.deep.equal(meaningfulHeaders(throughChain.headers));
    expect(gunzipSync(cached.body).toString()).to.include(`nonce="${nonceOf(cached.headers)}"`);

    const etag = cached.headers.etag as string;
    const kept = await ask(`${base}/books`, { headers: { ...browser, 'If-None-Match': etag } });
    const keptThroughChain = await ask(`${base}/books`, { method: 'HEAD', headers: { ...browser, 'If-None-Match': etag } });
    expect(kept.status).to.equal(304);
    expect(kept.body.length).to.equal(0);
    expect(kept.headers['content-security-policy']).to.equal(undefined);
    expect(meaningfulHeaders(kept.headers)).to.deep.equal(meaningfulHeaders(keptThroughChain.headers));
    expect(chained).to.deep.equal(['GET /books', 'HEAD /books', 'HEAD /books']);
  });

  it('says HSTS over HTTPS behind a trusted proxy, as the chain does', async () => {
    await startLane({ trustProxy: true });
    const https = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7' };
    await ask(`${base}/books`, { headers: https });
    const cached = await ask(`${base}/books`, { headers: https });
    const throughChain = await ask(`${base}/books`, { method: 'HEAD', headers: https });
    expect(cached.headers['strict-transport-security']).to.equal('max-age=31536000; includeSubDomains');
    expect(meaningfulHeaders(cached.headers)).to.deep.equal(meaningfulHeaders(throughChain.headers));
    expect((await ask(`${base}/books`)).headers['strict-transport-security']).to.equal(undefined);
  });

  it('leaves to the chain every request it does not serve', async () => {
    await ask(`${base}/books`);
    await ask(`${base}/?p=12`); // rendered as the home page: no imported item had that address
    chained = [];
    await ask(`${base}/books`, { method: 'HEAD' });
    await ask(`${base}/books`, { headers: { 'Accept-Encoding': 'br' } });
    await ask(`${base}/books`, { headers: { 'Accept-Encoding': 'identity' } });
    await ask(`${base}/about`); // never rendered: nothing kept
    await ask(`${base}/admin`);
    await ask(`${base}/api/books`);
    await ask(`${base}/?p=12`); // an old WordPress address: the chain looks it up
    await ask(`${base}/books`, { method: 'POST' });
    expect(chained).to.deep.equal(['HEAD /books', 'GET /books', 'GET /books', 'GET /about', 'GET /admin', 'GET /api/books', 'GET /?p=12', 'POST /books']);
  });

  it('renders again through the chain once the page\'s data has changed', async () => {
    await ask(`${base}/books`);
    await server.wroteDirectly();
    const fresh = await ask(`${base}/books`);
    expect(fresh.status).to.equal(200);
    expect(chained).to.deep.equal(['GET /books', 'GET /books']);
    await ask(`${base}/books`);
    expect(chained).to.have.length(2);
  });

  it('survives hostile request targets', async () => {
    await ask(`${base}/books`);
    for (const path of ['/books?%', '/%E0%A4%A', '/books/../books', `/books?${'a='.repeat(2000)}`, '//books', '/books#x', '*']) {
      const answer = await ask(`${base}/`, { path });
      expect(answer.status, path).to.be.below(500);
    }
    expect((await ask(`${base}/books`)).status).to.equal(200);
  });

  it('hands a request to the chain when the cached page cannot be looked up', async () => {
    const failing = http.createServer(
      cachedPagesFirst(
        async (_req, res) => {
          chained.push('chain');
          res.end('from the chain');
        },
        { currentCachedPage: () => Promise.reject(new Error('database unavailable')), countPage: () => undefined },
        { trustProxy: false, logRequests: false, noticeProxy: () => undefined },
      ),
    );
    failing.listen(0, '127.0.0.1');
    await new Promise((resolve) => failing.once('listening', resolve));
    try {
      const answer = await ask(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/books`);
      expect(answer.body.toString()).to.equal('from the chain');
      expect(chained).to.deep.equal(['chain']);
    } finally {
      failing.close();
    }
  });
});
