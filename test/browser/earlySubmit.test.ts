// Before the scripts have hydrated the page (a slow phone, a quick visitor): what is typed
// reaches React once it hydrates, and a form sent meanwhile is held and sent once the app is
// ready, instead of reloading the page and losing what was typed.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { NewsletterSubscriber } from '../../entities';
import { holdRequests, waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const isEntry = (pathname: string) => /^\/assets\/client-[^/]+\.js$/.test(pathname);
const footerEmail = (page: Page) => page.locator('#footer-newsletter').getByLabel('Email address');

describe('browser: typing and sending before hydration', () => {
  const suite = browserSuite();

  it('holds the footer newsletter form sent before hydration, then subscribes once, without a reload', async () => {
    const { page, problems } = await suite.tab();
    const subscribes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter/subscribe')) subscribes.push((JSON.parse(request.postData() ?? '{}') as { email?: string }).email ?? '');
    });
    const release = await holdRequests(page, isEntry);
    await page.goto(`${suite.server.url}/about`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

    await footerEmail(page).fill('early@example.com');
    await footerEmail(page).press('Enter');
    await page.locator('#footer-newsletter').getByRole('button', { name: 'Subscribe' }).click(); // pressed twice: still one subscription
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).to.equal(undefined);
    expect(new URL(page.url()).search, 'no reload with the form in the address').to.equal('');
    expect(await footerEmail(page).inputValue()).to.equal('early@example.com');
    expect(subscribes).to.deep.equal([]);

    release();
    await waitForHydration(page);
    await page.getByTestId('toast-region').getByText('Subscribed!').waitFor();
    expect(subscribes).to.deep.equal(['early@example.com']);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).to.equal('same document');
    expect(await suite.server.db.getRepository(NewsletterSubscriber).countBy({ email: 'early@example.com' })).to.equal(1);
    expect(problems).to.deep.equal([]);
  });

  it('lets forms behave as without scripts when the app cannot load', async () => {
    const { page } = await suite.tab();
    await page.route((url) => isEntry(url.pathname), (route) => route.abort());
    await page.goto(`${suite.server.url}/about`);
    await page.waitForTimeout(500); // the import has failed by now
    await footerEmail(page).fill('no-script@example.com');
    const reload = page.waitForEvent('load');
    await footerEmail(page).press('Enter');
    await reload;
    expect(await footerEmail(page).inputValue(), 'a plain reload, as without scripts').to.equal('');
  });

  it('filters the blog by a search typed before hydration', async () => {
    const { page, problems } = await suite.tab();
    const release = await holdRequests(page, isEntry);
    await page.goto(`${suite.server.url}/blog`, { waitUntil: 'domcontentloaded' });
    const allCards = await page.locator('main article').count();
    await page.getByLabel('Search posts').fill('forgetting');
    release();
    await waitForHydration(page);
    await page.waitForURL(/\?q=forgetting$/);
    await page.waitForFunction((all) => document.querySelectorAll('main article').length < all, allCards);
    expect(await page.locator('main article h2, main article h3').allTextContents()).to.deep.equal(['Forgetting Is a Feature']);
    expect(problems).to.deep.equal([]);
  });

  it('takes an admin key typed before hydration: Continue opens the list', async () => {
    const { page } = await suite.tab();
    const release = await holdRequests(page, isEntry);
    await page.goto(`${suite.server.url}/admin/blog`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Admin secret key', { exact: true }).fill(TEST_ADMIN_SECRET);
    release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Forgetting Is a Feature' }).first().waitFor();
  });
});
