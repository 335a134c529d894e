// The writing studio in Chromium (#13), as the owner uses it: markdown with a live preview,
// drafts, publishing, scheduling, unpublishing, autosave, the preview link, revisions, delete,
// and the edit page on a phone.
import { expect } from 'chai';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const RICH_MARKDOWN = [
  '## Results',
  '',
  '| Model | Score |',
  '|---|---|',
  '| A | 0.9 |',
  '',
  'A claim worth checking.[^1] The area is $x^2$.',
  '',
  '$$',
  '\\int_0^1 x\\,dx = \\tfrac12',
  '$$',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '[^1]: The source of the claim.',
  '',
].join('\n');

/** Chromium logs every refused request; those are the behaviour under test, not faults. */
const realProblems = (problems: string[]) => problems.filter((p) => !/status of (401|404|409|410)/.test(p));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const statusBadge = (page: Page) => page.getByTestId('status-badge');

async function newDraft(suite: ReturnType<typeof browserSuite>, title: string, markdown = 'First words of the draft.') {
  const { status, body } = await adminJson(suite.server, '/api/admin/blog', { method: 'POST', body: { title, slug: '', content: '', markdown, category: 'ai-and-society', tags: [], publishedAt: null } });
  expect(status, JSON.stringify(body)).to.equal(201);
  return body.item as { id: number; slug: string; previewUrl: string };
}

