// What the admin forms say when a save fails: the server's own words when it gave some, the
// spec's fallback when the answer carried none (a proxy's error page), and 'Network error: …'
// when no answer came at all.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { browserSuite } from '../helpers/browserSuite';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const alertText = async (page: Page) => (await page.getByRole('alert').textContent())?.trim();
const PROXY_ERROR_PAGE = { status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };

describe('browser: admin save failures', () => {
  const suite = browserSuite();

  it('seeding: the fallback for an answer without the server’s words, the server’s words, and a network error', async () => {
    const { page } = await suite.visit('/admin/seed');
    await field(page, 'Admin secret key *').fill(TEST_ADMIN_SECRET);
    const seed = page.getByRole('button', { name: 'Seed Database' });

    await page.route('**/api/admin/seed', (route) => route.fulfill(PROXY_ERROR_PAGE));
    await seed.click();
    await page.getByRole('alert').waitFor();
    expect(await alertText(page)).to.equal('Failed to seed database');

    await page.unroute('**/api/admin/seed');
    await page.route('**/api/admin/seed', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"The database is busy. Try again shortly."}' }));
    await seed.click();
    await page.getByText('The database is busy. Try again shortly.').waitFor();

    await page.unroute('**/api/admin/seed');
    await page.route('**/api/admin/seed', (route) => route.abort('internetdisconnected'));
    await seed.click();
    await page.getByText(/^Network error: /).waitFor();
  });

  it('creating a post: the server’s 409 for a slug in use, and the fallback for a proxy’s error page', async () => {
    const existing = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const { page } = await suite.visit('/admin/blog/new', { adminKey: true });
    await field(page, 'Title *').fill(existing.title);
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await field(page, 'Content (HTML) *').fill('<p>A second post under a title already in use.</p>');
    await field(page, 'Category *').selectOption(existing.category);
    const create = page.getByRole('button', { name: 'Create Blog Post' });

    await create.click();
    await page.getByRole('alert').waitFor();
    expect(await alertText(page)).to.equal(`A blog post with the slug "${existing.slug}" already exists. Choose another slug or title.`);
    expect(await field(page, 'Title *').inputValue(), 'a failed create keeps the fields').to.equal(existing.title);

    await page.route('**/api/admin/blog', (route) => route.fulfill(PROXY_ERROR_PAGE));
    await create.click();
    await page.getByText('Failed to create blog post').waitFor();
    expect(await suite.server.db.getRepository(BlogPost).countBy({ title: existing.title })).to.equal(1);
  });

  it('updating a post: “Failed to update blog post: ” and the server’s reason', async () => {
    const [first, second] = await suite.server.db.getRepository(BlogPost).find({ order: { id: 'ASC' }, take: 2 });
    const { page } = await suite.visit(`/admin/blog/edit/${first.id}`, { adminKey: true });
    const title = field(page, 'Title *');
    await title.waitFor();
    await title.fill(second.title);
    await page.getByRole('button', { name: 'Update Blog Post' }).click();
    await page.getByText(`Failed to update blog post: A blog post with the slug "${second.slug}" already exists. Choose another slug or title.`).waitFor();
    expect((await suite.server.db.getRepository(BlogPost).findOneByOrFail({ id: first.id })).title).to.equal(first.title);
  });
});
