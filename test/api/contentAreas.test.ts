// The content area an API table declares, not the spelling of its URLs, decides what a write
// renews: the cached answers of its area and the pages that show them, and nothing else.
import { expect } from 'chai';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { apiEndpoints } from '../../src/api';
import { defineApi } from '../../src/api/define';
import { areasOfRead } from '../../src/api/resolveRead';
import { createApiRouter } from '../../src/api/router';
import { readContentVersions } from '../../src/services/contentVersions';
import { adminJson } from '../helpers/adminClient';
import { openTestDatabase } from '../helpers/testDatabase';
import { startTestServer, testConfig, type TestServer } from '../helpers/testServer';

describe('content areas: declared once per API table', () => {
  describe('a table whose URLs are not spelled like its area', () => {
    // What the two tables answer; the test changes it behind their backs, as a direct write would.
    const shown = { essays: 'first essays', books: 'first books' };
    const essaysSpelledOtherwise = defineApi('essays', (api) => {
      api.get('/musings', async () => shown.essays, { cached: true });
      api.post('/musings/edit', undefined, async () => ({ success: true }));
    });
    const books = defineApi('books', (api) => {
      api.get('/shelf', async () => shown.books, { cached: true });
    });
    const endpoints = [...essaysSpelledOtherwise.endpoints, ...books.endpoints];

    let db: DataSource;
    let server: Server;
    let url: string;
    before(async () => {
      db = await openTestDatabase();
      const app = new Koa();
      app.use(createApiRouter({ db, config: testConfig() }, endpoints).routes());
      server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await db?.destroy();
    });
    const read = async (path: string) => (await fetch(url + path)).json();

    it('names the area of a read by the table that answers it', () => {
      expect(areasOfRead('/api/musings', endpoints)).to.deep.equal(['essays']);
      expect(areasOfRead('/api/musings?first=2', endpoints)).to.deep.equal(['essays']);
      expect(areasOfRead('/api/shelf', endpoints)).to.deep.equal(['books']);
    });

    it('bumps the declared area after a write, and renews that area\'s cached answers only', async () => {
      expect(await read('/api/musings')).to.equal('first essays');
      expect(await read('/api/shelf')).to.equal('first books');
      shown.essays = 'second essays';
      shown.books = 'second books';
      expect(await read('/api/musings'), 'kept while its area is unchanged').to.equal('first essays');

      const before = await readContentVersions(db);
      expect((await fetch(`${url}/api/musings/edit`, { method: 'POST' })).status).to.equal(200);
      const after = await readContentVersions(db);
      expect(after.get('essays')).to.equal((before.get('essays') ?? 0) + 1);
      expect(after.has('musings'), 'the URL\'s first segment is no area').to.equal(false);

      expect(await read('/api/musings'), 'the written area is read afresh').to.equal('second essays');
      expect(await read('/api/shelf'), 'another area stays cached').to.equal('first books');
    });
  });

  describe('the site\'s tables', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(() => server?.close());

    it('puts the public and the admin tables of the same content in the same area, whatever their URLs say', () => {
      const areaOf = (method: string, path: string) => apiEndpoints.find((e) => e.method === method && e.path === path)?.area;
      expect(areasOfRead('/api/ai-islam')).to.deep.equal(['essays']);
      expect(areasOfRead('/api/ai-islam/some-essay'), 'an essay with its conversation').to.deep.equal(['essays', 'comments']);
      expect(areaOf('POST', '/admin/ai-islam')).to.equal('essays');
      expect(areaOf('PUT', '/admin/ai-islam/:id')).to.equal('essays');
      expect(areasOfRead('/api/blog/post/some-post'), 'a post with its conversation').to.deep.equal(['blog', 'comments']);
      expect(areasOfRead('/api/blog')).to.deep.equal(['blog']);
      expect(areaOf('PUT', '/admin/blog/:id')).to.equal('blog');
      expect(areaOf('POST', '/webmention')).to.equal('comments');
      expect(areaOf('PATCH', '/admin/comments/:id')).to.equal('comments');
      expect(areasOfRead('/api/no-such-table')).to.deep.equal(['*']);
      expect(areasOfRead('/api/search?q=mind'), 'search reads the areas it indexes').to.deep.equal(['blog', 'essays', 'books', 'resources']);
    });

    it('shows a new essay on the cached essay list and page after an admin write to /api/admin/ai-islam', async () => {
      const title = 'An Essay Written After The Cache';
      for (const path of ['/ai-islam', '/api/ai-islam']) expect(await (await fetch(server.url + path)).text(), path).not.to.include(title);
      const { status } = await adminJson(server, '/api/admin/ai-islam', { method: 'POST', body: { title, bodyHtml: '<p>Fresh.</p>' } });
      expect(status).to.equal(201);
      for (const path of ['/ai-islam', '/api/ai-islam']) expect(await (await fetch(server.url + path)).text(), path).to.include(title);
    });
  });
});
