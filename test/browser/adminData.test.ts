// Admin pages in Chromium: subscribers and their CSV export, legacy moderation, messages, and
// the whole-site backup downloaded on a phone, and a Ghost blog imported on one.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { BlogPost, ContactMessage, LegacySubmission, NewsletterSubscriber } from '../../entities';
import { openDatabase } from '../../src/db';
import { restoreBackup } from '../../src/services/transfer/restoreBackup';
import { mysqlUrl, openTestDatabase } from '../helpers/testDatabase';
import { browserSuite } from '../helpers/browserSuite';
import { ghostExport } from '../helpers/importFiles';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

describe('browser: admin subscribers, moderation and messages', () => {
  const suite = browserSuite();
  before(async () => {
    await suite.server.db.getRepository(NewsletterSubscriber).insert([
      { email: 'ada@example.com', subscribedAt: new Date('2026-03-14T12:00:00Z'), isActive: true, confirmedAt: new Date('2026-03-14T12:00:00Z') },
      // Confirmed once, since deactivated: the owner may reactivate him (never an address its owner did not confirm).
      { email: 'bob@example.com', subscribedAt: new Date('2026-01-02T12:00:00Z'), isActive: false, confirmedAt: new Date('2026-01-02T12:00:00Z') },
    ]);
  });

  const openWithGate = async (path: string, gateTitle: string) => {
    const watched = await suite.visit(path);
    await watched.page.getByRole('heading', { name: gateTitle }).waitFor();
    await watched.page.getByLabel('Admin secret key', { exact: true }).fill(TEST_ADMIN_SECRET);
    await watched.page.getByRole('button', { name: 'Continue' }).click();
    return watched;
  };

  it('lists subscribers with counts and exports the CSV file', async () => {
    const { page, problems } = await openWithGate('/admin/subscribers', 'Access Subscribers');
    const table = page.getByRole('table');
    await table.waitFor();
    // The spec's three columns, then the owner's actions (#14) in a fourth.
    expect(await table.getByRole('columnheader').allTextContents()).to.deep.equal(['Email', 'Subscribed', 'Status', 'Actions']);
    expect((await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).slice(0, 3)).to.deep.equal(['ada@example.com', 'Mar 14, 2026', 'Active']);
    expect((await table.getByRole('row').nth(2).getByRole('cell').allTextContents()).slice(0, 3)).to.deep.equal(['bob@example.com', 'Jan 2, 2026', 'Inactive']);
    expect(await table.getByRole('row').nth(1).getByRole('button', { name: 'Deactivate ada@example.com' }).isVisible()).to.equal(true);
    expect(await table.getByRole('row').nth(2).getByRole('button', { name: 'Reactivate bob@example.com' }).isVisible()).to.equal(true);
    expect(await page.getByText('Total subscribers').locator('xpath=..').textContent()).to.equal('Total subscribers2');
    expect(await page.getByText('Active', { exact: true }).first().locator('xpath=..').textContent()).to.equal('Active1');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).to.equal(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).to.equal('Email,Subscribed At,Status\r\nada@example.com,2026-03-14T12:00:00.000Z,Active\r\nbob@example.com,2026-01-02T12:00:00.000Z,Inactive\r\n');
    await page.getByText('Subscriber list has been downloaded').waitFor();
    expect(await page.getByText('Export successful').isVisible()).to.equal(true);
    expect(problems).to.deep.equal([]);
  });

  it('shows the export failure toast when the export is refused', async () => {
    const { page } = await openWithGate('/admin/subscribers', 'Access Subscribers');
    await page.getByRole('table').waitFor();
    await page.route('**/api/admin/subscribers/export', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}', contentType: 'application/json' }));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText('Could not export subscribers').waitFor();
    expect(await page.getByText('Export failed').isVisible()).to.equal(true);
  });

  it('approves a pending legacy statement, which then appears on /legacy', async () => {
    await suite.server.db.getRepository(LegacySubmission).insert({
      statement: 'swim across the bay at dawn', authorName: 'Priya', location: 'Goa', submittedAt: new Date(), hearts: 0, status: 'pending',
    });
    const { page, problems } = await openWithGate('/admin/legacy', 'Access Legacy Moderation');
    const statement = page.getByText('Before I die, I want to swim across the bay at dawn');
    await statement.waitFor();
    await page.getByRole('button', { name: 'Approve statement by Priya' }).click();
    await page.getByText('Statement approved').waitFor();
    await statement.waitFor({ state: 'detached' });
    expect((await suite.server.db.getRepository(LegacySubmission).findOneByOrFail({ statement: 'swim across the bay at dawn' })).status).to.equal('approved');

    await page.getByRole('button', { name: 'Approved' }).click();
    await page.getByText('Before I die, I want to swim across the bay at dawn').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Legacy Wall' }).click();
    await page.getByText('swim across the bay at dawn').first().waitFor();
    expect(problems).to.deep.equal([]);
  });

  it('lists contact messages newest first', async () => {
    await suite.server.db.getRepository(ContactMessage).insert([
      { name: 'Early Bird', email: 'early@example.com', subject: 'First hello', message: 'Line one\nLine two', createdAt: new Date('2026-01-01T08:00:00Z') },
      { name: 'Late Owl', email: 'late@example.com', subject: 'Speaking request', message: 'Could you speak?', createdAt: new Date('2026-02-01T08:00:00Z') },
    ]);
    const { page, problems } = await openWithGate('/admin/messages', 'Access Contact Messages');
    await page.getByRole('heading', { name: 'Speaking request' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).to.deep.equal(['Speaking request', 'First hello']);
    expect(await page.getByRole('link', { name: 'late@example.com' }).getAttribute('href')).to.match(/^mailto:late@example\.com/);
    expect(problems).to.deep.equal([]);
  });

  it('downloads a whole-site backup from the Site group on a phone, a file that restores into an empty site', async function () {
    this.timeout(60_000);
    const { page, problems } = await suite.visit('/admin', { width: 390 });
    await page.getByLabel('Admin secret key', { exact: true }).fill(TEST_ADMIN_SECRET);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Download a backup' }).click();
    await page.getByRole('heading', { name: 'A backup holds' }).waitFor();
    const posts = await suite.server.db.getRepository(BlogPost).count();
    expect(await page.locator('dt', { hasText: /^Blog posts$/ }).locator('xpath=..').textContent()).to.equal(`Blog posts${posts}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[download]').click()]);
    expect(download.suggestedFilename()).to.equal(`site-backup-${new Date().toISOString().slice(0, 10)}.zip`);
    const file = await download.path();
    const empty = await (mysqlUrl ? openDatabase({ sqlitePath: ':memory:' }) : openTestDatabase());
    try {
      const restored = await restoreBackup(empty, file);
      expect(restored.tables.blog_posts).to.equal(posts);
      expect(await empty.getRepository(BlogPost).count()).to.equal(posts);
    } finally {
      await empty.destroy();
    }
    expect(problems).to.deep.equal([]);
  });

  it('moves a Ghost blog in on a phone: checks the file first, then imports it and shows the report', async function () {
    this.timeout(60_000);
    const { page, problems } = await suite.visit('/admin', { width: 390 });
    await page.getByLabel('Admin secret key', { exact: true }).fill(TEST_ADMIN_SECRET);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Bring a file' }).waitFor();
    const published = new Date(Date.now() - 86_400_000).toISOString();
    const file = ghostExport([
      { id: 'b1', title: 'Moved from Ghost', slug: 'moved-from-ghost', html: '<p>Hello from the old blog.</p>', status: 'published', published_at: published, tags: ['AI & Society'] },
      { id: 'b2', title: 'A Ghost draft', slug: 'a-ghost-draft', html: '<p>Soon.</p>', status: 'draft', published_at: null },
    ]);
    await page.getByLabel('Export file').setInputFiles({ name: 'my-blog.ghost.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).to.equal(true);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('Checked my-blog.ghost.json (a Ghost export): nothing was written yet.').waitFor();
    expect(await page.locator('dt', { hasText: 'Would create' }).locator('xpath=..').textContent()).to.equal('Would create2');
    // Each kind counted apart (issue 39): posts are not readers, nor pages posts.
    expect(await page.getByRole('list', { name: 'Counts by kind' }).textContent()).to.equal('Posts: 2 would be created, 0 would be updated, 0 would be skipped');
    expect(await suite.server.db.getRepository(BlogPost).countBy({ slug: 'moved-from-ghost' })).to.equal(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported my-blog.ghost.json (a Ghost export).').waitFor();
    expect(await page.locator('dt', { hasText: /^Created$/ }).locator('xpath=..').textContent()).to.equal('Created2');
    await page.getByRole('heading', { name: 'Recent imports' }).waitFor();
    expect(await suite.server.db.getRepository(BlogPost).countBy({ slug: 'moved-from-ghost' })).to.equal(1);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    await page.goto(`${suite.server.url}/moved-from-ghost/`);
    await page.getByRole('heading', { name: 'Moved from Ghost', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/blog/moved-from-ghost');
    expect(problems).to.deep.equal([]);
  });
});
