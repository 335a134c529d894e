import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { holdRequests, waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const teaserCard = (page: Page) => page.locator('article[aria-labelledby="brain-teaser-title"]');
const questionOf = (page: Page) => teaserCard(page).locator('p').nth(0).textContent();
const videoPaused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);

describe('browser: /', () => {
  const suite = browserSuite();

  it('hydrates without console problems and fetches nothing the server sent', async () => {
    const { page, problems, apiRequests } = await suite.visit('/');
    expect(await page.getByRole('heading', { level: 1 }).count()).to.equal(1);
    expect(await page.getByRole('heading', { name: 'Featured Insights' }).isVisible()).to.equal(true);
    expect(await page.getByRole('button', { name: 'Reveal Answer' }).isVisible()).to.equal(true);
    await page.waitForTimeout(500);
    expect(problems).to.deep.equal([]);
    expect(apiRequests).to.deep.equal([]);
  });

  it('reveals and hides the answer with one toggle', async () => {
    const { page, problems } = await suite.visit('/');
    const card = teaserCard(page);
    const answer = await page.evaluate(() => {
      const state = JSON.parse(document.getElementById('__REACT_QUERY_STATE__')!.textContent!);
      return state.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === '/api/brain-teasers/random').state.data.answer as string;
    });
    expect(await card.getByText(answer).count()).to.equal(0);
    const toggle = card.getByRole('button', { name: 'Reveal Answer' });
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    await toggle.click();
    await card.getByText(answer).waitFor();
    const hide = card.getByRole('button', { name: 'Hide Answer' });
    expect(await hide.getAttribute('aria-expanded')).to.equal('true');
    await hide.click();
    await card.getByText(answer).waitFor({ state: 'detached' });
    expect(await card.getByRole('button', { name: 'Reveal Answer' }).getAttribute('aria-expanded')).to.equal('false');
    expect(problems).to.deep.equal([]);
  });

  it('refresh fetches another teaser, disabled while loading, and hides the answer again', async () => {
    const { page, problems, apiRequests } = await suite.visit('/');
    const card = teaserCard(page);
    const before = await questionOf(page);
    await card.getByRole('button', { name: 'Reveal Answer' }).click();
    await card.getByRole('button', { name: 'Hide Answer' }).waitFor();

    // Hold the answer back so the loading state can be observed.
    const release = await holdRequests(page, '**/api/brain-teasers/random*');
    const refresh = card.getByRole('button', { name: 'New brain teaser' });
    await refresh.click();
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[aria-label="New brain teaser"]')!.disabled);
    expect(await refresh.getAttribute('data-loading')).to.equal('true');
    expect(await card.getByRole('button', { name: 'Reveal Answer' }).isVisible()).to.equal(true);
    release();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[aria-label="New brain teaser"]')!.disabled);

    expect(apiRequests).to.have.length(1);
    expect(apiRequests[0]).to.match(/^\/api\/brain-teasers\/random\?exclude=\d+$/);
    expect(await questionOf(page)).to.not.equal(before);
    expect(await card.getByRole('button', { name: 'Reveal Answer' }).getAttribute('aria-expanded')).to.equal('false');
    expect(problems).to.deep.equal([]);
  });

  it('replaces the quote of the day with another one every 10 seconds', async () => {
    const { page, problems, apiRequests } = await suite.tab({ reducedMotion: 'reduce' });
    // Time stands still from here on, so only runFor moves the page's timers.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(`${suite.server.url}/`);
    await page.clock.runFor(300); // the entry starts after the first frame (or 300 ms): frozen time must move for it
    await waitForHydration(page);
    const quote = page.locator('article[aria-labelledby="quote-title"] blockquote');
    const before = await quote.textContent();
    await page.clock.runFor(9_900);
    await page.waitForTimeout(300);
    expect(apiRequests).to.deep.equal([]);
    const refetch = page.waitForRequest(/\/api\/quotes\/random/, { timeout: 5000 });
    await page.clock.runFor(200);
    await refetch;
    await page.clock.resume(); // React Query delivers the answer on a timer
    await page.waitForFunction((text) => document.querySelector('article[aria-labelledby="quote-title"] blockquote')?.textContent !== text, before, { timeout: 5000 });
    expect(apiRequests).to.have.length(1);
    expect(apiRequests[0]).to.match(/^\/api\/quotes\/random\?exclude=\d+$/);
    expect(problems).to.deep.equal([]);
  });

  it('plays the background video for visitors without a reduced-motion preference', async () => {
    const { page, problems } = await suite.visit('/', { reducedMotion: 'no-preference' });
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, { timeout: 10_000 });
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.muted)).to.equal(true);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await videoPaused(page)).to.equal(true);
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    expect(problems).to.deep.equal([]);
  });

  it('shows the poster instead of playing the video on a phone, until the visitor starts it', async () => {
    const { page, problems } = await suite.visit('/', { width: 390, height: 844, reducedMotion: 'no-preference' });
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await videoPaused(page)).to.equal(true);
    await page.getByRole('button', { name: 'Play background video' }).click();
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, { timeout: 10_000 });
    expect(problems).to.deep.equal([]);
  });

  it('keeps the background video paused for visitors who prefer reduced motion', async () => {
    const { page, problems } = await suite.visit('/', { reducedMotion: 'reduce' });
    await page.waitForTimeout(1000);
    expect(await videoPaused(page)).to.equal(true);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).to.equal(0);
    expect(problems).to.deep.equal([]);
  });

  it('scrolls to Featured Insights from the scroll-down indicator', async () => {
    const { page, problems } = await suite.visit('/', { reducedMotion: 'reduce' });
    expect(await page.evaluate(() => window.scrollY)).to.equal(0);
    await page.getByRole('button', { name: 'Scroll to Featured Insights' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('featured')!.getBoundingClientRect().top - 64) < 2);
    expect(await page.evaluate(() => window.scrollY)).to.be.greaterThan(300);
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('featured');
    expect(problems).to.deep.equal([]);
  });

  it('jumps to the newsletter section from the header Subscribe button', async () => {
    const { page, problems } = await suite.visit('/', { width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    const section = page.locator('section#newsletter');
    await page.waitForFunction(() => {
      const box = document.getElementById('newsletter')!.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    expect(await section.getByRole('heading', { name: 'Join the Conversation' }).isVisible()).to.equal(true);
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).to.equal('newsletter');
    expect(problems).to.deep.equal([]);
  });
});
