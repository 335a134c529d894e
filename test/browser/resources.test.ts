import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { Resource } from '../../entities';
import { sampleResources } from '../../src/seed/content/resources';
import { holdRequests } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const titlesOf = (type: string) => sampleResources.filter((r) => r.type === type).map((r) => r.title);

describe('browser: /resources', () => {
  const suite = browserSuite();

  const shownTitles = (page: Page) => page.locator('main li h3').allInnerTexts();
  const card = (page: Page, title: string) => page.locator('main li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  it('hydrates without console problems and fetches nothing the server sent', async () => {
    const { page, problems, apiRequests } = await suite.visit('/resources');
    expect(await shownTitles(page)).to.deep.equal(sampleResources.map((r) => r.title));
    await page.waitForTimeout(300);
    expect(problems).to.deep.equal([]);
    expect(apiRequests).to.deep.equal([]);
  });

  it('shows 3 skeleton cards while the list loads after a client-side navigation', async () => {
    const { page, problems } = await suite.visit('/no-such-page');
    const release = await holdRequests(page, '**/api/resources');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByTestId('skeleton').first().waitFor();
    expect(await page.getByTestId('skeleton').count()).to.equal(3);
    release();
    await page.getByRole('heading', { name: sampleResources[0].title }).waitFor();
    expect(await page.getByTestId('skeleton').count()).to.equal(0);
    expect(problems).to.deep.equal([]);
  });

  it('filters by type in the browser, marking the chosen button and the address', async () => {
    const { page, problems, apiRequests } = await suite.visit('/resources');
    await page.getByRole('button', { name: 'Puzzle Pack' }).click();
    expect(await shownTitles(page)).to.deep.equal(titlesOf('puzzle-pack'));
    expect(await page.getByRole('button', { name: 'Puzzle Pack' }).getAttribute('aria-pressed')).to.equal('true');
    expect(await page.getByRole('button', { name: 'All Resources' }).getAttribute('aria-pressed')).to.equal('false');
    await page.waitForURL(/\?type=puzzle-pack$/);

    await page.getByRole('button', { name: 'Reflective Guide' }).click();
    expect(await shownTitles(page)).to.deep.equal(titlesOf('reflective-guide'));
    await page.getByRole('button', { name: 'All Resources' }).click();
    expect(await shownTitles(page)).to.deep.equal(sampleResources.map((r) => r.title));
    expect(apiRequests).to.deep.equal([]);
    expect(problems).to.deep.equal([]);
  });

  it('counts a download: the file arrives and the shown count goes up by one', async () => {
    const { page, problems } = await suite.visit('/resources');
    const resource = sampleResources[0];
    const target = card(page, resource.title);
    expect(await target.getByText(/downloads$/).innerText()).to.equal(`${resource.downloadCount} downloads`);

    const download = page.waitForEvent('download');
    const recount = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/resources');
    await target.getByRole('link', { name: `Download ${resource.title}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.equal(resource.filePath.split('/').pop());
    expect(readFileSync(await file.path()).equals(readFileSync(`static${resource.filePath}`))).to.equal(true);
    await target.getByText(`${resource.downloadCount + 1} downloads`).waitFor();

    // The server's own count is read back a moment later and agrees.
    await recount;
    expect(await target.getByText(/downloads$/).innerText()).to.equal(`${resource.downloadCount + 1} downloads`);
    const row = await suite.server.db.getRepository(Resource).findOneByOrFail({ filePath: resource.filePath });
    expect(row.downloadCount).to.equal(resource.downloadCount + 1);
    expect(problems).to.deep.equal([]);
  });

  it('says so when a category has nothing in it', async () => {
    await suite.server.db.getRepository(Resource).delete({ type: 'research-paper' });
    const { page, problems } = await suite.visit('/resources');
    await page.getByRole('button', { name: 'Research Paper' }).click();
    await page.getByText('No resources available in this category.').waitFor();
    expect(await shownTitles(page)).to.deep.equal([]);
    await page.getByRole('button', { name: 'Worksheet' }).click();
    expect(await shownTitles(page)).to.deep.equal(titlesOf('worksheet'));
    expect(problems).to.deep.equal([]);
  });
});
