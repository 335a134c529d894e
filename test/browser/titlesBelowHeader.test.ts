// Every page's title sits below the fixed header (#47): the <h1>'s box starts at or under the
// header's bottom edge, on a phone and on a desktop, for the owner's own pages and the site's.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { adminJson } from '../helpers/adminClient';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const PATHS = ['/work-with-me', '/about', '/blog', '/ai-islam', '/theology', '/books', '/resources', '/legacy', '/contact', '/search?q=mind', '/blog/how-minds-learn', '/no-such-page'];

/** The h1's top and the header's bottom, in the viewport's coordinates, at the top of the page. */
const titleAndHeader = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('main h1')!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return { titleTop: title.top, headerBottom: header.bottom };
  });

describe('browser: page titles below the header', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  before(async () => {
    const created = await adminJson(suite.server, '/api/admin/pages', { method: 'POST', body: { title: 'Work with me', slug: 'work-with-me', content: '<p>Ask.</p>' } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
  });

  for (const width of [390, 1280]) {
    it(`shows every page's h1 wholly below the header at ${width} px`, async () => {
      const { page } = await suite.tab({ width });
      for (const path of PATHS) {
        await page.goto(suite.server.url + path);
        await waitForHydration(page);
        await page.locator('main h1').first().waitFor();
        const { titleTop, headerBottom } = await titleAndHeader(page);
        expect(titleTop, path).to.be.at.least(headerBottom);
      }
    });
  }
});
