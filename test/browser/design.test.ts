// The owner's accent in Chromium on a phone: a yellow accent keeps its buttons readable (dark
// text, by the computed colours) in both modes, and /admin/design previews an accent in light and
// dark mode with its contrast, saves it, and the site wears it on the next page.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { SiteSettings } from '../../views/api/settings';
import { contrastRatio } from '../../views/style/accentTokens';
import { adminJson } from '../helpers/adminClient';
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