describe('browser: the writing studio', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  describe('the editor (any server)', () => {
    it('previews markdown as the public article renders it, side by side on a desktop', async () => {
      const { page, problems } = await suite.visit('/admin/blog/new', { adminKey: true });
      await button(page, 'Markdown source').click();
      await field(page, 'Markdown *').fill(RICH_MARKDOWN);
      const preview = page.getByTestId('body-preview');
      // The highlighted code may arrive after the block itself on a busy machine.
      await preview.locator('pre.code-block span[class*="hl-"]').nth(3).waitFor();
      expect(await preview.locator('table th').allTextContents()).to.deep.equal(['Model', 'Score']);
      expect(await preview.locator('math').count(), 'inline and display formula as MathML').to.equal(2);
      expect(await preview.locator('math[display="block"]').count()).to.equal(1);
      expect(await preview.locator('section[data-footnotes] li').count()).to.equal(1);
      expect(await preview.locator('pre.code-block span[class*="hl-"]').count()).to.be.greaterThan(3);
      expect(await preview.locator('[style]').count(), 'no style attribute').to.equal(0);
      expect(await field(page, 'Markdown *').isVisible() && (await preview.isVisible()), 'both panes at once').to.equal(true);
      expect(await page.getByText('Estimated reading time: 1 min').isVisible()).to.equal(true);
      expect(realProblems(problems)).to.deep.equal([]);
    });

    it('previews HTML sanitised, and asks before switching a written body to markdown', async () => {
      const { page } = await suite.visit('/admin/blog/new', { adminKey: true });
      await button(page, 'HTML').click();
      await field(page, 'Content (HTML) *').fill('<h2>Hi</h2><p onclick="alert(1)">Safe <script>alert(1)</script>text</p>');
      const preview = page.getByTestId('body-preview');
      await preview.locator('h2').waitFor();
      expect(await preview.innerHTML()).not.to.match(/onclick|<script/);
      await button(page, 'Markdown').click();
      await page.getByRole('dialog', { name: 'Write in Markdown?' }).waitFor();
      await button(page, 'Cancel').click();
      expect(await field(page, 'Content (HTML) *').inputValue(), 'cancel keeps HTML mode').to.include('<h2>Hi</h2>');
    });

    it('shows Write / Preview tabs on a phone, with no sideways scroll', async () => {
      const { page } = await suite.visit('/admin/ai-islam/new', { adminKey: true, width: 390 });
      await button(page, 'Markdown source').click();
      await field(page, 'Markdown *').fill('Some *markdown* here.');
      const preview = page.getByTestId('body-preview');
      expect(await preview.isVisible(), 'the preview waits behind its tab').to.equal(false);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await preview.locator('em').waitFor();
      expect(await field(page, 'Markdown *').isVisible()).to.equal(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    });
  });

  describe('publishing (the studio API)', () => {
    it('writes rich markdown, saves a draft (not public), publishes it (public, MathML, highlighted code, no style attribute, no CSP report)', async () => {
      const { page, problems } = await suite.visit('/admin/blog/new', { adminKey: true });
      await field(page, 'Title *').fill('Measuring Minds');
      await button(page, 'Markdown source').click();
      await field(page, 'Markdown *').fill(RICH_MARKDOWN);
      await page.getByTestId('body-preview').locator('pre.code-block').waitFor();
      await button(page, 'Save draft').click();
      await page.waitForURL(/\/admin\/blog\/edit\/\d+$/);
      await statusBadge(page).getByText('Draft').waitFor();
      await button(page, 'Markdown source').click();
      expect((await field(page, 'Markdown *').inputValue()).trim(), 'the markdown comes back').to.equal(RICH_MARKDOWN.trim());

      const blog = await suite.tab();
      await blog.page.goto(`${suite.server.url}/blog`);
      await waitForHydration(blog.page);
      expect(await blog.page.getByRole('heading', { name: 'Measuring Minds' }).count(), 'a draft is not public').to.equal(0);

      await button(page, 'Publish').click();
      await statusBadge(page).getByText('Published').waitFor();

      await blog.page.goto(`${suite.server.url}/blog`);
      await blog.page.getByRole('heading', { name: 'Measuring Minds' }).waitFor();
      await blog.page.goto(`${suite.server.url}/blog/measuring-minds`);
      await waitForHydration(blog.page);
      const article = blog.page.getByTestId('article-body');
      expect(await article.locator('math').count()).to.equal(2);
      expect(await article.locator('pre.code-block span[class*="hl-"]').count()).to.be.greaterThan(3);
      expect(await article.locator('table').count()).to.equal(1);
      expect(await article.locator('[style]').count()).to.equal(0);
      expect(realProblems(blog.problems)).to.deep.equal([]);
      expect(realProblems(problems)).to.deep.equal([]);
    });

    it('schedules a minute ahead, then unpublishes', async () => {
      const draft = await newDraft(suite, 'Later Thoughts');
      const { page } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true });
      await statusBadge(page).getByText('Draft').waitFor();
      // A string, not a function: the test runner's transform would name an inner function with a helper the page lacks.
      const inAMinute: string = await page.evaluate(`(() => {
        const t = new Date(Date.now() + 2 * 60000);
        const two = [t.getMonth() + 1, t.getDate(), t.getHours(), t.getMinutes()].map((n) => String(n).padStart(2, '0'));
        return t.getFullYear() + '-' + two[0] + '-' + two[1] + 'T' + two[2] + ':' + two[3];
      })()`);
      await field(page, 'Publish at').fill(inAMinute);
      await button(page, 'Schedule').click();
      await statusBadge(page).getByText(/^Scheduled for /).waitFor();
      const saved = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ id: draft.id });
      expect(saved.publishedAt!.getTime()).to.be.greaterThan(Date.now());

      await button(page, 'Unpublish').click();
      await statusBadge(page).getByText('Draft').waitFor();
      expect((await suite.server.db.getRepository(BlogPost).findOneByOrFail({ id: draft.id })).publishedAt).to.equal(null);
    });

    it('autosaves a draft while typing, and the text survives a reload', async () => {
      const draft = await newDraft(suite, 'Autosaved Words');
      const { page } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true });
      await button(page, 'Markdown source').click();
      await field(page, 'Markdown *').fill('Typed, then the laptop died.');
      await page.getByText(/^Saved at \d\d:\d\d$/).waitFor({ timeout: 15_000 });
      await page.reload();
      await waitForHydration(page);
      await button(page, 'Markdown source').click();
      expect(await field(page, 'Markdown *').inputValue()).to.equal('Typed, then the laptop died.');
    });

    it('shows the preview link of a draft: copy, and revoke for a new one', async () => {
      const draft = await newDraft(suite, 'Shared For Review');
      const { page, context } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
      const link = field(page, 'Preview address');
      expect(await link.inputValue()).to.equal(draft.previewUrl);
      await button(page, 'Copy').click();
      await page.getByText('Link copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(draft.previewUrl);
      expect(await page.getByRole('link', { name: 'Open', exact: true }).getAttribute('href')).to.equal(draft.previewUrl);
      await button(page, 'Revoke link').click();
      await page.getByText('A new link replaces the old one, which no longer works.').waitFor();
      expect(await link.inputValue()).not.to.equal(draft.previewUrl);
    });

    it('two edits make two revisions; restoring the first brings its title back', async () => {
      const draft = await newDraft(suite, 'Version One');
      const { page } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true });
      await field(page, 'Title *').fill('Version Two');
      await button(page, 'Save draft').click();
      await page.getByText('Saved as a draft.').first().waitFor(); // the form's alert, and the toast
      await field(page, 'Title *').fill('Version Three');
      await button(page, 'Save draft').click();
      const revisions = page.getByRole('list', { name: 'Revisions, newest first' });
      // An autosave may have recorded 'Version Three' too, before the button's save.
      await revisions.getByText(/Version Three/).first().waitFor();
      // Three saves; an autosave of the draft may sit among them, and a save right after it changed nothing since.
      const rows = await revisions.getByRole('listitem').allTextContents();
      expect(rows.length).to.be.within(3, 4);
      expect(rows.some((row) => row.includes('changed: title')), rows.join(' | ')).to.equal(true);
      expect(rows.at(-1), 'the first revision says what it is').to.include('Created');
      expect(rows.filter((row) => row.includes('Autosaved') && row.includes('changed: nothing')), 'an autosave that changed nothing is not listed').to.deep.equal([]);

      const oldest = revisions.getByRole('listitem').last();
      await oldest.getByRole('button', { name: /^View/ }).click();
      await page.getByRole('dialog', { name: 'Revision' }).getByRole('heading', { name: 'Version One' }).waitFor();
      await page.getByRole('button', { name: 'Restore this revision' }).click();
      await page.getByText('This saves that version at once.').waitFor();
      await button(page, 'Restore').click();
      await page.getByText('It is saved; the item is still not public.').first().waitFor(); // the form's alert, and the toast
      await page.waitForFunction(() => (document.querySelector('input[value="Version One"]') as HTMLInputElement | null) !== null);
      expect(await field(page, 'Title *').inputValue()).to.equal('Version One');
      await revisions.getByText(/Restored/).waitFor();
    });

    it('deletes after a confirmation naming the title, then lists without it', async () => {
      const draft = await newDraft(suite, 'Short Lived');
      const { page } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true });
      await button(page, 'Delete…').click();
      const dialog = page.getByRole('dialog', { name: 'Delete “Short Lived”?' });
      await dialog.getByText('This cannot be undone.').waitFor();
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForURL(`${suite.server.url}/admin/blog`);
      await page.getByRole('link', { name: 'Create New Post' }).waitFor();
      await page.waitForTimeout(300);
      expect(missing, 'the deleted item is not fetched again').to.deep.equal([]);
      expect(await page.getByRole('heading', { name: 'Short Lived' }).count()).to.equal(0);
      expect(await suite.server.db.getRepository(BlogPost).findOneBy({ id: draft.id })).to.equal(null);
    });

    it('shows a published post\'s new address beside the old one before a title change is saved', async () => {
      const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
      const { page } = await suite.visit(`/admin/blog/edit/${post.id}`, { adminKey: true });
      await field(page, 'Title *').waitFor();
      expect(await page.getByText('The address will change to').count(), 'nothing to say before the title changes').to.equal(0);
      await field(page, 'Title *').fill('Forgetting Is a Design Choice');
      await page.getByText('The address will change to /blog/forgetting-is-a-design-choice; the old one, /blog/forgetting-is-a-feature, will redirect to it.').waitFor();
      await field(page, 'Title *').fill(post.title);
      await page.getByText('The address will change to').waitFor({ state: 'detached' });
    });

    it('fits the edit page on a 390 px phone', async () => {
      const draft = await newDraft(suite, 'Phone Sized', RICH_MARKDOWN);
      const { page } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true, width: 390 });
      await page.getByRole('textbox', { name: 'Body' }).locator('table').waitFor();
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByTestId('body-preview').locator('table').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
      await page.screenshot({ path: path.join(os.tmpdir(), 'studio-edit-390.png'), fullPage: true });
    });
  });
});
