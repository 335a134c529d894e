// Signed in once, the forms that ask for the admin key themselves (a new post, essay or page, and
// the seed page) ask no more (#47): the field is not there, and the form sends the tab's key.
import { expect } from 'chai';
import { BlogPost } from '../../entities';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: the admin key, asked once', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows no key field on the create forms and the seed page once signed in, and creates a post with the tab\'s key', async () => {
    const { page, problems } = await suite.tab({ width: 390, adminKey: true });
    for (const path of ['/admin/blog/new', '/admin/ai-islam/new', '/admin/pages/new', '/admin/seed']) {
      await page.goto(suite.server.url + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByLabel('Admin secret key *', { exact: true }).count(), path).to.equal(0);
    }
    await page.goto(`${suite.server.url}/admin/blog/new`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('Title *', { exact: true }).fill('Asked once');
    await page.getByLabel('Content (HTML) *', { exact: true }).fill('<p>Signed in.</p>');
    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    for (let tries = 0; tries < 50 && !(await suite.server.db.getRepository(BlogPost).existsBy({ title: 'Asked once' })); tries++) await page.waitForTimeout(100);
    expect(await suite.server.db.getRepository(BlogPost).existsBy({ title: 'Asked once' })).to.equal(true);
    expect(problems).to.deep.equal([]);
  });

  it('still asks a tab that has no key', async () => {
    const { page } = await suite.visit('/admin/blog/new', { width: 390 });
    expect(await page.getByLabel('Admin secret key *', { exact: true }).count()).to.equal(1);
  });
});
