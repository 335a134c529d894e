// The dashboard, the inbox and the subscriber actions in Chromium, on a phone.
import { expect } from 'chai';
import { In } from 'typeorm';
import { BlogPost, ContactMessage, NewsletterSubscriber } from '../../entities';
import { OutboxEmail } from '../../entities/OutboxEmail';
import { browserSuite } from '../helpers/browserSuite';
import { defaultSettings } from '../../views/content/defaultSettings';

const phone = { width: 390, height: 844, touch: true, adminKey: true } as const;

describe('browser: dashboard, messages and subscribers on a phone', () => {
  const suite = browserSuite();

  before(async () => {
    const messages = suite.server.db.getRepository(ContactMessage);
    await messages.insert({ name: 'Ada', email: 'ada@example.com', subject: 'Line one', message: 'A question about your essay.', createdAt: new Date('2026-11-20T10:00:00Z'), readAt: null, archivedAt: null });
    await suite.server.db.getRepository(NewsletterSubscriber).insert({ email: 'leaving@example.com', subscribedAt: new Date('2026-11-01T10:00:00Z'), isActive: true });
    await suite.server.wroteDirectly();
  });

  it('shows what needs the owner, and every page, on the dashboard', async () => {
    const { page, problems } = await suite.visit('/admin', phone);
    const needs = page.getByRole('region', { name: 'Needs you' });
    await needs.getByRole('link', { name: /unread messages/ }).waitFor();
    expect(await needs.getByRole('link', { name: /unread messages/ }).innerText()).to.match(/^1\s+unread messages$/);
    expect(await page.getByRole('region', { name: 'Every admin page' }).getByRole('link').count()).to.equal(23);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    expect(problems).to.deep.equal([]);
  });

  it('marks a message read, archives it and finds it in the archive', async () => {
    const { page } = await suite.visit('/admin/messages', phone);
    const card = page.getByRole('listitem').filter({ hasText: 'Line one' });
    await card.getByRole('button', { name: 'Mark read “Line one”' }).click();
    await card.getByRole('button', { name: 'Mark unread “Line one”' }).waitFor();
    expect(await card.getByRole('link', { name: 'Reply “Line one”' }).getAttribute('href')).to.equal('mailto:ada@example.com?subject=Re%3A%20Line%20one');
    await card.getByRole('button', { name: 'Archive “Line one”' }).click();
    await page.getByText('No messages yet').waitFor();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('heading', { name: 'Line one' }).waitFor();
    const row = await suite.server.db.getRepository(ContactMessage).findOneByOrFail({ subject: 'Line one' });
    expect(row.readAt).to.be.an.instanceOf(Date);
    expect(row.archivedAt).to.be.an.instanceOf(Date);
  });

  it('shows every email the site would send, as its recipient sees it', async () => {
    const sent = await fetch(`${suite.server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Grace', email: 'grace@example.com', subject: 'Compilers', message: 'Shall we talk about compilers?' }) });
    expect(sent.status).to.equal(201);
    const { page, problems } = await suite.visit('/admin/emails', phone);
    await page.getByRole('button', { name: 'View “Contact: Compilers”' }).click();
    const frame = page.frameLocator('iframe[title^="The email"]');
    await frame.getByRole('heading', { name: 'Compilers' }).waitFor();
    expect(await frame.getByText('Shall we talk about compilers?').isVisible()).to.equal(true);
    expect(await page.locator('iframe').getAttribute('sandbox')).to.equal('');
    expect(problems).to.deep.equal([]);
  });

  it('shows the emails a restore held, and sends them when the owner says', async () => {
    const now = new Date();
    const held = { kind: 'newsletter', toAddress: 'held@example.com', replyTo: null, replyToName: null, subject: 'Held back', html: '<p>Hi</p>', text: 'Hi', headers: '{}', status: 'held' as const, attempts: 0, nextAttemptAt: now, createdAt: now };
    const { identifiers } = await suite.server.db.getRepository(OutboxEmail).insert(held);
    const { page, problems } = await suite.visit('/admin/emails', phone);
    const region = page.getByRole('region', { name: '1 email held by a restore' });
    await region.getByRole('button', { name: 'Send the held emails' }).click();
    await region.waitFor({ state: 'detached' });
    expect((await suite.server.db.getRepository(OutboxEmail).findOneByOrFail({ id: identifiers[0].id })).status).to.equal('queued');
    expect(problems).to.deep.equal([]);
    await suite.server.db.getRepository(OutboxEmail).delete(identifiers[0].id);
  });

  it('sends a published post: a test to the owner, then to the subscribers after a confirmation naming how many', async () => {
    await suite.server.db.getRepository(NewsletterSubscriber).insert({ email: 'confirmed@example.com', subscribedAt: new Date(), isActive: true, confirmedAt: new Date() });
    const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const { page, problems } = await suite.visit(`/admin/blog/edit/${post.id}`, phone);
    const panel = page.getByRole('region', { name: 'Send to subscribers' });
    await panel.getByRole('button', { name: /^Send a test to / }).click();
    // The suite's server has no SMTP_URL: the panel says where the mail is, not that it is on its way.
    await panel.getByRole('alert').filter({ hasText: 'Email is not going out' }).waitFor();
    await panel.getByText(`A test for ${defaultSettings.identity.email} waits in the outbox: email is not going out.`).waitFor();
    await panel.getByRole('button', { name: 'Send to subscribers…' }).click();
    const dialog = page.getByRole('dialog', { name: `Send “${post.title}” to 1 subscribers?` });
    await dialog.getByRole('button', { name: 'Send to 1' }).click();
    await panel.getByText('1 email waits in the outbox: email is not going out.').waitFor();
    await panel.getByText(/^Sent .* to 1 subscriber: 0 delivered, 1 waiting, 0 failed\.$/).waitFor();
    const emails = await suite.server.db.getRepository(OutboxEmail).find({ where: { kind: In(['newsletter', 'newsletter-test']) } });
    expect(emails.map((e) => [e.kind, e.toAddress]).sort()).to.deep.equal([['newsletter', 'confirmed@example.com'], ['newsletter-test', defaultSettings.identity.email]]);
    expect(problems).to.deep.equal([]);
  });

  it('deletes a subscriber after asking, erasing the address', async () => {
    const { page } = await suite.visit('/admin/subscribers', phone);
    await page.getByRole('button', { name: 'Delete leaving@example.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete leaving@example.com?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('cell', { name: 'leaving@example.com', exact: true }).waitFor({ state: 'detached' });
    expect(await suite.server.db.getRepository(NewsletterSubscriber).countBy({ email: 'leaving@example.com' })).to.equal(0);
  });
});
