// Static files: real files are served; traversal, dotfiles and directory listings are not.
import { expect } from 'chai';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WHOLE_FILE_BYTES } from '../../src/middleware/staticFiles';
import { staticDir } from '../../src/ssr/assets';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** A raw request, so the path reaches the server exactly as written (fetch would normalise '..'). */
function rawGet(server: TestServer, path: string): Promise<{ status: number; body: string; type: string }> {
  return rawRequest(server, path).then(({ status, bytes, headers }) => ({ status, body: bytes.toString('utf8'), type: String(headers['content-type']) }));
}

/** A raw request with exactly these headers (fetch adds Accept-Encoding and decodes the body), its body as bytes. */
function rawRequest(server: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; bytes: Buffer; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, bytes: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The ETag a file's size and time give it (the `etag` package's form for a file, weak). */
const fileEtag = (file: string) => {
  const stats = statSync(file);
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
};

describe('static files', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  it('serves a real file with a short cache and its type', async () => {
    const response = await fetch(`${server.url}/images/icon.svg`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/image\/svg\+xml/);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=3600');
  });

  it('answers a small file from memory: its bytes, length, type, time and the ETag of its size and time', async () => {
    const file = path.join(staticDir, 'images/icon.svg');
    expect(statSync(file).size).to.be.at.most(WHOLE_FILE_BYTES);
    const response = await rawRequest(server, '/images/icon.svg');
    expect(response.status).to.equal(200);
    expect(response.bytes.equals(readFileSync(file))).to.equal(true);
    expect(response.headers['content-length']).to.equal(String(statSync(file).size));
    expect(response.headers['content-type']).to.match(/^image\/svg\+xml/);
    expect(response.headers['last-modified']).to.equal(statSync(file).mtime.toUTCString());
    expect(response.headers.etag).to.equal(fileEtag(file));
    expect(response.headers['content-encoding']).to.equal(undefined);
  });

  it('answers 304 to the ETag it gave, and HEAD with the headers and no body', async () => {
    const file = path.join(staticDir, 'images/icon.svg');
    const unchanged = await rawRequest(server, '/images/icon.svg', { 'If-None-Match': fileEtag(file) });
    expect(unchanged.status).to.equal(304);
    expect(unchanged.bytes.length).to.equal(0);
    const head = await rawRequest(server, '/images/icon.svg', {}, 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.headers['content-length']).to.equal(String(statSync(file).size));
    expect(head.bytes.length).to.equal(0);
  });

  it("gives a script's brotli or gzip copy as the client takes them, typed as the script, immutable", async () => {
    const script = readdirSync(path.join(staticDir, 'assets')).find((name) => name.endsWith('.js.br'))!.slice(0, -'.br'.length);
    const file = path.join(staticDir, 'assets', script);
    for (const [acceptEncoding, encoding, copy] of [
      ['gzip, deflate, br, zstd', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['identity', undefined, file],
    ] as const) {
      const response = await rawRequest(server, `/assets/${script}`, { 'Accept-Encoding': acceptEncoding });
      expect(response.status, acceptEncoding).to.equal(200);
      expect(response.headers['content-encoding'], acceptEncoding).to.equal(encoding);
      expect(response.headers['content-type'], acceptEncoding).to.match(/^(application|text)\/javascript/);
      expect(response.headers['cache-control'], acceptEncoding).to.equal('public, max-age=31536000, immutable');
      expect(response.bytes.equals(readFileSync(copy)), acceptEncoding).to.equal(true);
      expect(response.headers.etag, acceptEncoding).to.equal(fileEtag(copy));
    }
  });

  it('streams a file larger than it reads whole, all of it', async () => {
    const name = readdirSync(path.join(staticDir, 'resources')).find((entry) => statSync(path.join(staticDir, 'resources', entry)).size > WHOLE_FILE_BYTES)!;
    const file = path.join(staticDir, 'resources', name);
    const response = await rawRequest(server, `/resources/${encodeURIComponent(name)}`);
    expect(response.status).to.equal(200);
    expect(response.headers['content-length']).to.equal(String(statSync(file).size));
    expect(response.headers.etag).to.equal(fileEtag(file));
    expect(response.bytes.equals(readFileSync(file))).to.equal(true);
  });

  it('holds a small file in memory but answers it as it now is: changed, changed at the same size, then removed', async () => {
    const name = `static-files-test-${process.pid}.txt`;
    const file = path.join(staticDir, 'images', name);
    try {
      writeFileSync(file, 'first');
      expect((await rawRequest(server, `/images/${name}`)).bytes.toString()).to.equal('first');
      expect((await rawRequest(server, `/images/${name}`)).bytes.toString()).to.equal('first');
      writeFileSync(file, 'second, longer');
      const changed = await rawRequest(server, `/images/${name}`);
      expect(changed.bytes.toString()).to.equal('second, longer');
      expect(changed.headers['content-length']).to.equal('14');
      // The same size: only the file's time tells it changed.
      writeFileSync(file, 'third, longer!');
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await rawRequest(server, `/images/${name}`)).bytes.toString()).to.equal('third, longer!');
    } finally {
      rmSync(file, { force: true });
    }
    expect((await rawRequest(server, `/images/${name}`)).status).to.equal(404);
  });

  it('answers 400 to a path that does not decode', async () => {
    expect((await rawRequest(server, '/images/%E0%A4%A.svg')).status).to.equal(400);
  });

  for (const path of [
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/images/..%2f..%2fpackage.json',
    '/images/%2e%2e/%2e%2e/src/config.ts',
    '/..%5cpackage.json',
    '/%252e%252e/package.json',
  ]) {
    it(`does not serve files outside static/ for ${path}`, async () => {
      const response = await rawGet(server, path);
      expect(response.status).to.be.oneOf([400, 403, 404]);
      expect(response.body).not.to.include('"dependencies"');
      expect(response.body).not.to.include('ADMIN_SECRET');
    });
  }

  it('does not serve dotfiles', async () => {
    for (const path of ['/.gitignore', '/.env', '/images/.hidden', '/%2egitignore']) {
      const response = await rawGet(server, path);
      expect(response.status, path).to.equal(404);
      expect(response.body).not.to.include('node_modules');
    }
  });

  it('lists no directory', async () => {
    for (const path of ['/images', '/images/', '/images/blog/', '/video/', '/assets/']) {
      const response = await rawGet(server, path);
      expect(response.status, path).to.equal(404);
      expect(response.type).to.match(/text\/html/);
      expect(response.body).to.include('Page Not Found');
      // Only the body could hold a listing: the head names the share image (og:image) on every page.
      expect(response.body.slice(response.body.indexOf('<body'))).not.to.match(/hero-poster|og-default|icon-512|attention-audit/);
    }
  });
});
