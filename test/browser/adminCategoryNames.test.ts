// A category has one name across the admin (#47: it showed as "AI & Policy", "AI and Policy" and
// the old "AI and Society"): the categories table's label, in the post list and the post form.
import { expect } from 'chai';
import { adminJson } from '../helpers/adminClient';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: one name for a category across the admin', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows a renamed category by its new label in the post list and the post form', async () => {
    expect((await adminJson(suite.server, '/api/admin/categories/ai-and-society', { method: 'PUT', body: { label: 'AI & Policy' } })).status).to.equal(200);
    const { page, problems } = await suite.visit('/admin/blog', { width: 390, adminKey: true });
    await page.getByText('AI & Policy').first().waitFor();
    expect(await page.getByText(/AI and (Society|Policy)/).count()).to.equal(0);

    await page.goto(`${suite.server.url}/admin/blog/new`);
    const category = page.getByLabel('Category *');
    await category.locator('option', { hasText: 'AI & Policy' }).waitFor({ state: 'attached' });
    const options = (await category.locator('option').allTextContents()).map((text) => text.trim());
    expect(options).to.include('AI & Policy').and.include('The Brain & Learning');
    expect(options.some((option) => / and /.test(option))).to.equal(false);
    expect(problems).to.deep.equal([]);
  });
});
