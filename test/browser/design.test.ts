// The owner's accent in Chromium on a phone: a yellow accent keeps its buttons readable (dark
// text, by the computed colours) in both modes, the home hero's lines and the dark page take the
// accent's hue (read from the pixels and the computed colours), and /admin/design previews an
// accent in light and dark mode with its contrast, saves it, and the site wears it on the next page.
import { expect } from 'chai';
import { oklch } from 'culori';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { SiteSettings } from '../../views/api/settings';
import { contrastRatio } from '../../views/style/accentTokens';
import { adminJson } from '../helpers/adminClient';
import { expectNoAxeViolations } from '../helpers/axe';
import { browserSuite } from '../helpers/browserSuite';

const phone = { width: 390, height: 844, touch: true } as const;

/** 'rgb(250, 204, 21)' -> '#facc15' (opaque colours only: the buttons are). */
function hexOf(computed: string): string {
  const [r, g, b, alpha] = computed.match(/[\d.]+/g)?.map(Number) ?? [];
  expect(alpha ?? 1, computed).to.equal(1);
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** The text and background colours of every visible element the selector finds. */
const coloursOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim() ?? '', color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor })),
  );

/** The OKLCH hue of a colour, in degrees. */
const hueOf = (colour: string) => oklch(colour)?.h ?? Number.NaN;

