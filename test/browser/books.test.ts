import { expect } from 'chai';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: /books', () => {
  const suite = browserSuite();

  it('hydrates without console errors or hydration warnings and fetches nothing the server sent', async () => {
    const { page, problems, apiRequests } = await suite.visit('/books');
    expect(await page.getByRole('heading', { name: 'My Book' }).isVisible()).to.equal(true);
    expect(await page.getByRole('heading', { name: 'Recommended Reading' }).isVisible()).to.equal(true);
    expect(await page.locator('head style[data-emotion]').count()).to.be.greaterThan(0);
    await page.waitForTimeout(300);
    expect(problems).to.deep.equal([]);
    expect(apiRequests).to.deep.equal([]);
  });

  it('navigates client-side without a full reload, highlighting the current link', async () => {
    const { page, problems } = await suite.visit('/no-such-page');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
    await page.getByRole('heading', { name: 'My Book' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/books');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).to.equal(42);
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    expect(await current.textContent()).to.equal('Books');
    await page.goBack();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(problems).to.deep.equal([]);
  });

  it('opens the mobile menu, and choosing a link closes it', async () => {
    const { page, problems } = await suite.visit('/no-such-page', { width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Books' }).click();
    await page.getByRole('heading', { name: 'My Book' }).waitFor();
    expect(await menu.count()).to.equal(0);
    expect(problems).to.deep.equal([]);
  });

  it('focuses the notification region on F8', async () => {
    const { page } = await suite.visit('/books');
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('toast-region');
  });
});
