// Math typed in the writing editor (#47), in Chromium at 390 px: `$…$` closes into an inline
// formula, Backspace opens it back into its TeX, `$$` then Enter opens a display formula and a
// closing `$$` line then Enter leaves it, `$$…$$` typed alone on a line is one too; prices keep
// their dollars. What is saved is the markdown the article pipeline reads as math (`$…$`,
// `$$…$$`), byte for byte, and it renders as MathML.
import { expect } from 'chai';
import { BlogPost } from '../../entities';
import { renderMarkdown } from '../../views/lib/article/renderMarkdown';
import { browserSuite } from '../helpers/browserSuite';
import { body, button, sourceOf } from '../helpers/writingEditor';

const TYPED = 'Area $\\pi r^2$ grows.\n\n$$\n\\int_0^1 x^2\\,dx\n$$\n\nIt costs \\$5 and \\$10.\n\n$$\na^2+b^2=c^2\n$$\n\nDone.\n';

describe('browser: math typed in the writing editor', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('makes $…$ an inline formula and $$ + Enter a display one, and saves them as the markdown typed', async () => {
    const { page, problems } = await suite.visit('/admin/blog/new', { adminKey: true, width: 390, touch: true });
    await page.getByLabel('Title *', { exact: true }).fill('Circles');
    await body(page).click();
    await page.keyboard.type('Area $\\pi r$');
    const inline = body(page).locator('[data-math-inline]');
    await inline.waitFor();
    expect(await inline.getAttribute('data-math-inline')).to.equal('\\pi r');
    // Backspace opens the formula back into its source; a closing dollar makes it a formula again.
    await page.keyboard.press('Backspace');
    await body(page).getByText('Area $\\pi r', { exact: true }).waitFor();
    await page.keyboard.type('^2$ grows.');
    await inline.waitFor();
    expect(await inline.getAttribute('data-math-inline')).to.equal('\\pi r^2');

    await page.keyboard.press('Enter');
    await page.keyboard.type('$$');
    await page.keyboard.press('Enter');
    const display = body(page).locator('pre[data-math-display]');
    await display.waitFor();
    await page.keyboard.type('\\int_0^1 x^2\\,dx');
    await page.keyboard.press('Enter');
    await page.keyboard.type('$$');
    await page.keyboard.press('Enter');
    await page.keyboard.type('It costs $5 and $10.');
    await body(page).getByText('It costs $5 and $10.').waitFor();
    // A formula typed whole on its own line is a display formula, and the writing goes on below it.
    await page.keyboard.press('Enter');
    await page.keyboard.type('$$a^2+b^2=c^2$$');
    await display.nth(1).waitFor();
    await page.keyboard.type('Done.');
    expect(await display.allInnerTexts()).to.deep.equal(['\\int_0^1 x^2\\,dx', 'a^2+b^2=c^2']);
    expect(await inline.count(), 'prices are no formula').to.equal(1);

    expect(await sourceOf(page)).to.equal(TYPED);
    await button(page, 'Save draft').click();
    const posts = suite.server.db.getRepository(BlogPost);
    for (let tries = 0; tries < 100 && !(await posts.existsBy({ title: 'Circles' })); tries++) await page.waitForTimeout(100);
    expect((await posts.findOneByOrFail({ title: 'Circles' })).markdown).to.equal(TYPED);
    const html = await renderMarkdown(TYPED);
    expect(html.match(/<math\b/g), 'three formulas, rendered').to.have.length(3);
    expect(html).to.include('It costs $5 and $10.');
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
