import { expect } from 'chai';
import Koa from 'koa';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { cachedAnswersFirst, pageLaneSource } from '../../src/ssr/cachedPageLane';
import { adminJson } from '../helpers/adminClient';
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
    const kept = app.keptAnswers;
    if (!kept) throw new Error('createApp gave no lane for kept answers');
    lane = http.createServer(
      cachedAnswersFirst(
        (req, res) => {
          chained.push(`${req.method} ${req.url}`);
          return chain(req, res);
        },
        kept.sources,
        kept.options,
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

  it('says Vary: Accept at an address that also answers ActivityPub (a post, the actor), from the lane as from the chain', async () => {
    const created = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'Asked Both Ways', slug: 'asked-both-ways', content: '<p>Page or Article.</p>', category: 'ai-and-society' } });
    expect(created.status).to.equal(201);
    const post = '/blog/asked-both-ways';
    const rendered = await ask(`${base}${post}`);
    const cached = await ask(`${base}${post}`);
    const throughChain = await ask(`${base}${post}`, { method: 'HEAD' });
    expect(chained).to.deep.equal([`GET ${post}`, `HEAD ${post}`]);
    expect(cached.headers.vary).to.equal('Accept-Encoding, Accept, Cookie');
    expect(meaningfulHeaders(cached.headers)).to.deep.equal(meaningfulHeaders(throughChain.headers));
    expect(meaningfulHeaders(cached.headers)).to.deep.equal(meaningfulHeaders(rendered.headers));
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const keptCopy = await ask(`${base}${post}`, { headers: { ...browser, 'If-None-Match': cached.headers.etag as string } });
    const keptThroughChain = await ask(`${base}${post}`, { method: 'HEAD', headers: { ...browser, 'If-None-Match': cached.headers.etag as string } });
    expect(keptCopy.status).to.equal(304);
    expect(meaningfulHeaders(keptCopy.headers)).to.deep.equal(meaningfulHeaders(keptThroughChain.headers));
    expect(chained).to.have.length(3);

    const asJson = { Accept: 'application/activity+json' };
    const article = await ask(`${base}${post}`, { headers: asJson });
    expect(article.headers['content-type']).to.match(/^application\/activity\+json/);
    expect(article.headers.vary).to.equal('Accept-Encoding, Accept');
    const actor = await ask(`${base}/ap/users/site`, { headers: asJson });
    expect(actor.status).to.equal(200);
    expect(actor.headers.vary).to.equal('Accept-Encoding, Accept');
    const actorToABrowser = await ask(`${base}/ap/users/site`);
    expect(actorToABrowser.status).to.equal(404);
    expect(String(actorToABrowser.headers.vary)).to.match(/\bAccept\b(?!-)/);
    // A page that answers the same whatever is asked says nothing of Accept.
    expect((await ask(`${base}/books`)).headers.vary).to.equal('Accept-Encoding, Cookie');
    expect((await ask(`${base}/`, { headers: asJson })).headers.vary).to.equal('Accept-Encoding, Cookie');
  });

  it('survives hostile request targets', async () => {
    await ask(`${base}/books`);
    for (const path of ['/books?%', '/%E0%A4%A', '/books/../books', `/books?${'a='.repeat(2000)}`, '//books', '/books#x', '*']) {
      const answer = await ask(`${base}/`, { path });
      expect(answer.status, path).to.be.below(500);
    }
    expect((await ask(`${base}/books`)).status).to.equal(200);
  });

  describe('the API\'s cached reads', () => {
    /** Koa's own answer, from a server with no lane in front (HEAD would not show Koa's compression). */
    async function askTheChainAlone(path: string, options: { headers?: Record<string, string> }): Promise<Answer> {
      const chainAlone = http.createServer(Koa.prototype.callback.call(createApp({ db: server.db, config: server.config })));
      chainAlone.listen(0, '127.0.0.1');
      await new Promise((resolve) => chainAlone.once('listening', resolve));
      try {
        return await ask(`http://127.0.0.1:${(chainAlone.address() as AddressInfo).port}${path}`, options);
      } finally {
        chainAlone.close();
      }
    }

    /** What says how the bytes travel, which differs between a body sent whole and one streamed compressed. */
    const sameAnswer = (headers: IncomingHttpHeaders) => {
      const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = meaningfulHeaders(headers);
      return rest;
    };

    it('answers a read already kept without the chain, with the chain\'s headers and bytes', async () => {
      const first = await ask(`${base}/api/blog`);
      const kept = await ask(`${base}/api/blog`);
      const throughChain = await ask(`${base}/api/blog`, { method: 'HEAD' });
      expect(chained).to.deep.equal(['GET /api/blog', 'HEAD /api/blog']);
      expect(kept.status).to.equal(200);
      expect(kept.body.equals(first.body)).to.equal(true);
      expect(meaningfulHeaders(kept.headers)).to.deep.equal(meaningfulHeaders(first.headers));
      expect(meaningfulHeaders(kept.headers)).to.deep.equal(meaningfulHeaders(throughChain.headers));
      expect(kept.headers['content-security-policy']).to.match(/'nonce-/);
    });

    it('gives a browser the answer gzipped once, and its own copy a 304, as the chain does', async () => {
      const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
      const plain = await ask(`${base}/api/blog`);
      const first = await ask(`${base}/api/blog`, { headers: browser });
      const second = await ask(`${base}/api/blog`, { headers: browser });
      const throughChain = await askTheChainAlone(`/api/blog`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(chained).to.deep.equal(['GET /api/blog']);
      expect(first.headers['content-encoding']).to.equal('gzip');
      expect(Number(first.headers['content-length'])).to.equal(first.body.length).and.below(plain.body.length);
      expect(gunzipSync(first.body).equals(plain.body)).to.equal(true);
      expect(second.body.equals(first.body)).to.equal(true);
      expect(sameAnswer(first.headers)).to.deep.equal(sameAnswer(throughChain.headers));

      const copy = { ...browser, 'If-None-Match': first.headers.etag as string };
      const kept = await ask(`${base}/api/blog`, { headers: copy });
      const keptThroughChain = await ask(`${base}/api/blog`, { method: 'HEAD', headers: copy });
      expect(kept.status).to.equal(304);
      expect(kept.body.length).to.equal(0);
      expect(meaningfulHeaders(kept.headers)).to.deep.equal(meaningfulHeaders(keptThroughChain.headers));
    });

    it('sends an answer under 1 KB uncompressed, as the chain does', async () => {
      const noMatch = '/api/blog?first=5&q=nothing-matches-this';
      await ask(`${base}${noMatch}`, { headers: { 'Accept-Encoding': 'gzip' } });
      const kept = await ask(`${base}${noMatch}`, { headers: { 'Accept-Encoding': 'gzip' } });
      const throughChain = await ask(`${base}${noMatch}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
      expect(chained).to.deep.equal([`GET ${noMatch}`, `HEAD ${noMatch}`]);
      expect(kept.body.length).to.be.below(1024);
      expect(kept.headers['content-encoding']).to.equal(undefined);
      expect(meaningfulHeaders(kept.headers)).to.deep.equal(meaningfulHeaders(throughChain.headers));
    });

    it('asks the chain again once the area has changed, and never serves reads it does not keep', async () => {
      await ask(`${base}/api/blog`);
      await server.wroteDirectly();
      await ask(`${base}/api/blog`);
      await ask(`${base}/api/blog`);
      const slug = JSON.parse((await ask(`${base}/api/blog`)).body.toString())[0].slug as string;
      const related = `/api/blog/related?category=ai-and-society&exclude=${slug}`;
      await ask(`${base}${related}`);
      await ask(`${base}${related}`); // not declared cached: always the chain
      await ask(`${base}/api/blog?`); // kept as /api/blog: the same answer, from the lane
      await ask(`${base}/API/BLOG`); // no kept read at that address
      expect(chained).to.deep.equal(['GET /api/blog', 'GET /api/blog', `GET ${related}`, `GET ${related}`, 'GET /API/BLOG']);
    });
  });

  it('hands a request to the chain when the cached page cannot be looked up', async () => {
    const failing = http.createServer(
      cachedAnswersFirst(
        async (_req, res) => {
          chained.push('chain');
          res.end('from the chain');
        },
        [pageLaneSource({ currentCachedPage: () => Promise.reject(new Error('database unavailable')), countPage: () => undefined })],
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
