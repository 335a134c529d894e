// A section turned off is the 404 page in Chromium too (#47): hydrated from the server's page,
// and after an in-place navigation to it, with none of the section's content.
import { expect } from 'chai';
import { Essay } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const ALL_OFF = { theology: false, essays: false, books: false, legacy: false, resources: false };

describe('browser: a section turned off', function () {
  this.timeout(60_000);
  const suite = browserSuite();
  let paths: string[];
  before(async () => {
    const essay = await suite.server.db.getRepository(Essay).findOneByOrFail({});
    paths = ['/theology', '/books', '/resources', '/ai-islam', `/ai-islam/${essay.slug}`, '/legacy'];
    expect((await adminJson(suite.server, '/api/admin/settings', { method: 'PATCH', body: { sections: ALL_OFF } })).status).to.equal(200);
  });

  it('shows the not-found page at each address, hydrated and after an in-place navigation to it', async () => {
    const { page, problems } = await suite.tab({ width: 390 });
    for (const path of paths) {
      await page.goto(suite.server.url + path);
      await waitForHydration(page);
      expect(await page.locator('main h1').textContent(), path).to.equal('Page Not Found');
    }
    // In place, as Back to an address of the section does (no link leads there any more).
    await page.goto(`${suite.server.url}/blog`);
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/legacy');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Add Your Legacy').count()).to.equal(0);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
