// An import's check page on a phone when the file brings many warnings: repeated ones are one
// line with a count, losses come first, and they take less than half a phone's screen.
import { expect } from 'chai';
import { browserSuite } from '../helpers/browserSuite';
import { ghostExport } from '../helpers/importFiles';

describe('browser: an import check with many warnings at 390 px', () => {
  const suite = browserSuite();

  it('groups 60 repeated warnings into one line with a count, a loss first, in less than half a screen', async function () {
    this.timeout(90_000);
    const { page, problems } = await suite.visit('/admin/import', { width: 390, height: 844, touch: true, adminKey: true });
    await page.getByRole('heading', { name: 'Bring a file' }).waitFor();
    const published = new Date(Date.now() - 86_400_000).toISOString();
    const posts = Array.from({ length: 60 }, (_, i) => ({ id: `p${i}`, title: `Old post ${i}`, slug: `old-post-${i}`, html: '<p>Text.</p>', status: 'published' as const, published_at: published, tags: ['Uncategorized'] }));
    const embed = { id: 'e1', title: 'With a frame', slug: 'with-a-frame', html: '<p>See:</p><iframe src="https://player.example/v/1"></iframe>', status: 'published' as const, published_at: published, tags: ['Uncategorized'] };
    await page.getByLabel('Export file').setInputFiles({ name: 'many.ghost.json', mimeType: 'application/json', buffer: Buffer.from(ghostExport([...posts, embed])) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('Checked many.ghost.json (a Ghost export): nothing was written yet.').waitFor();

    const lines = page.locator('li[data-loss]');
    expect(await lines.count(), 'one line per distinct message').to.be.at.most(3);
    expect(await lines.first().getAttribute('data-loss'), 'what would be lost comes first').to.equal('true');
    await page.getByText('61 items', { exact: true }).waitFor();
    const listHeight = await lines.first().locator('xpath=..').evaluate((list) => list.getBoundingClientRect().height);
    expect(listHeight, 'the warnings at 390 px: less than one screen').to.be.below(844 / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    expect(problems).to.deep.equal([]);
  });
});
