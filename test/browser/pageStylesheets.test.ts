// A page's own stylesheet (views/app/pageStylesheets.ts) in Chromium: a page reached by a
// navigation in the app links the build's file and is shown styled, within the CSP; a page the
// server rendered hydrates with the server's <style> and links nothing.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { browserSuite } from '../helpers/browserSuite';

const heroStyle = (page: Page) =>
  page.locator('section[aria-labelledby="hero-title"]').evaluate((hero) => {
    const style = getComputedStyle(hero);
    return { position: style.position, minHeight: style.minHeight, overflow: style.overflow };
  });

const pageStyleElements = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-page-style]')].map((element) => `${element.localName}:${element.getAttribute('data-page-style')}`));

describe('browser: page stylesheets', () => {
  const suite = browserSuite();
  const viewportHeight = 900; // the suite's tabs are 1280 × 900

  it('styles the home page reached from /blog by the header link, linking its stylesheet once', async () => {
    const { page, problems } = await suite.visit('/blog');
    expect(await pageStyleElements(page)).to.deep.equal([]);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).and(page.locator('#hero-title')).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/');
    expect(await heroStyle(page)).to.deep.equal({ position: 'relative', minHeight: `${viewportHeight}px`, overflow: 'hidden' });
    expect(await pageStyleElements(page)).to.deep.equal(['link:home']);
    expect(await page.locator('link[data-page-style="home"]').getAttribute('href')).to.match(/^\/assets\/page-home-[0-9a-f]{8}\.css$/);

    // Away and back: the link stays, and is not added again.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/blog');
    await page.goBack();
    await page.locator('#hero-title').waitFor();
    expect(await pageStyleElements(page)).to.deep.equal(['link:home']);
    expect(problems).to.deep.equal([]);
  });

  it('hydrates the server-rendered home page with its <style>, linking nothing', async () => {
    const { page, problems } = await suite.visit('/');
    expect(await heroStyle(page)).to.deep.equal({ position: 'relative', minHeight: `${viewportHeight}px`, overflow: 'hidden' });
    expect(await pageStyleElements(page)).to.deep.equal(['style:home']);
    await page.waitForTimeout(300);
    expect(await pageStyleElements(page)).to.deep.equal(['style:home']);
    expect(problems).to.deep.equal([]);
  });

  it("styles a post reached from /blog with the shared article stylesheet", async () => {
    const post = [...sampleBlogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
    const { page, problems } = await suite.visit('/blog');
    await page.getByRole('link', { name: post.title }).first().click();
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    const article = await page.locator('article.article-page').evaluate((element) => getComputedStyle(element).paddingTop);
    expect(article).to.equal('112px'); // the header's 64 px and 48 from tablets up
    expect(await pageStyleElements(page)).to.deep.equal(['link:article']);
    expect(problems).to.deep.equal([]);
  });
});
