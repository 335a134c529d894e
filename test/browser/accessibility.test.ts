// Accessibility in Chromium. axe (WCAG 2.2 AA + best practices) on every public and admin page at
// 1280 px and 390 px: filled, empty, loading, with the admin key, with the legacy dialog, the
// mobile menu or a toast open, and in the dark theme. Then the keyboard: skip link, every
// control reachable with a visible focus, the mobile menu's focus trap, the legacy dialog's,
// and toasts in a live region.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost, Essay } from '../../entities';
import { expectNoAxeViolations } from '../helpers/axe';
import { holdRequests, waitForHydration } from '../helpers/browser';
import { browserSuite, type BrowserSuite } from '../helpers/browserSuite';
import { startTestServer, type TestServer } from '../helpers/testServer';

const WIDTHS = [1280, 390] as const;
const SCAN_TIMEOUT_MS = 60_000;

interface Visit {
  width?: number;
  theme?: 'light' | 'dark';
  colorScheme?: 'light' | 'dark';
  adminKey?: boolean;
}

/** Nothing is loading any more: no skeleton, no busy region, no 'Loading…' status. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="skeleton"], [aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((status) => /^Loading/.test(status.textContent ?? '')),
    undefined,
    { timeout: 15_000 },
  );

/** A tab with the visit's viewport, theme cookie, system theme and (optionally) the admin key. */
async function openTab(suite: BrowserSuite, url: string, { width = 1280, theme, colorScheme, adminKey }: Visit = {}) {
  // Reduced motion: no entrance animation can be caught half-transparent by the contrast check.
  const watched = await suite.tab({ width, colorScheme, reducedMotion: 'reduce', adminKey });
  if (theme) await watched.context.addCookies([{ name: 'theme', value: theme, url }]);
  return watched;
}

async function visit(suite: BrowserSuite, url: string, options: Visit = {}) {
  const watched = await openTab(suite, url, options);
  await watched.page.goto(url);
  await waitForHydration(watched.page);
  return watched;
}

/** Moves to another page inside the app (no reload), as a link click does. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const openMobileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
};

const openLegacyDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Add Your Legacy' }).click();
  await page.getByRole('dialog', { name: 'Add Your Legacy' }).waitFor();
};

/** Sends a newsletter form (the server's answer replaced by a 500 when failing) and waits for the toast. */
async function subscribe(page: Page, form: string, toastText: string, { fail = false } = {}) {
  if (fail) await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  await page.locator(form).getByLabel('Email address').fill(`axe-${Math.random().toString(36).slice(2)}@example.com`);
  await page.locator(form).getByRole('button', { name: 'Subscribe' }).click();
  await page.getByTestId('toast-region').getByText(toastText).waitFor();
}

const publicPaths = (post: string, essay: string) => [
  '/',
  '/about',
  '/blog',
  `/blog/${post}`,
  '/blog/no-such-post',
  '/books',
  '/theology',
  '/ai-islam',
  `/ai-islam/${essay}`,
  '/ai-islam/no-such-essay',
  '/legacy',
  '/resources',
  '/contact',
  '/search',
  '/search?q=mind',
  '/search?q=nothing-at-all-matches-this',
  '/no-such-page',
];

const adminPaths = (postId: number, essayId: number) => [
  '/admin/seed',
  '/admin/blog',
  '/admin/blog/new',
  `/admin/blog/edit/${postId}`,
  '/admin/ai-islam',
  '/admin/ai-islam/new',
  `/admin/ai-islam/edit/${essayId}`,
  '/admin/subscribers',
  '/admin/legacy',
  '/admin/messages',
  '/admin/backup',
  '/admin/import',
  '/admin/analytics',
];

/** Empty lists, on a server with no content at all, and what each says. */
const emptyTexts: Record<string, string> = {
  '/': 'No featured posts available yet.',
  '/blog': 'No posts found',
  '/blog?q=nothing-matches': 'No posts found',
  '/books': 'No books available yet.',
  '/ai-islam': 'No essays found matching your criteria',
  '/legacy': 'No submissions yet. Be the first!',
  '/resources?type=worksheet': 'No resources available in this category.',
};
const emptyAdminPaths = ['/admin/blog', '/admin/ai-islam', '/admin/subscribers', '/admin/legacy', '/admin/messages'];

