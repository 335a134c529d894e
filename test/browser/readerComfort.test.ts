// Reader comfort in Chromium: the dark theme (toggle, cookie, no flash on reload, the system's
// preference), the print stylesheet, the reading-progress bar and the table of contents.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { defaultSettings } from '../../views/content/defaultSettings';
import { accentTokens } from '../../views/style/accentTokens';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

/** '#rrggbb' as getComputedStyle writes it. */
const computedRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const LIGHT_BG = 'rgb(251, 250, 248)';
// The dark page's background is tinted with the accent's hue (#47): the default accent's.
const DARK_BG = computedRgb(accentTokens(defaultSettings.design.accentColor).dark.bg);
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const progressValue = async (page: Page) => Number(await page.getByRole('progressbar', { name: 'Reading progress' }).getAttribute('aria-valuenow'));
/** The horizontal scale of the progress fill, read from its computed transform matrix. */
const fillScale = (page: Page) =>
  page.getByRole('progressbar', { name: 'Reading progress' }).evaluate((bar) => new DOMMatrix(getComputedStyle(bar.firstElementChild!).transform).a);
/** Two animation frames: the bar updates on the next one after a scroll. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('browser: reader comfort', () => {
  const suite = browserSuite();
  before(async () => {
    await suite.server.db.getRepository(BlogPost).insert({
      slug: 'a-short-post',
      title: 'A Short Post',
      excerpt: 'Two headings only.',
      content: '<p>Intro.</p><h2>First</h2><p>One.</p><h2>Second</h2><p>Two.</p>',
      category: 'ai-and-society',
      featuredImage: null,
      readTime: 1,
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      tags: [],
      isFeatured: false,
    });
  });

  describe('dark theme', () => {
    it('the header toggle switches the theme and remembers it in a year-long cookie', async () => {
      const { page, context, problems } = await suite.visit('/about');
      expect(await htmlTheme(page)).to.equal(null);
      expect(await bodyBackground(page)).to.equal(LIGHT_BG);

      await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await htmlTheme(page)).to.equal('dark');
      expect(await bodyBackground(page)).to.equal(DARK_BG);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).to.equal('dark');
      expect(await page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).to.equal(true);
      const cookie = (await context.cookies()).find((c) => c.name === 'theme')!;
      expect(cookie).to.deep.include({ value: 'dark', path: '/', sameSite: 'Lax' });
      expect(cookie.expires - Date.now() / 1000).to.be.within(ONE_YEAR_S - 60, ONE_YEAR_S + 60);

      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      expect(await htmlTheme(page)).to.equal('light');
      expect(await bodyBackground(page)).to.equal(LIGHT_BG);
      expect((await context.cookies()).find((c) => c.name === 'theme')!.value).to.equal('light');
      expect(problems).to.deep.equal([]);
    });

    it('a reload arrives dark from the server: no flash of the light theme, no hydration warning', async () => {
      const { page, context, problems } = await suite.visit('/blog');
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();

      const html = await (await context.request.get(`${suite.server.url}/blog`)).text();
      expect(html, 'the server writes the theme on <html>').to.match(/<html[^>]*\sdata-theme="dark"/);

      // Stop the page's script so what shows is the server's HTML and CSS alone.
      await page.route('**/assets/**/*.js', (route) => route.abort());
      // The entry is imported after the first paint; its refused import is reported before the next step.
      const entryRefused = page.waitForEvent('pageerror');
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await htmlTheme(page)).to.equal('dark');
      expect(await bodyBackground(page), 'dark before any script runs').to.equal(DARK_BG);
      await entryRefused;
      await page.unroute('**/assets/**/*.js');

      problems.length = 0;
      await page.reload();
      await waitForHydration(page);
      expect(await bodyBackground(page)).to.equal(DARK_BG);
      expect(await page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).to.equal(true);
      await page.waitForTimeout(300);
      expect(problems).to.deep.equal([]);
    });

    it('with no cookie it follows the system preference, and a choice overrides it', async () => {
      const { page, problems } = await suite.visit('/about', { colorScheme: 'dark' });
      expect(await htmlTheme(page), 'no choice written').to.equal(null);
      expect(await bodyBackground(page)).to.equal(DARK_BG);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).to.equal('dark');
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      expect(await htmlTheme(page)).to.equal('light');
      expect(await bodyBackground(page), 'the choice beats the system').to.equal(LIGHT_BG);
      await page.reload();
      await waitForHydration(page);
      expect(await bodyBackground(page)).to.equal(LIGHT_BG);
      expect(problems).to.deep.equal([]);
    });
  });

  describe('print', () => {
    for (const theme of ['light', 'dark'] as const) {
      it(`prints a post (${theme} theme on screen) black on white, without the site's chrome, with link addresses`, async () => {
        const { page, context, problems } = await suite.tab({ reducedMotion: 'reduce' });
        await context.addCookies([{ name: 'theme', value: theme, url: suite.server.url }]);
        await page.goto(`${suite.server.url}/blog/forgetting-is-a-feature`);
        await waitForHydration(page);
        await page.getByRole('heading', { name: 'Related Articles' }).waitFor();
        const chrome = {
          header: page.getByRole('banner'),
          footer: page.getByRole('contentinfo'),
          toasts: page.getByRole('region', { name: 'Notifications (F8)' }),
          share: page.getByRole('button', { name: 'Share' }),
          related: page.getByRole('heading', { name: 'Related Articles' }),
          progress: page.getByRole('progressbar', { name: 'Reading progress' }),
          contents: page.getByRole('navigation', { name: 'Contents' }),
          back: page.getByRole('link', { name: 'Back to Blog' }),
        };
        for (const [name, locator] of Object.entries(chrome)) expect(await locator.isVisible(), `${name} on screen`).to.equal(name !== 'toasts');

        await page.emulateMedia({ media: 'print' });
        for (const [name, locator] of Object.entries(chrome)) expect(await locator.isVisible(), `${name} on paper`).to.equal(false);
        expect(await page.getByRole('heading', { level: 1, name: 'Forgetting Is a Feature' }).isVisible()).to.equal(true);
        expect(await bodyBackground(page)).to.equal('rgb(255, 255, 255)');

        const body = page.getByTestId('article-body');
        const style = await body.evaluate((el) => {
          const s = getComputedStyle(el);
          return { color: s.color, fontSize: s.fontSize, fontFamily: s.fontFamily };
        });
        expect(style.color).to.equal('rgb(0, 0, 0)');
        expect(parseFloat(style.fontSize) * 0.75, 'points').to.be.within(11, 12);
        expect(style.fontFamily).to.match(/serif/);
        const link = body.locator('a[href^="http"]').first();
        const href = await link.getAttribute('href');
        expect(await link.evaluate((a) => getComputedStyle(a, '::after').content), 'the address follows the link').to.equal(`" (${href})"`);
        expect(await link.evaluate((a) => getComputedStyle(a).color)).to.equal('rgb(0, 0, 0)');
        expect(await body.locator('h2').first().evaluate((h) => getComputedStyle(h).breakAfter)).to.equal('avoid');
        expect(problems).to.deep.equal([]);
      });
    }
  });

  describe('reading progress', () => {
    it('is in the server HTML without a style attribute, and fills as the reader scrolls', async () => {
      const html = await (await fetch(`${suite.server.url}/blog/why-struggle-makes-learning-stick`)).text();
      const bar = html.match(/<div[^>]*role="progressbar"[^>]*>/)?.[0];
      expect(bar).to.be.a('string');
      expect(bar).to.include('aria-label="Reading progress"').and.include('aria-valuenow="0"');
      expect(html, 'no inline style attribute anywhere (CSP)').not.to.match(/<[^>]+\sstyle=/);

      const { page, problems } = await suite.visit('/blog/why-struggle-makes-learning-stick', { reducedMotion: 'reduce' });
      await nextFrames(page);
      expect(await progressValue(page)).to.equal(0);
      expect(await fillScale(page)).to.equal(0);

      const { top, height } = await page.getByTestId('article-body').evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { top: box.top + window.scrollY, height: box.height };
      });
      await page.evaluate((y) => window.scrollTo(0, y), top + height / 2 - 450);
      await nextFrames(page);
      const middle = await progressValue(page);
      expect(middle).to.be.within(30, 70);
      expect(await fillScale(page)).to.be.closeTo(middle / 100, 0.01);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nextFrames(page);
      expect(await progressValue(page)).to.equal(100);
      expect(await fillScale(page)).to.equal(1);

      await page.evaluate(() => window.scrollTo(0, 0));
      await nextFrames(page);
      expect(await progressValue(page)).to.equal(0);
      expect(problems).to.deep.equal([]);
    });
  });

  describe('table of contents', () => {
    it("lists a post's h2 and h3 headings, the same in the server HTML, and its links jump to them", async () => {
      const html = await (await fetch(`${suite.server.url}/blog/forgetting-is-a-feature`)).text();
      const serverNav = html.match(/<nav[^>]*aria-labelledby="contents-title"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
      const serverLinks = [...serverNav.matchAll(/<a href="#([^"]+)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);

      const { page, problems } = await suite.visit('/blog/forgetting-is-a-feature', { reducedMotion: 'reduce' });
      const headings = await page.getByTestId('article-body').locator('h2, h3').evaluateAll((els) => els.map((h) => [h.id, h.textContent]));
      expect(headings).to.deep.equal([
        ['the-curve-everyone-knows', 'The curve everyone knows'],
        ['why-forgetting-helps', 'Why forgetting helps'],
        ['using-forgetting-on-purpose', 'Using forgetting on purpose'],
        ['a-note-on-machines', 'A note on machines'],
      ]);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      const links = await contents.getByRole('link').evaluateAll((els) => els.map((a) => [a.getAttribute('href')!.slice(1), a.textContent]));
      expect(links).to.deep.equal(headings);
      expect(serverLinks, 'the server rendered the same list').to.deep.equal(headings);

      await contents.getByRole('link', { name: 'Using forgetting on purpose' }).click();
      await page.waitForFunction(() => window.location.hash === '#using-forgetting-on-purpose');
      await nextFrames(page);
      const headingTop = await page.locator('#using-forgetting-on-purpose').evaluate((h) => h.getBoundingClientRect().top);
      const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
      expect(headingTop, 'the heading sits just below the fixed header').to.be.within(headerBottom, headerBottom + 60);
      expect(await page.getByRole('heading', { level: 1 }).count()).to.equal(1);
      expect(problems).to.deep.equal([]);
    });

    it('an essay gets one too; a post with fewer than 3 headings does not', async () => {
      const essay = await (await fetch(`${suite.server.url}/ai-islam/adab-for-algorithms-ai-ethics-in-islamic-thought`)).text();
      expect(essay).to.match(/<nav[^>]*aria-labelledby="contents-title"/);
      expect(essay).to.include('<a href="#intention-and-consequence">Intention and consequence</a>');

      const { page, problems } = await suite.visit('/blog/a-short-post');
      expect(await page.locator('#first').textContent()).to.equal('First');
      expect(await page.getByRole('navigation', { name: 'Contents' }).count()).to.equal(0);
      expect(problems).to.deep.equal([]);
    });
  });
});
