// Tooltips on icon buttons: shown 700 ms after the pointer rests on the button (or keyboard
// focus reaches it); the next one opens at once within 300 ms of one closing; Escape hides them.
import { expect } from 'chai';
import type { Locator } from 'playwright-core';
import { browserSuite } from '../helpers/browserSuite';

const tooltipShown = (button: Locator) => button.evaluate((element) => getComputedStyle(element, '::after').visibility === 'visible');
const tooltipText = (button: Locator) => button.evaluate((element) => getComputedStyle(element, '::after').content);
/** Where the shown tooltip lies, in viewport pixels, and where its control does. */
const tooltipBox = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    const at = element.getBoundingClientRect();
    const width = parseFloat(style.width);
    const left = at.left + element.clientLeft + parseFloat(style.left) - (style.transform === 'none' ? 0 : width / 2);
    const top = at.top + element.clientTop + parseFloat(style.top);
    return { tooltip: { left, right: left + width, top, bottom: top + parseFloat(style.height) }, control: at.toJSON() as DOMRect, viewportWidth: innerWidth };
  });

// Where the outcome only has to come within CSS's own timing (the 700 ms delay, the 100 ms
// fade-out), wait for it rather than guess how long a loaded machine takes to paint it.
async function waitForTooltip(button: Locator, shown: boolean, what: string) {
  const deadline = Date.now() + 3_000;
  while ((await tooltipShown(button)) !== shown) {
    if (Date.now() > deadline) throw new Error(`${what}: the tooltip never became ${shown ? 'visible' : 'hidden'}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('browser: tooltips', () => {
  const suite = browserSuite();

  it('opens after 700 ms of hover, at once on the next button within 300 ms, and closes on Escape', async () => {
    const { page, problems } = await suite.visit('/');
    const theme = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
    const refresh = page.getByRole('button', { name: 'New brain teaser' });
    expect(await tooltipText(theme)).to.match(/^"Switch to (dark|light) theme"$/);

    await theme.hover();
    await page.waitForTimeout(350);
    expect(await tooltipShown(theme), 'after 350 ms').to.equal(false);
    await waitForTooltip(theme, true, 'after the open delay');

    await refresh.hover(); // within the skip window: no delay
    expect(await tooltipShown(refresh), 'the next one at once').to.equal(true);
    await waitForTooltip(theme, false, 'the one left behind fades out');

    await page.keyboard.press('Escape');
    expect(await tooltipShown(refresh), 'after Escape').to.equal(false);

    await page.mouse.move(5, 400); // away, and past the skip window: the delay applies again
    await page.waitForTimeout(400);
    await theme.hover();
    await page.waitForTimeout(150);
    expect(await tooltipShown(theme), 'after the skip window').to.equal(false);
    await waitForTooltip(theme, true, 'after the skip window and the open delay');
    expect(problems).to.deep.equal([]);
  });

  it('opens for keyboard focus too', async () => {
    const { page } = await suite.visit('/');
    const theme = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
    await theme.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab'); // focus by keyboard: :focus-visible
    await waitForTooltip(theme, true, 'keyboard focus');
  });

  it('keeps the tooltips of controls at the edges of a phone-wide viewport inside it: above those at the bottom of the hero and the page', async () => {
    const { page } = await suite.visit('/', { width: 390 });
    const controls = [
      { control: page.getByRole('button', { name: 'Open menu' }), above: false },
      { control: page.getByRole('button', { name: 'Scroll to Featured Insights' }), above: true },
      { control: page.getByRole('button', { name: /(Pause|Play) background video/ }), above: true },
      { control: page.getByRole('link', { name: 'X (opens in a new tab)' }), above: true },
      { control: page.getByRole('link', { name: 'YouTube (opens in a new tab)' }), above: true },
    ];
    for (const { control, above } of controls) {
      await control.hover();
      await waitForTooltip(control, true, String(control));
      const { tooltip, control: at, viewportWidth } = await tooltipBox(control);
      const where = `${control}: ${JSON.stringify(tooltip)}`;
      if (above) expect(tooltip.bottom, where).to.be.at.most(at.top);
      else expect(tooltip.top, where).to.be.at.least(at.bottom);
      expect(tooltip.left, where).to.be.at.least(0);
      expect(tooltip.right, where).to.be.at.most(viewportWidth);
    }
    expect(await page.getByRole('link', { name: 'X (opens in a new tab)' }).getAttribute('data-tooltip'), 'the short name; the label says where it opens').to.equal('X');
  });

  it('shows no tooltip after a tap on a touch screen, where :hover sticks to the control tapped', async () => {
    const { page } = await suite.visit('/', { width: 390, touch: true });
    const refresh = page.getByRole('button', { name: 'New brain teaser' });
    await refresh.tap();
    await page.waitForTimeout(1_500);
    expect(await refresh.evaluate((element) => element.matches(':hover')), 'the tap left :hover on the button').to.equal(true);
    expect(await tooltipShown(refresh)).to.equal(false);
  });
});