/** Pages whose skeletons show while their data loads after an in-app navigation. */
const loadingStates = (post: string, essay: string): { path: string; api: (pathname: string) => boolean }[] => [
  { path: '/', api: (p) => ['/api/blog/featured', '/api/brain-teasers/random', '/api/quotes/random'].includes(p) },
  { path: '/blog', api: (p) => p === '/api/blog' },
  { path: `/blog/${post}`, api: (p) => p.startsWith('/api/blog/') },
  { path: '/books', api: (p) => p === '/api/books' },
  { path: '/ai-islam', api: (p) => p === '/api/ai-islam' },
  { path: `/ai-islam/${essay}`, api: (p) => p.startsWith('/api/ai-islam/') },
  { path: '/legacy', api: (p) => p.startsWith('/api/legacy/') }, // the wall asks for /api/legacy/recent
  { path: '/resources', api: (p) => p === '/api/resources' },
];

describe('browser: accessibility (axe)', function () {
  this.timeout(SCAN_TIMEOUT_MS);
  const suite = browserSuite();
  let empty: TestServer;
  const post = 'forgetting-is-a-feature';
  let essay: string;
  let postId: number;
  let essayId: number;

  before(async () => {
    empty = await startTestServer({ seed: false, secondaryDatabase: true });
    postId = (await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: post })).id;
    const firstEssay = (await suite.server.db.getRepository(Essay).find({ order: { id: 'ASC' }, take: 1 }))[0];
    essay = firstEssay.slug;
    essayId = firstEssay.id;
  });
  after(async () => {
    await empty?.close();
  });

  const describeVisit = (url: string, { width = 1280, theme, colorScheme, adminKey }: Visit) =>
    `${url} at ${width}px${theme ? `, ${theme} theme` : ''}${colorScheme ? `, system ${colorScheme}` : ''}${adminKey ? ', with the key' : ''}`;

  /**
   * Opens each URL in turn in one tab (so the browser's cache stays warm), lets it settle,
   * runs the optional step, then axe.
   */
  const scanAll = async (urls: string[], options: Visit, step?: (page: Page, url: string) => Promise<void>) => {
    const { page, context } = await openTab(suite, urls[0], options);
    for (const url of urls) {
      await page.goto(url);
      await waitForHydration(page);
      await settled(page);
      await step?.(page, url);
      await expectNoAxeViolations(page, describeVisit(url, options));
    }
    await context.close();
  };
  const scan = (url: string, options: Visit, step?: (page: Page) => Promise<void>) => scanAll([url], options, step && ((page) => step(page)));

  /** Goes from /about to the page inside the app with its data held back, and runs axe on the skeletons. */
  const scanLoading = async (path: string, api: (pathname: string) => boolean, options: Visit) => {
    const { page, context } = await visit(suite, `${suite.server.url}/about`, options);
    const release = await holdRequests(page, api);
    await navigateInApp(page, path);
    await page.locator('[data-testid="skeleton"]').first().waitFor();
    await expectNoAxeViolations(page, `${describeVisit(path, options)}, loading`);
    release();
    await context.close();
  };

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('public pages with content, and the not-found pages', async function () {
        this.timeout(SCAN_TIMEOUT_MS * 4);
        await scanAll(publicPaths(post, essay).map((path) => suite.server.url + path), { width });
      });

      it('admin pages at their key gate', async function () {
        this.timeout(SCAN_TIMEOUT_MS * 3);
        await scanAll(adminPaths(postId, essayId).map((path) => suite.server.url + path), { width });
      });

      it('admin pages after the key is entered, with their data', async function () {
        this.timeout(SCAN_TIMEOUT_MS * 3);
        await scanAll(adminPaths(postId, essayId).map((path) => suite.server.url + path), { width, adminKey: true });
      });

      it("admin edit pages' not-found message", async () => {
        const messages: Record<string, string> = {
          [`${suite.server.url}/admin/blog/edit/999999`]: 'Blog post not found or invalid admin secret.',
          [`${suite.server.url}/admin/ai-islam/edit/999999`]: 'Essay not found or invalid admin secret.',
        };
        await scanAll(Object.keys(messages), { width, adminKey: true }, (page, url) => page.getByText(messages[url]).waitFor());
      });

      it('empty lists: featured, blog, books, essays, legacy, resources, admin lists', async function () {
        this.timeout(SCAN_TIMEOUT_MS * 3);
        await scanAll(Object.keys(emptyTexts).map((path) => empty.url + path), { width }, (page, url) =>
          page.getByText(emptyTexts[url.slice(empty.url.length)]).first().waitFor(),
        );
        await scanAll(emptyAdminPaths.map((path) => empty.url + path), { width, adminKey: true });
      });

      it('loading skeletons after an in-app navigation', async function () {
        this.timeout(SCAN_TIMEOUT_MS * 3);
        for (const { path, api } of loadingStates(post, essay)) await scanLoading(path, api, { width });
      });

      it('admin pages while their data loads', async () => {
        for (const path of ['/admin/blog', '/admin/subscribers']) {
          const watched = await suite.tab({ width, reducedMotion: 'reduce', adminKey: true });
          const release = await holdRequests(watched.page, (p) => p.startsWith('/api/admin/'));
          await watched.page.goto(suite.server.url + path);
          await watched.page.getByRole('status').filter({ hasText: /^Loading/ }).waitFor();
          await expectNoAxeViolations(watched.page, `${path} loading at ${width}px`);
          release();
          await watched.context.close();
        }
      });

      it('the legacy dialog open', async () => {
        await scan(`${suite.server.url}/legacy`, { width }, openLegacyDialog);
      });

      it('a success toast and an error toast', async () => {
        await scan(`${suite.server.url}/contact`, { width }, (page) => subscribe(page, '#footer-newsletter', 'Subscribed!'));
        await scan(`${suite.server.url}/contact`, { width }, (page) => subscribe(page, '#footer-newsletter', 'Failed to subscribe. Please try again.', { fail: true }));
      });
    });
  }

  it('the mobile menu open (390 px)', async () => {
    await scanAll([`${suite.server.url}/`, `${suite.server.url}/blog/${post}`], { width: 390 }, openMobileMenu);
  });

  describe('dark theme', () => {
    it('every public page at 1280 px', async function () {
      this.timeout(SCAN_TIMEOUT_MS * 4);
      await scanAll(publicPaths(post, essay).map((path) => suite.server.url + path), { theme: 'dark' });
    });

    it('the system dark theme (no cookie) on the home page and a post', async () => {
      await scanAll([`${suite.server.url}/`, `${suite.server.url}/blog/${post}`], { colorScheme: 'dark' });
    });

    it('at 390 px: menu open, dialog open, toasts, admin gate and lists, empty and loading lists', async function () {
      this.timeout(SCAN_TIMEOUT_MS * 4);
      const dark = { width: 390, theme: 'dark' } as const;
      await scan(`${suite.server.url}/blog/${post}`, dark, openMobileMenu);
      await scan(`${suite.server.url}/legacy`, dark, openLegacyDialog);
      await scan(`${suite.server.url}/`, dark, (page) => subscribe(page, '#newsletter', 'Welcome aboard!'));
      await scan(`${suite.server.url}/`, dark, (page) => subscribe(page, '#newsletter', 'Please try again or contact support.', { fail: true }));
      await scanAll([`${suite.server.url}/admin/blog`, `${suite.server.url}/admin/subscribers`], dark);
      await scanAll(
        ['/admin/blog', '/admin/ai-islam', '/admin/subscribers', '/admin/legacy', '/admin/messages', `/admin/blog/edit/${postId}`].map((path) => suite.server.url + path),
        { ...dark, adminKey: true },
      );
      await scanAll(['/', '/blog?q=nothing-matches', '/legacy', '/books'].map((path) => empty.url + path), dark);
      await scanLoading('/blog', (p) => p === '/api/blog', dark);
    });
  });
});

