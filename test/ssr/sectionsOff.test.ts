// A section the owner turned off is the site's own 404 page at each of its addresses (#47):
// the status, the 'Page Not Found' page, and none of the section's content in the HTML
// (test/browser/sectionsOff.test.ts sees the same in Chromium).
import { expect } from 'chai';
import { Essay } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { elementWith, visibleTextOf } from '../helpers/pageText';
import { startTestServer, type TestServer } from '../helpers/testServer';

const ALL_OFF = { theology: false, essays: false, books: false, legacy: false, resources: false };
const mainTextOf = (html: string) => visibleTextOf(elementWith(html, 'main', 'id="main-content"')).trim();

describe('a section turned off is the 404 page', function () {
  this.timeout(60_000);
  let server: TestServer;
  let paths: string[];
  before(async () => {
    server = await startTestServer();
    const essay = await server.db.getRepository(Essay).findOneByOrFail({});
    paths = ['/theology', '/books', '/resources', '/ai-islam', `/ai-islam/${essay.slug}`, '/legacy', '/legacy/', '/books/anything'];
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { sections: ALL_OFF } })).status).to.equal(200);
  });
  after(() => server?.close());

  it('answers 404 with the not-found page and none of the section at each address', async () => {
    const notFound = mainTextOf(await (await fetch(`${server.url}/no-such-page`)).text());
    expect(notFound).to.include('Page Not Found');
    for (const path of paths) {
      const response = await fetch(server.url + path);
      expect(response.status, path).to.equal(404);
      const html = await response.text();
      expect(mainTextOf(html), path).to.equal(notFound);
      expect(html, path).not.to.include('Add Your Legacy');
    }
  });
});
