import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { LegacySubmission } from '../../entities';
import { holdRequests, waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const STATEMENT_LABEL = 'Before I die, I want to... *';

describe('browser: /legacy', () => {
  const suite = browserSuite({ env: { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_TOTAL: '10000' } });

  const cards = (page: Page) => page.locator('ul[aria-labelledby="legacy-wall"] > li');
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Your Legacy' });
  const heartCount = async (page: Page, index: number) => Number(await cards(page).nth(index).getByRole('button', { name: /Give a heart/ }).innerText());
  const statementOf = (page: Page, index: number) => cards(page).nth(index).locator('blockquote').innerText();

  it('hydrates without console problems, fetches nothing the server sent, and lays the cards out in columns', async () => {
    const { page, problems, apiRequests } = await suite.visit('/legacy');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Before I Die...');
    expect(await cards(page).count()).to.equal(8);
    expect(await page.locator('ul[aria-labelledby="legacy-wall"]').evaluate((list) => getComputedStyle(list).columnCount)).to.equal('3');
    expect(await page.getByRole('button', { name: 'Recent' }).getAttribute('aria-pressed')).to.equal('true');
    await page.waitForTimeout(300);
    expect(problems).to.deep.equal([]);
    expect(apiRequests).to.deep.equal([]);
  });

  it('fits a 390 px phone in one column', async () => {
    const { page, problems } = await suite.visit('/legacy', { width: 390, height: 844 });
    expect(await page.locator('ul[aria-labelledby="legacy-wall"]').evaluate((list) => getComputedStyle(list).columnCount)).to.equal('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await page.getByRole('button', { name: 'Add Your Legacy' }).click();
    const box = await dialog(page).boundingBox();
    expect(box!.x).to.be.at.least(0);
    expect(box!.x + box!.width).to.be.at.most(390);
    expect(problems).to.deep.equal([]);
  });

  it('submits a statement: toast, dialog closed, form cleared, and the statement held for review', async () => {
    const { page, problems } = await suite.visit('/legacy');
    await page.getByRole('button', { name: 'Add Your Legacy' }).click();
    await dialog(page).waitFor();
    const statement = dialog(page).getByLabel(STATEMENT_LABEL, { exact: true });
    expect(await statement.evaluate((el) => el === document.activeElement)).to.equal(true);
    expect(await dialog(page).getByLabel('Name (optional)').getAttribute('placeholder')).to.equal('Anonymous');

    await statement.fill('cross the Himalayas on foot 🏔️');
    await dialog(page).getByLabel('Name (optional)').fill('Ravi');
    await dialog(page).getByLabel('Location (optional)').fill('Pune, India');
    const release = await holdRequests(page, '**/api/legacy/submit');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const pending = dialog(page).getByRole('button', { name: 'Submitting...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).to.equal(true);
    release();

    const toasts = page.getByTestId('toast-region');
    await toasts.getByText('Submission received').waitFor();
    expect(await toasts.getByText('Your legacy statement is pending approval.').isVisible()).to.equal(true);
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Add Your Legacy');

    const saved = await suite.server.db.getRepository(LegacySubmission).findOneByOrFail({ authorName: 'Ravi' });
    expect(saved).to.deep.include({ statement: 'cross the Himalayas on foot 🏔️', location: 'Pune, India', status: 'pending' });
    expect(await page.getByText('cross the Himalayas').count()).to.equal(0);

    await page.getByRole('button', { name: 'Add Your Legacy' }).click();
    await dialog(page).waitFor();
    for (const label of [STATEMENT_LABEL, 'Name (optional)', 'Location (optional)']) {
      expect(await dialog(page).getByLabel(label, { exact: true }).inputValue(), label).to.equal('');
    }
    expect(problems).to.deep.equal([]);
  });

  it('keeps the dialog and the text and shows the destructive toast when submitting fails', async () => {
    const { page } = await suite.visit('/legacy');
    await page.route('**/api/legacy/submit', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
    await page.getByRole('button', { name: 'Add Your Legacy' }).click();
    await dialog(page).getByLabel(STATEMENT_LABEL, { exact: true }).fill('learn Arabic calligraphy');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const toasts = page.getByTestId('toast-region');
    await toasts.getByText('Failed to submit. Please try again.').waitFor();
    expect(await toasts.getByText('Error', { exact: true }).isVisible()).to.equal(true);
    expect(await dialog(page).isVisible()).to.equal(true);
    expect(await dialog(page).getByLabel(STATEMENT_LABEL, { exact: true }).inputValue()).to.equal('learn Arabic calligraphy');
  });

  it('closes the dialog on Escape, keeps focus inside while open, and returns focus to Add Your Legacy', async () => {
    const { page, problems } = await suite.visit('/legacy');
    await page.getByRole('button', { name: 'Add Your Legacy' }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).to.equal('true');
    expect(await dialog(page).getAttribute('aria-describedby')).to.be.a('string');
    expect(await page.getByText('Complete the sentence. Every statement is read before it appears on the wall.').isVisible()).to.equal(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && active !== document.body && !active.closest('dialog');
      });
      expect(outside, `Tab ${i + 1} left the dialog`).to.equal(false);
    }
    await dialog(page).getByLabel(STATEMENT_LABEL, { exact: true }).fill('a draft');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Add Your Legacy');

    await page.getByRole('button', { name: 'Add Your Legacy' }).click();
    expect(await dialog(page).getByLabel(STATEMENT_LABEL, { exact: true }).inputValue(), 'the draft is kept').to.equal('a draft');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Add Your Legacy');
    expect(problems).to.deep.equal([]);
  });

  it('counts a heart once: +1 on the first click, nothing on the second, nor after a reload', async () => {
    const { page, problems } = await suite.visit('/legacy');
    const before = await heartCount(page, 0);
    const statement = await statementOf(page, 0);
    const button = cards(page).nth(0).getByRole('button', { name: /Give a heart/ });
    expect(await button.getAttribute('aria-pressed')).to.equal('false');
    const refetched = page.waitForResponse((r) => r.url().endsWith('/api/legacy/recent'));
    await button.click();
    await refetched;
    expect(await heartCount(page, 0)).to.equal(before + 1);
    expect(await button.getAttribute('aria-pressed')).to.equal('true');
    expect(await button.getAttribute('aria-label')).to.equal(`Give a heart to this statement, ${before + 1} ${before + 1 === 1 ? 'heart' : 'hearts'}`);

    await button.click();
    await page.waitForTimeout(300);
    expect(await heartCount(page, 0)).to.equal(before + 1);

    await page.reload();
    await waitForHydration(page);
    expect(await statementOf(page, 0)).to.equal(statement);
    const heartAnswer = page.waitForResponse((r) => r.url().endsWith('/heart'));
    await cards(page).nth(0).getByRole('button', { name: /Give a heart/ }).click();
    expect(await (await heartAnswer).json()).to.include({ counted: false, hearts: before + 1 });
    await page.waitForTimeout(300);
    expect(await heartCount(page, 0)).to.equal(before + 1);
    expect(await cards(page).nth(0).getByRole('button', { name: /Give a heart/ }).getAttribute('aria-pressed')).to.equal('true');
    const row = await suite.server.db.getRepository(LegacySubmission).findOneByOrFail({ statement: statement.replace(/^Before I die, I want to /, '') });
    expect(row.hearts).to.equal(before + 1);
    expect(problems).to.deep.equal([]);
  });

  it('orders by hearts under Popular, and Random fetches the same statements in the browser', async () => {
    const { page, problems, apiRequests } = await suite.visit('/legacy');
    const release = await holdRequests(page, '**/api/legacy/popular');
    const popular = page.waitForResponse((r) => r.url().endsWith('/api/legacy/popular'));
    await page.getByRole('button', { name: 'Popular' }).click();
    await page.getByTestId('skeleton').first().waitFor();
    expect(await page.getByTestId('skeleton').count(), 'skeleton cards while loading').to.equal(6);
    release();
    await popular;
    await cards(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).to.equal('true');
    expect(await page.getByRole('button', { name: 'Recent' }).getAttribute('aria-pressed')).to.equal('false');
    const counts: number[] = [];
    for (let i = 0; i < (await cards(page).count()); i++) counts.push(await heartCount(page, i));
    expect(counts).to.have.length(8);
    expect(counts).to.deep.equal([...counts].sort((a, b) => b - a));
    expect(await statementOf(page, 0)).to.equal('Before I die, I want to tell my father I forgive him, and mean it');

    const random = page.waitForResponse((r) => r.url().endsWith('/api/legacy/random'));
    await page.getByRole('button', { name: 'Random' }).click();
    await random;
    await page.waitForTimeout(100);
    const randomStatements: string[] = [];
    for (let i = 0; i < (await cards(page).count()); i++) randomStatements.push(await statementOf(page, i));
    const recent = (await (await fetch(`${suite.server.url}/api/legacy/recent`)).json()) as { statement: string }[];
    expect([...randomStatements].sort()).to.deep.equal(recent.map((s) => `Before I die, I want to ${s.statement}`).sort());
    expect(apiRequests).to.deep.equal(['/api/legacy/popular', '/api/legacy/random']);
    expect(problems).to.deep.equal([]);
  });
});
