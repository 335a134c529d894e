// Static files: real files are served; traversal, dotfiles and directory listings are not.
import { expect } from 'chai';
import http from 'node:http';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** A raw request, so the path reaches the server exactly as written (fetch would normalise '..'). */
function rawGet(server: TestServer, path: string): Promise<{ status: number; body: string; type: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, type: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end();
  });
}

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
