// Admin pages in Chromium: the key gate, creating and editing posts and essays, markdown upload.
import { siteContent } from '../helpers/defaultContent';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost, Essay } from '../../entities';
import { browserSuite } from '../helpers/browserSuite';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

/** Chromium logs every refused request; those are the behaviour under test, not faults. */
const realProblems = (problems: string[]) => problems.filter((p) => !/status of (401|404)/.test(p));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('browser: admin posts and essays', () => {
  const suite = browserSuite();

  it('gate -> wrong key message -> right key -> list, and the key carries to the other admin pages', async () => {
    const { page, problems, apiRequests } = await suite.visit('/admin/blog');
    expect(apiRequests, 'nothing loads before a key is entered').to.deep.equal([]);
    await field(page, 'Admin secret key').fill('not-the-key');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Failed to load blog posts. Please check your admin secret key.').waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isVisible(), 'the gate asks again').to.equal(true);

    await field(page, 'Admin secret key').fill(TEST_ADMIN_SECRET);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Create New Post' }).waitFor();
    expect(await page.getByRole('heading', { name: 'The Quiet Automation of Judgment' }).isVisible()).to.equal(true);
    expect(page.url()).not.to.include(TEST_ADMIN_SECRET);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Essays' }).click();
    await page.getByText(/^\d+ essays?$/).waitFor();
    expect(await page.getByRole('link', { name: 'Create New Essay' }).isVisible()).to.equal(true);
    expect(apiRequests.every((url) => !url.includes(TEST_ADMIN_SECRET))).to.equal(true);

    await page.getByRole('button', { name: 'Forget key' }).click();
    await page.getByRole('heading', { name: 'Access Essay Management' }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('admin-secret'))).to.equal(null);
    expect(await page.getByRole('link', { name: 'Create New Essay' }).count()).to.equal(0);
    expect(realProblems(problems)).to.deep.equal([]);
  });

  it('creates a post: validation messages, slug preview, success, cleared fields, and the post on /blog', async () => {
    const { page, problems } = await suite.visit('/admin/blog/new');
    const create = page.getByRole('button', { name: 'Create Blog Post' });
    await create.click();
    await page.getByText('Please enter your admin secret key').waitFor();
    await field(page, 'Admin secret key *').fill(TEST_ADMIN_SECRET);
    await create.click();
    await page.getByText('Please fill in all required fields (Title, Content, Category)').waitFor();

    await field(page, 'Title *').fill('Curiosity Is a Muscle!');
    expect(await page.getByText('/blog/curiosity-is-a-muscle').isVisible()).to.equal(true);
    // A new post opens in the writing editor (markdown); this one is written in HTML.
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await field(page, 'Content (HTML) *').fill('<p>Train it daily with questions.</p>');
    await field(page, 'Category *').selectOption('brain-and-learning');
    await field(page, 'Tags').fill('curiosity, learning');
    await create.click();
    await page.getByText('Blog post created successfully! You can view it on the Blog page.').first().waitFor(); // the form's alert, and the toast
    expect(await field(page, 'Title *').inputValue()).to.equal('');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.waitFor();
    expect((await body.textContent())?.trim(), 'the cleared form opens in the writing editor again').to.equal('');

    const saved = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'curiosity-is-a-muscle' });
    expect(saved).to.include({ category: 'brain-and-learning', excerpt: 'Train it daily with questions.', readTime: 1 });
    expect(saved.tags).to.deep.equal(['curiosity', 'learning']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Curiosity Is a Muscle!' }).waitFor();
    expect(realProblems(problems)).to.deep.equal([]);
  });

  it('edits a post behind its Continue gate, keeps publishedAt, and returns to the list after 1.5 s', async () => {
    const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const { page, problems } = await suite.visit(`/admin/blog/edit/${post.id}`);
    await field(page, 'Admin secret key').fill(TEST_ADMIN_SECRET);
    await page.getByRole('button', { name: 'Continue' }).click();
    const title = field(page, 'Title *');
    await title.waitFor();
    expect(await title.inputValue()).to.equal(post.title);
    expect(await page.getByText(`/blog/${post.slug}`).isVisible(), 'an unchanged title keeps its slug').to.equal(true);

    await title.fill('Forgetting Is a Feature, Revisited');
    expect(await page.getByText('/blog/forgetting-is-a-feature-revisited').first().isVisible()).to.equal(true);
    // A published post: the form says its address changes and the old one will redirect.
    expect(await page.getByText('The address will change to /blog/forgetting-is-a-feature-revisited').isVisible()).to.equal(true);
    await field(page, 'Content (HTML) *').fill(`<p>${'word '.repeat(450)}</p>`);
    expect(await page.getByText('Estimated reading time: 3 min').isVisible()).to.equal(true);
    await field(page, 'Reading time in minutes (optional)').fill('');
    await page.getByRole('button', { name: 'Update Blog Post' }).click();
    await page.getByText('Blog post updated successfully!').first().waitFor(); // the form's alert, and the toast
    const shownAt = Date.now();
    expect(new URL(page.url()).pathname).to.equal(`/admin/blog/edit/${post.id}`);
    await page.waitForURL(`${suite.server.url}/admin/blog`);
    expect(Date.now() - shownAt, "the spec's 1.5 s return, counted from when the test saw the message").to.be.within(900, 4000);
    await page.getByRole('heading', { name: 'Forgetting Is a Feature, Revisited' }).waitFor();

    const saved = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ id: post.id });
    expect(saved).to.include({ slug: 'forgetting-is-a-feature-revisited', readTime: 3 });
    expect(saved.publishedAt!.toISOString()).to.equal(post.publishedAt!.toISOString());
    expect(realProblems(problems)).to.deep.equal([]);
  });

  it('shows the not-found message for a missing post', async () => {
    const { page } = await suite.tab({ adminKey: true });
    await page.goto(`${suite.server.url}/admin/blog/edit/999999`);
    await page.getByText('Blog post not found or invalid admin secret.').waitFor();
  });

  it('fills an essay from an uploaded .md file, refuses other files, and publishes it', async () => {
    const { page, problems } = await suite.visit('/admin/ai-islam/new', { adminKey: true });
    const upload = page.getByLabel('Upload markdown file');

    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('# Nope') });
    await page.getByText('Please upload a .md (markdown) file').waitFor();

    const markdown = '# Trust and the Machine\n\nAn *opening* paragraph about **amanah** and the people who build systems.\n\n## Why it matters\n\n- one\n- two\n';
    await upload.setInputFiles({ name: 'Essay.MD', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await page.getByText('Markdown file loaded successfully!').waitFor();
    expect(await page.getByText('Title: Trust and the Machine').isVisible()).to.equal(true);
    expect(await field(page, 'Title *').inputValue()).to.equal('Trust and the Machine');
    const body = await field(page, 'Body HTML *').inputValue();
    expect(body).to.include('<p>An <em>opening</em> paragraph about <strong>amanah</strong>');
    expect(body).to.include('<h2>Why it matters</h2>');
    expect(body).not.to.include('Trust and the Machine');
    expect(await field(page, 'Excerpt (optional)').inputValue()).to.equal('An opening paragraph about amanah and the people who build systems. Why it matters one two');
    expect(await field(page, 'Reading time (optional)').inputValue()).to.equal('1 min read');
    expect(await page.getByText('/ai-islam/trust-and-the-machine').isVisible()).to.equal(true);
    expect(await field(page, 'Authors').inputValue()).to.equal(siteContent.essayAuthors);

    await field(page, 'Authors').fill('Someone Else');
    await page.getByRole('button', { name: 'Publish Essay' }).click();
    await page.getByText('Essay created successfully! You can view it on the A.I. & Islam page.').first().waitFor(); // the form's alert, and the toast
    expect(await field(page, 'Title *').inputValue()).to.equal('');
    expect(await field(page, 'Authors').inputValue(), 'authors reset to the default').to.equal(siteContent.essayAuthors);
    const saved = await suite.server.db.getRepository(Essay).findOneByOrFail({ slug: 'trust-and-the-machine' });
    expect(saved).to.include({ authors: 'Someone Else', readingTime: '1 min read' });
    expect(realProblems(problems)).to.deep.equal([]);
  });

  it('edits an essay and returns to the essay list after 1.5 s', async () => {
    const essay = await suite.server.db.getRepository(Essay).findOneByOrFail({ slug: 'trust-and-the-machine' });
    const { page, problems } = await suite.tab({ adminKey: true });
    await page.goto(`${suite.server.url}/admin/ai-islam/edit/${essay.id}`);
    const authors = field(page, 'Authors');
    await authors.waitFor();
    await authors.fill('Noor');
    await page.getByRole('button', { name: 'Update Essay' }).click();
    await page.getByText('Essay updated successfully!').first().waitFor(); // the form's alert, and the toast
    await page.waitForURL(`${suite.server.url}/admin/ai-islam`);
    await page.getByRole('heading', { name: 'Trust and the Machine' }).waitFor();
    expect((await suite.server.db.getRepository(Essay).findOneByOrFail({ id: essay.id })).authors).to.equal('Noor');
    expect(realProblems(problems)).to.deep.equal([]);
  });

  it('stays on the edit page when the owner chooses Keep editing after an update, and says each save in a toast', async () => {
    const essay = await suite.server.db.getRepository(Essay).findOneByOrFail({ slug: 'trust-and-the-machine' });
    const { page, problems } = await suite.tab({ adminKey: true });
    await page.goto(`${suite.server.url}/admin/ai-islam/edit/${essay.id}`);
    const authors = field(page, 'Authors');
    await authors.waitFor();
    await authors.fill('Noor and Sami');
    await page.getByRole('button', { name: 'Update Essay' }).click();
    await page.getByTestId('toast-region').getByText('Essay updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname, 'still on the edit page after the 1.5 s').to.equal(`/admin/ai-islam/edit/${essay.id}`);
    expect(await authors.isEnabled(), 'the form can be edited again').to.equal(true);
    expect(realProblems(problems)).to.deep.equal([]);
  });
});
