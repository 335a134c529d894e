// An import's check page on a phone when the file brings many warnings: repeated ones are one
// line with a count, losses come first, and they take less than a phone's screen; the old
// site's categories can be filed where the owner chooses.
import { expect } from 'chai';
import { Like } from 'typeorm';
import { BlogPost } from '../../entities';
import { browserSuite } from '../helpers/browserSuite';
import { ghostExport } from '../helpers/importFiles';

describe('browser: an import check with many warnings at 390 px', () => {
  const suite = browserSuite();

  it('groups 60 repeated warnings into one line with a count, a loss first, in less than a screen', async function () {
    this.timeout(90_000);
    const { page, problems } = await suite.visit('/admin/import', { width: 390, height: 844, touch: true, adminKey: true });
    await page.getByRole('heading', { name: 'Bring a file' }).waitFor();
    const published = new Date(Date.now() - 86_400_000).toISOString();
    const posts = Array.from({ length: 60 }, (_, i) => ({ id: `p${i}`, title: `Old post ${i}`, slug: `old-post-${i}`, html: '<p>Text.</p>', status: 'published' as const, published_at: published, tags: ['Uncategorized'] }));
    const embed = { id: 'e1', title: 'With a script', slug: 'with-a-script', html: '<p>See:</p><script>alert(1)</script>', status: 'published' as const, published_at: published, tags: ['Uncategorized'] };
    await page.getByLabel('Export file').setInputFiles({ name: 'many.ghost.json', mimeType: 'application/json', buffer: Buffer.from(ghostExport([...posts, embed])) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('Checked many.ghost.json (a Ghost export): nothing was written yet.').waitFor();

    const lines = page.locator('li[data-loss]');
    expect(await lines.count(), 'one line per distinct message').to.equal(4);
    expect(await lines.first().getAttribute('data-loss'), 'what would be lost comes first').to.equal('true');
    await page.getByText('61 items', { exact: true }).waitFor();
    const listHeight = await lines.first().locator('xpath=..').evaluate((list) => list.getBoundingClientRect().height);
    expect(listHeight, 'the warnings at 390 px: less than one screen').to.be.below(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);

    // The owner files the old site's "Uncategorized" under one of theirs, and imports.
    await page.getByLabel('Uncategorized (61 posts)').selectOption({ label: 'Legacy Reflections' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported many.ghost.json (a Ghost export).').waitFor();
    const filed = await suite.server.db.getRepository(BlogPost).find({ select: { category: true }, where: { slug: Like('old-post-%') } });
    expect(filed).to.have.length(60);
    expect(new Set(filed.map((post) => post.category))).to.deep.equal(new Set(['legacy-reflections']));
    expect(problems).to.deep.equal([]);
  });
});
