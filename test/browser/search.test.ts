// Site search in Chromium: the page with scripts off (a plain form), the header menu's search on
// a phone, and on a wide screen the '/' key and results that follow the typing.
import { expect } from 'chai';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: site search', () => {
  const suite = browserSuite();

  it('works with JavaScript off: the header links to /search, the form searches, results are marked and link to the item', async function () {
    this.timeout(30_000);
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/`);
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await page.waitForURL(/\/search$/);
      await page.getByLabel('Search the site').fill('forgetting');
      await page.getByLabel('Search the site').press('Enter');
      await page.waitForURL(/\/search\?q=forgetting/);
      await page.getByText('2 results for “forgetting”').waitFor();
      expect(await page.locator('main mark').first().textContent()).to.match(/^forget/i);
      await page.getByRole('link', { name: 'Forgetting Is a Feature' }).click();
      await page.getByRole('heading', { name: 'Forgetting Is a Feature', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('on a 390 px phone: Search in the header menu opens the search page with its field focused, Enter shows results, nothing overflows', async () => {
    const { page, problems } = await suite.visit('/', { width: 390, touch: true });
    expect(await page.getByRole('banner').getByRole('link', { name: 'Search' }).isVisible()).to.equal(false); // the bar keeps the name whole
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    const field = page.getByLabel('Search the site');
    expect(await field.evaluate((element) => element === document.activeElement)).to.equal(true);
    await field.fill('monty hall');
    await field.press('Enter');
    await page.getByText('1 result for “monty hall”').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    expect(problems).to.deep.equal([]);
  });

  it("on a wide screen: '/' opens search from any page, and results follow the typing with the address", async () => {
    const { page, problems } = await suite.visit('/about', { width: 1280 });
    await page.keyboard.press('/');
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    await page.keyboard.type('stewardship');
    await page.getByText(/results? for “stewardship”/).waitFor();
    expect(new URL(page.url()).search).to.equal('?q=stewardship');
    expect(await page.getByRole('main').getByRole('listitem').count()).to.be.greaterThan(0);
    expect(problems).to.deep.equal([]);
  });
});
