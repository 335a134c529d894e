// The About section's parts (GET /api/settings/{part}) reach only the pages that show them
// (#48): a page the server rendered has its part in its data and asks for nothing; a page opened
// by a navigation in the browser fetches its part and shows it.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: the settings each page shows', () => {
  const suite = browserSuite();
  const open = async (page: Page, label: string) => page.getByRole('banner').getByRole('link', { name: label, exact: true }).first().click();

  it('renders /about, /contact and /resources with their parts from the page, with no request of their own', async () => {
    for (const [path, text] of [['/about', 'Career Journey'], ['/contact', 'Quick Tips'], ['/resources', 'Find Me Elsewhere']] as const) {
      const { page, apiRequests, problems } = await suite.visit(path);
      await page.getByRole('heading', { name: text }).waitFor();
      await page.waitForTimeout(300);
      expect(apiRequests.filter((url) => url.startsWith('/api/settings')), path).to.deep.equal([]);
      expect(problems, path).to.deep.equal([]);
    }
  });

  it('fetches a part when a navigation opens its page, and shows it', async () => {
    const { page, apiRequests, problems } = await suite.visit('/');
    await open(page, 'About');
    await page.getByRole('heading', { name: 'Career Journey' }).waitFor();
    await page.getByRole('heading', { name: 'Hire Me' }).waitFor();
    await open(page, 'Contact');
    await page.getByRole('heading', { name: 'Quick Tips' }).waitFor();
    await open(page, 'Resources');
    await page.getByRole('heading', { name: 'Find Me Elsewhere' }).waitFor();
    expect(apiRequests.filter((url) => url.startsWith('/api/settings'))).to.deep.equal(['/api/settings/about', '/api/settings/contact', '/api/settings/resources']);
    expect(problems).to.deep.equal([]);
  });
});
