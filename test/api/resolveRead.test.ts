// The page renderer's in-process reads are matched by the API's own router table: whatever URL
// HTTP answers, in process answers the same way, with the same params, and what HTTP refuses is refused.
import { expect } from 'chai';
import { resolveReadJson } from '../../src/api/resolveRead';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('in-process API reads', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('answers the JSON HTTP answers, for the spellings the router accepts', async () => {
    for (const url of ['/api/books', '/api/books/', '/API/Books', '/api/blog/post/forgetting-is-a-feature', '/api/blog/post/forgetting%2Dis%2Da%2Dfeature', '/api/legacy/popular', '/api/resources?type=worksheet']) {
      const http = await fetch(server.url + url);
      expect(http.status, url).to.equal(200);
      expect(JSON.parse(await resolveReadJson(server, url)), url).to.deep.equal(await http.json());
    }
  });

  it('refuses what HTTP refuses: an unknown path, an admin read, a bad parameter', async () => {
    const statusOf = (url: string) => resolveReadJson(server, url).then(() => 200, (error: { status: number }) => error.status);
    for (const [url, status] of [['/api/no-such-table', 404], ['/api/admin/messages', 404], ['/api/legacy/oldest', 400], ['/api/resources?type=video', 400]] as const) {
      expect(await statusOf(url), url).to.equal(status);
    }
  });
});