/** A CSS selector path that names one element, so focus can be followed and compared. */
const FOCUS_TOOLS = () => {
  const w = window as unknown as { a11yKey: (el: Element | null) => string; a11yFocusVisible: (el: Element) => boolean };
  w.a11yKey = (el) => {
    if (!el || el === document.body) return 'body';
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.documentElement; node = node.parentElement) {
      const siblings = node.parentElement ? [...node.parentElement.children] : [node];
      parts.unshift(`${node.tagName.toLowerCase()}:nth-child(${siblings.indexOf(node) + 1})`);
    }
    return parts.join('>');
  };
  // A visible focus indicator: an outline of at least 2px on the element or on its ::after
  // (cards whose whole surface is the link draw it there).
  w.a11yFocusVisible = (el) =>
    [getComputedStyle(el), getComputedStyle(el, '::after')].some((style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2);
};

/** Every element the Tab key should reach: focusable, in the tab order, and rendered. */
const tabbableKeys = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { a11yKey: (el: Element | null) => string };
    const selector = 'a[href], button, input, select, textarea, summary, video[controls], [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert], [aria-hidden="true"]'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible')
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && document.querySelector(`input[type=radio][name="${el.name}"]:checked`)))
      .map((el) => w.a11yKey(el));
  });

const focused = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { a11yKey: (el: Element | null) => string; a11yFocusVisible: (el: Element) => boolean };
    const el = document.activeElement;
    // A date or time field's parts and picker button draw their own focus inside the field, out of getComputedStyle's sight.
    const nativeParts = el instanceof HTMLInputElement && ['datetime-local', 'date', 'time'].includes(el.type);
    return { key: w.a11yKey(el), visible: el && el !== document.body && !nativeParts ? w.a11yFocusVisible(el) : true, label: `${el?.tagName} ${(el?.textContent ?? '').trim().slice(0, 40)}` };
  });

