// Phones narrower than the usual 390 px test width: 360 px is common on Android, and 320 px
// still exists. Every control stays on screen and no page scrolls sideways.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { NewsletterSubscriber } from '../../entities';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const ADMIN_PATHS = ['/admin/seed', '/admin/blog', '/admin/blog/new', '/admin/ai-islam', '/admin/ai-islam/new', '/admin/subscribers', '/admin/legacy', '/admin/messages'];

/** Where the header's name and controls lie, and whether the name is shown whole. */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    const brand = document.querySelector<HTMLElement>('header a[href="/"]')!;
    const controls = [...document.querySelectorAll<HTMLElement>('header button')].filter((button) => button.offsetParent !== null);
    return {
      viewport: innerWidth,
      brandWhole: brand.scrollWidth <= brand.clientWidth,
      controls: controls.map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent, left: button.getBoundingClientRect().left, right: button.getBoundingClientRect().right })),
    };
  });

describe('browser: narrow phones', () => {
  const suite = browserSuite();

  for (const width of [320, 360, 375]) {
    it(`keeps the header's theme toggle, Subscribe and menu toggle on a ${width} px screen`, async () => {
      const { page } = await suite.visit('/about', { width });
      const layout = await headerLayout(page);
      expect(layout.controls.map((control) => control.name)).to.have.length(3);
      for (const control of layout.controls) {
        expect(control.left, control.name!).to.be.at.least(0);
        expect(control.right, control.name!).to.be.at.most(layout.viewport);
      }
      if (width >= 360) expect(layout.brandWhole, 'the site name is not cut short').to.equal(true);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(`${suite.server.url}/contact`);
    });
  }

  it('scrolls no public or admin page sideways at 360 px', async function () {
    this.timeout(120_000);
    const sitemap = await fetch(`${suite.server.url}/sitemap.xml`).then((response) => response.text());
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    expect(paths.length).to.be.greaterThan(10);
    const { page } = await suite.tab({ width: 360, adminKey: true });
    for (const path of [...paths, '/no-such-page', ...ADMIN_PATHS]) {
      await page.goto(suite.server.url + path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).to.be.at.most(360);
    }
  });

  it('shows 50 real subscribers as cards on a phone: nothing scrolls sideways, every action on screen', async function () {
    this.timeout(60_000);
    const now = Date.now();
    await suite.server.db.getRepository(NewsletterSubscriber).insert(
      Array.from({ length: 50 }, (_, i) => ({ email: `a.rather.long.reader.address.${i}@example-university.edu`, subscribedAt: new Date(now - i * 60_000), isActive: i % 3 !== 0, confirmedAt: i % 5 === 0 ? null : new Date(now - i * 60_000) })),
    );
    for (const width of [390, 360]) {
      const { page } = await suite.visit('/admin/subscribers', { width, adminKey: true });
      await page.getByRole('cell', { name: 'a.rather.long.reader.address.49@example-university.edu', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).to.be.at.most(width);
      const offScreen = await page.evaluate((viewport) => [...document.querySelectorAll('main button, table button')].filter((button) => button.getBoundingClientRect().right > viewport).length, width);
      expect(offScreen, `buttons past the right edge at ${width} px`).to.equal(0);
    }
  });

  it('keeps the markdown upload hint inside its box on an admin form', async () => {
    const { page } = await suite.visit('/admin/blog/new', { width: 360, adminKey: true });
    const overflow = await page.getByText('A .md file:').evaluate((hint) => {
      const box = hint.parentElement!;
      const padding = parseFloat(getComputedStyle(box).paddingRight);
      return hint.getBoundingClientRect().right - (box.getBoundingClientRect().right - padding);
    });
    expect(overflow).to.be.at.most(0.5);
  });
});
