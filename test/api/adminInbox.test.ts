import { expect } from 'chai';
import { ContactMessage, NewsletterSubscriber } from '../../entities';
import type { AdminContactMessageDto, AdminDashboardDto, AdminSubscriberDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';

describe('admin: dashboard, messages and subscribers', () => {
  let server: TestServer;
  before(async () => {
    // Subscribers here are active at once: these tests are about the admin's actions, not opt-in.
    server = await startTestServer({ env: { NEWSLETTER_DOUBLE_OPT_IN: 'false' } });
  });
  after(() => server?.close());

  const sendMessage = (subject: string) =>
    fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject, message: 'Hello there, this is a message.' }) });
  // The signup's work is done after its answer (src/lib/backgroundWork.ts): wait for it before looking.
  const subscribe = (email: string) => fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) }).then(async (response) => { await backgroundWorkSettled(); return response; });

  it('counts what needs the owner and what is on the site', async () => {
    const before = (await adminJson<AdminDashboardDto>(server, '/api/admin/dashboard')).body;
    await sendMessage('First');
    await subscribe('reader@example.com');
    const draft = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title: 'A draft', content: '<p>Draft</p>', category: 'ai-and-society', publishedAt: null } });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await adminJson(server, '/api/admin/ai-islam', { method: 'POST', body: { title: 'Later', bodyHtml: '<p>Soon</p>', authors: 'Owner', publishedAt: future } });
    expect([draft.status, scheduled.status]).to.deep.equal([201, 201]);
    const { status, body } = await adminJson<AdminDashboardDto>(server, '/api/admin/dashboard');
    expect(status).to.equal(200);
    expect(body.needs).to.deep.equal({ ...before.needs, unreadMessages: before.needs.unreadMessages + 1, drafts: before.needs.drafts + 1, scheduled: before.needs.scheduled + 1 });
    expect(body.counts).to.deep.equal({ ...before.counts, posts: before.counts.posts + 1, essays: before.counts.essays + 1, activeSubscribers: before.counts.activeSubscribers + 1 });
    const pending = await server.db.query("SELECT COUNT(*) AS n FROM legacy_submissions WHERE status = 'pending'");
    expect(body.needs.pendingStatements).to.equal(Number(pending[0].n));
    expect((await adminJson(server, '/api/admin/dashboard', { key: null })).status).to.equal(401);
  });

  it('marks a message read and unread, archives it, brings it back and deletes it', async () => {
    await sendMessage('Second');
    const inbox = (await adminJson<AdminContactMessageDto[]>(server, '/api/admin/messages')).body;
    const message = inbox.find((m) => m.subject === 'Second');
    expect(message).to.include({ read: false, archived: false });
    const id = message?.id;
    expect((await adminJson<AdminContactMessageDto>(server, `/api/admin/messages/${id}`, { method: 'PUT', body: { read: true } })).body.read).to.equal(true);
    expect((await adminJson<AdminContactMessageDto>(server, `/api/admin/messages/${id}`, { method: 'PUT', body: { read: false } })).body.read).to.equal(false);
    await adminJson(server, `/api/admin/messages/${id}`, { method: 'PUT', body: { archived: true } });
    expect((await adminJson<AdminContactMessageDto[]>(server, '/api/admin/messages')).body.some((m) => m.id === id)).to.equal(false);
    expect((await adminJson<AdminContactMessageDto[]>(server, '/api/admin/messages?archived=true')).body.map((m) => m.id)).to.include(id);
    await adminJson(server, `/api/admin/messages/${id}`, { method: 'PUT', body: { archived: false } });
    expect((await adminJson<AdminContactMessageDto[]>(server, '/api/admin/messages')).body.some((m) => m.id === id)).to.equal(true);
    expect((await adminJson(server, `/api/admin/messages/${id}`, { method: 'DELETE' })).status).to.equal(200);
    expect(await server.db.getRepository(ContactMessage).countBy({ id })).to.equal(0);
    expect((await adminJson(server, `/api/admin/messages/${id}`, { method: 'DELETE' })).status).to.equal(404);
  });

  it('refuses bad message changes and changes nothing', async () => {
    await sendMessage('Third');
    const message = (await adminJson<AdminContactMessageDto[]>(server, '/api/admin/messages')).body.find((m) => m.subject === 'Third');
    for (const body of [{ read: 'yes' }, { archived: 1 }, [true]]) {
      expect((await adminJson(server, `/api/admin/messages/${message?.id}`, { method: 'PUT', body })).status).to.equal(400);
    }
    expect((await adminJson(server, '/api/admin/messages?archived=maybe')).status).to.equal(400);
    expect((await adminJson(server, '/api/admin/messages/0', { method: 'PUT', body: { read: true } })).status).to.equal(400);
    const row = await server.db.getRepository(ContactMessage).findOneByOrFail({ id: message?.id });
    expect(row.readAt).to.equal(null);
    expect(row.archivedAt).to.equal(null);
  });

  it('deactivates, reactivates and deletes a subscriber; a deletion erases the address', async () => {
    await subscribe('forget-me@example.com');
    const find = async () => (await adminJson<AdminSubscriberDto[]>(server, '/api/admin/subscribers')).body.find((s) => s.email === 'forget-me@example.com');
    const subscriber = await find();
    expect(subscriber?.isActive).to.equal(true);
    expect((await adminJson<AdminSubscriberDto>(server, `/api/admin/subscribers/${subscriber?.id}`, { method: 'PUT', body: { isActive: false } })).body.isActive).to.equal(false);
    expect((await find())?.isActive).to.equal(false);
    expect((await adminJson<AdminSubscriberDto>(server, `/api/admin/subscribers/${subscriber?.id}`, { method: 'PUT', body: { isActive: true } })).body.isActive).to.equal(true);
    expect((await adminJson(server, `/api/admin/subscribers/${subscriber?.id}`, { method: 'PUT', body: { isActive: 'no' } })).status).to.equal(400);
    expect((await adminJson(server, `/api/admin/subscribers/${subscriber?.id}`, { method: 'DELETE' })).status).to.equal(200);
    expect(await server.db.getRepository(NewsletterSubscriber).countBy({ email: 'forget-me@example.com' })).to.equal(0);
    const csv = await (await fetch(`${server.url}/api/admin/subscribers/export`, { headers: { 'x-admin-secret': server.config.adminSecret } })).text();
    expect(csv).not.to.include('forget-me@example.com');
    expect((await adminJson(server, `/api/admin/subscribers/${subscriber?.id}`, { method: 'DELETE' })).status).to.equal(404);
    expect((await adminJson(server, `/api/admin/subscribers/${subscriber?.id}`, { method: 'DELETE', key: null })).status).to.equal(401);
  });
});