describe('browser: accessibility (keyboard)', function () {
  this.timeout(SCAN_TIMEOUT_MS);
  const suite = browserSuite();

  it('the skip link is the first stop, shows itself, and moves focus to the main content', async () => {
    const { page, problems } = await suite.visit('/blog');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).to.equal(true);
    const box = (await skip.boundingBox())!;
    expect(box.y, 'on screen once focused').to.be.at.least(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('main-content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main')), 'the next stop is inside main, past the header').to.equal(true);
    expect(problems).to.deep.equal([]);
  });

  const reachability: { path: string; width: number; adminKey?: boolean }[] = [
    { path: '/', width: 1280 },
    { path: '/', width: 390 },
    { path: '/blog/forgetting-is-a-feature', width: 1280 },
    { path: '/legacy', width: 1280 },
    { path: '/contact', width: 390 },
    { path: '/resources', width: 1280 },
    { path: '/admin/ai-islam/new', width: 1280, adminKey: true },
  ];
  for (const { path, width, adminKey } of reachability) {
    it(`Tab reaches every control on ${path} at ${width} px, each with a visible focus ring`, async function () {
      this.timeout(SCAN_TIMEOUT_MS * 2);
      const { page } = await suite.visit(path, { width, reducedMotion: 'reduce', adminKey });
      await settled(page);
      await page.evaluate(FOCUS_TOOLS);
      const expected = await tabbableKeys(page);
      expect(expected.length).to.be.greaterThan(10);
      const reached = new Set<string>();
      const withoutRing: string[] = [];
      // Chromium stops once per part of a date or time field (month, day, year, hour, minute, AM/PM).
      const dateFieldStops = await page.evaluate(() => document.querySelectorAll('input[type=datetime-local]').length * 6 + document.querySelectorAll('input[type=date], input[type=time]').length * 3);
      for (let i = 0; i < expected.length + 5 + dateFieldStops; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        reached.add(now.key);
        if (!now.visible) withoutRing.push(now.label);
      }
      expect(expected.filter((key) => !reached.has(key)), 'controls Tab never reached').to.deep.equal([]);
      expect(withoutRing, 'focused without a visible indicator').to.deep.equal([]);
    });
  }

  it('the mobile menu traps Tab and Shift+Tab, closes on Escape and gives focus back to its toggle', async () => {
    const { page, problems } = await suite.visit('/about', { width: 390 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).to.equal('true');

    const stops: string[] = [];
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => (document.activeElement?.closest('#mobile-menu') ? document.activeElement.textContent : document.activeElement?.getAttribute('aria-label')) ?? ''));
    }
    expect(stops).to.deep.equal(['Home', 'About', 'Blog', 'Books', 'Theology', 'Legacy Wall', 'Resources', 'Contact', 'Search', 'Close menu', 'Home']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent), 'Shift+Tab from the toggle wraps to the last link').to.equal('Search');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('Open menu');
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu')), 'after closing, Tab leaves the header as usual').to.equal(false);

    expect(problems).to.deep.equal([]);
  });

  it('the legacy dialog keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    const { page, problems } = await suite.visit('/legacy');
    const opener = page.getByRole('button', { name: 'Add Your Legacy' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Your Legacy' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), 'focus moves into the dialog').to.equal(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const inside = await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog[open]') !== null);
      expect(inside, `Tab stop ${i + 1} stays in the dialog`).to.equal(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await opener.evaluate((el) => el === document.activeElement)).to.equal(true);
    expect(problems).to.deep.equal([]);
  });

  it('toasts appear inside a polite live region that is in the page from the first paint', async () => {
    const html = await (await fetch(`${suite.server.url}/contact`)).text();
    expect(html).to.match(/<ol[^>]*data-testid="toast-region"[^>]*aria-live="polite"|<ol[^>]*aria-live="polite"[^>]*data-testid="toast-region"/);

    const { page, problems } = await suite.visit('/contact');
    await page.locator('#footer-newsletter').getByLabel('Email address').fill('live-region@example.com');
    await page.locator('#footer-newsletter').getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('[aria-live="polite"][data-testid="toast-region"] li').filter({ hasText: 'Subscribed!' });
    await toast.waitFor();
    expect(await toast.textContent()).to.include("You've been added to the newsletter.");
    // Double opt-in (the default): nothing comes until the emailed link is confirmed, and the visitor is told, in the toast and beside the form.
    expect(await toast.textContent()).to.include('Check your inbox and press Confirm');
    await page.locator('#footer-newsletter').getByText('Check your inbox and press Confirm').waitFor();
    expect(problems).to.deep.equal([]);
  });
});
