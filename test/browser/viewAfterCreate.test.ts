// After a create, the owner can see what was made (#47: "Create Page" stayed on the form with no
// "View page"). A new page opens its edit screen, which links to the page's public address; a new
// post keeps the spec's create form (cleared fields, the spec's message) and its alert links to
// the post; a draft has no public page, so no link.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { browserSuite } from '../helpers/browserSuite';

const phone = { width: 390, touch: true, adminKey: true } as const;

async function write(page: Page, title: string, text: string) {
  await page.getByLabel('Title *', { exact: true }).fill(title);
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type(text);
  await body.getByText(text).waitFor();
}

describe('browser: what a create leads to', function () {
  this.timeout(90_000);
  const suite = browserSuite({ seed: false });

  it('opens a new page’s edit screen, whose View page link leads to the published page', async () => {
    const { page, problems } = await suite.visit('/admin/pages/new', phone);
    await write(page, 'Work With Me', 'Talks, workshops and advice.');
    await page.getByRole('button', { name: 'Create Page', exact: true }).click();
    await page.waitForURL(/\/admin\/pages\/edit\/\d+$/);
    const view = page.getByRole('link', { name: 'View page' });
    await view.waitFor();
    expect(await view.getAttribute('href')).to.equal('/work-with-me');
    expect(await page.getByLabel('Title *', { exact: true }).inputValue(), 'the page just made, open for editing').to.equal('Work With Me');

    await view.click();
    await page.waitForURL(`${suite.server.url}/work-with-me`);
    await page.getByRole('heading', { level: 1, name: 'Work With Me' }).waitFor();
    expect(await page.getByText('Talks, workshops and advice.').isVisible()).to.equal(true);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('keeps a draft page’s edit screen without a View page link', async () => {
    const { page, problems } = await suite.visit('/admin/pages/new', phone);
    await write(page, 'Not Yet', 'Still thinking.');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await page.waitForURL(/\/admin\/pages\/edit\/\d+$/);
    await page.getByText('Draft', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'View page' }).count()).to.equal(0);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('clears a new post’s form as the spec says, a link to the post after its alert, and the post’s edit screen links there too', async () => {
    const { page, problems } = await suite.visit('/admin/blog/new', phone);
    await write(page, 'Seen At Once', 'A post to look at straight away.');
    await page.getByRole('button', { name: 'Create Blog Post', exact: true }).click();
    const view = page.getByRole('link', { name: 'View post' });
    await view.waitFor();
    expect(await view.getAttribute('href')).to.equal('/blog/seen-at-once');
    expect(await view.evaluate((link) => link.closest('[role="status"]')), 'the link is outside the alert').to.equal(null);
    expect(await page.getByRole('status').filter({ hasText: 'created' }).textContent(), 'the alert says the spec’s message alone').to.equal(
      'Blog post created successfully! You can view it on the Blog page.',
    );
    expect(await page.getByLabel('Title *', { exact: true }).inputValue(), 'the spec’s create form clears').to.equal('');

    const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'seen-at-once' });
    await page.goto(`${suite.server.url}/admin/blog/edit/${post.id}`);
    const onEdit = page.getByRole('link', { name: 'View post' });
    await onEdit.waitFor();
    expect(await onEdit.getAttribute('href')).to.equal('/blog/seen-at-once');
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