/** How far apart two hues are, in degrees round the circle (0-180). */
const hueDistance = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** The coloured pixels of a screenshot (the hero's lines: chroma and some light), as how many and their mean hue. */
async function linesIn(png: Buffer): Promise<{ count: number; hue: number }> {
  const { data, info } = await sharp(png).resize({ width: 320 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const colour = oklch({ mode: 'rgb', r: data[i] / 255, g: data[i + 1] / 255, b: data[i + 2] / 255 });
    if (colour.l < 0.3 || (colour.c ?? 0) < 0.04 || colour.h === undefined) continue;
    count++;
    x += Math.cos((colour.h * Math.PI) / 180);
    y += Math.sin((colour.h * Math.PI) / 180);
  }
  return { count, hue: ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360 };
}

describe('browser: the accent, readable whatever it is, and its admin screen', () => {
  const suite = browserSuite();
  const patchDesign = (design: Partial<SiteSettings['design']>) => adminJson(suite.server, '/api/admin/settings', { method: 'PATCH', body: { design } });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`gives a yellow accent's buttons readable text at 390 px (${colorScheme} mode)`, async function () {
      this.timeout(60_000);
      expect((await patchDesign({ accentColor: '#facc15' })).status).to.equal(200);
      const home = await suite.visit('/', { ...phone, colorScheme });
      const about = await suite.visit('/about', { ...phone, colorScheme });
      const buttons = [...(await coloursOf(home.page, '.home-button-primary')), ...(await coloursOf(about.page, 'main a[href^="mailto:"]'))];
      expect(buttons.length, 'primary buttons on / and /about').to.be.at.least(2);
      for (const button of buttons) {
        const ratio = contrastRatio(hexOf(button.color), hexOf(button.background));
        expect(ratio, `"${button.text}": ${button.color} on ${button.background}`).to.be.at.least(4.5);
      }
      if (colorScheme === 'light') {
        expect(hexOf(buttons[0].background), 'the owner\'s own yellow').to.equal('#facc15');
        expect(contrastRatio(hexOf(buttons[0].color), '#ffffff'), 'dark text, not white').to.be.above(10);
      }
      const links = await coloursOf(about.page, 'main p a');
      for (const link of links) {
        const background = await about.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(contrastRatio(hexOf(link.color), hexOf(background)), link.text).to.be.at.least(4.5);
      }
      expect([...home.problems, ...about.problems]).to.deep.equal([]);
    });
  }

  it("draws the home hero's lines in the accent's hue, whatever the accent", async function () {
    this.timeout(60_000);
    for (const accent of ['#0d9488', '#facc15', '#b91c1c']) {
      expect((await patchDesign({ accentColor: accent })).status).to.equal(200);
      // Reduced motion: the poster stands still in the video's place, so the pixels are the same each run.
      const { page, problems } = await suite.visit('/', { width: 1280, height: 800, reducedMotion: 'reduce' });
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/images/hero-poster.jpg')));
      // Only the drawing: the text, the buttons and the header hidden (through the CSSOM, which the CSP allows).
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('.home-hero-content, .home-round-button, header')) element.style.visibility = 'hidden';
      });
      const lines = await linesIn(await page.locator('.home-hero').screenshot());
      expect(lines.count, `${accent}: coloured line pixels in the hero`).to.be.above(150);
      expect(hueDistance(lines.hue, hueOf(accent)), `${accent}: the lines' hue ${lines.hue.toFixed(0)}° against the accent's ${hueOf(accent).toFixed(0)}°`).to.be.below(20);
      expect(problems).to.deep.equal([]);
    }
  });

  it("tints the dark page with a teal accent's hue, beside its footer, and keeps every page readable (axe)", async function () {
    this.timeout(90_000);
    const teal = '#0d9488';
    expect((await patchDesign({ accentColor: teal })).status).to.equal(200);
    for (const path of ['/', '/blog', '/about']) {
      const { page, problems } = await suite.visit(path, { ...phone, colorScheme: 'dark' });
      const colours = await page.evaluate(() => ({
        page: getComputedStyle(document.body).backgroundColor,
        footer: getComputedStyle(document.querySelector('footer') as Element).backgroundColor,
        card: getComputedStyle(document.documentElement).getPropertyValue('--c-surface').trim(),
      }));
      for (const [part, colour] of Object.entries(colours)) {
        const hex = part === 'card' ? colour : hexOf(colour);
        expect(hueDistance(hueOf(hex), hueOf(teal)), `${path}: the ${part} ${hex} in the accent's hue`).to.be.below(20);
        expect(oklch(hex)?.l, `${path}: the ${part} ${hex} stays dark`).to.be.below(0.3);
      }
      await expectNoAxeViolations(page, `${path} in dark mode with a teal accent`);
      expect(problems).to.deep.equal([]);
    }
  });

  it('previews an accent in light and dark mode with its contrast on /admin/design at 390 px, saves it, and the site wears it', async function () {
    this.timeout(60_000);
    const { page, problems } = await suite.visit('/admin/design', { ...phone, adminKey: true });
    const field = page.getByLabel('Accent colour', { exact: true });
    await field.waitFor();
    await field.fill('#0d9488');
    const light = page.getByRole('region', { name: 'Light mode preview' });
    const dark = page.getByRole('region', { name: 'Dark mode preview' });
    await light.waitFor();
    expect(await dark.isVisible()).to.equal(true);
    const buttonText = await light.getByRole('definition').first().textContent();
    expect(buttonText).to.match(/^\d+\.\d:1 ✓ AA$/);
    // The button's background eases from the old accent to the new one (a CSS transition): read it once it has arrived.
    const previewButton = '[aria-label="Light mode preview"] span:text-is("Subscribe")';
    let background = '';
    for (let tries = 0; tries < 40 && background !== '#0d9488'; tries++) {
      background = hexOf((await coloursOf(page, previewButton))[0].background);
      if (background !== '#0d9488') await page.waitForTimeout(50);
    }
    expect(background).to.equal('#0d9488');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').to.equal(true);

    await page.getByRole('button', { name: 'Save design' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect((await adminJson<SiteSettings>(suite.server, '/api/admin/settings')).body.design.accentColor).to.equal('#0d9488');
    // The admin wears it at once, with no reload.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-accent').trim())).to.equal('#0d9488');

    const home = await suite.visit('/', phone);
    expect(await home.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-accent').trim())).to.equal('#0d9488');
    expect([...problems, ...home.problems]).to.deep.equal([]);
  });
});
