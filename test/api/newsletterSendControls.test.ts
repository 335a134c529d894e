// The newsletter's workflow around a send (issue 40), through a real SMTP server: a test to any
// address; a send to one label's subscribers; a send asked for a scheduled item, which waits for
// its time and can be cancelled until then; pause and resume of a started send; and a resend that
// reaches only those who have not had the item, nobody twice.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { BlogPost, NewsletterSubscriber } from '../../entities';
import { OutboxEmail } from '../../entities/OutboxEmail';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { releaseDueSends } from '../../src/services/email/scheduledSends';
import type { NewsletterSendStatusDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const OWNER = 'owner@example.com';
const CLIENTS = ['client1@example.com', 'client2@example.com', 'client3@example.com'];
const OTHERS = ['other1@example.com', 'other2@example.com'];
const HOUR_MS = 3_600_000;

describe('newsletter sends: tests to any address, segments, schedules, pause and resend', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { OWNER_EMAIL: OWNER, MAIL_RATE_PER_MINUTE: '10000' } });
    for (const email of [...CLIENTS, ...OTHERS]) {
      const added = await adminJson(server, '/api/admin/subscribers', { method: 'POST', body: { email, consent: 'Asked at the workshop', confirmed: true, labels: CLIENTS.includes(email) ? ['Clients'] : [] } });
      expect(added.status, JSON.stringify(added.body)).to.equal(201);
    }
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const context = () => ({ mail: server.config.mail, siteUrl: server.config.siteUrl });
  const transport = () => nodemailer.createTransport(smtp.url);
  /** Delivers everything due, as the outbox's sender does, and answers the addresses mailed. */
  const deliver = async () => {
    const before = smtp.received.length;
    while ((await sendDueEmails(server.db, transport(), { ...server.config.mail, smtpUrl: smtp.url })) > 0) {}
    return smtp.received.slice(before).flatMap((mail) => mail.to).sort();
  };
  const newPost = async (title: string, publishedAt: string | null) => {
    const created = await adminJson<{ item: { id: number } }>(server, '/api/admin/blog', { method: 'POST', body: { title, content: `<p>${title}</p>`, category: 'ai-and-society', publishedAt } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return created.body.item.id;
  };
  const send = (id: number, body: unknown) => adminJson(server, `/api/admin/blog/${id}/send`, { method: 'POST', body });
  const status = async (id: number) => (await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${id}/send`)).body;
  const outboxCount = () => server.db.getRepository(OutboxEmail).count();

  it('sends a test to the address typed, or to the owner without one; a bad address is a 400 that sends nothing', async () => {
    const id = await newPost('Tested twice', new Date().toISOString());
    const toEditor = await send(id, { test: true, to: ' Editor@Example.com ' });
    expect(toEditor.status).to.equal(202);
    expect(toEditor.body).to.deep.equal({ test: true, recipients: 1 });
    expect(await deliver()).to.deep.equal(['editor@example.com']);
    expect(smtp.received.at(-1)?.parsed.subject).to.equal('[Test] Tested twice');
    expect((await send(id, { test: true })).status).to.equal(202);
    expect(await deliver()).to.deep.equal([OWNER]);

    const before = await outboxCount();
    for (const to of ['not an address', '', 42, ['a@example.com'], `${'a'.repeat(250)}@example.com`, 'a@example.com\r\nBcc: x@example.com']) {
      const refused = await send(id, { test: true, to });
      expect(refused.status, JSON.stringify(to)).to.equal(400);
      expect(refused.body.error).to.be.a('string').and.include('to');
    }
    expect(await outboxCount(), 'nothing queued by a refused test').to.equal(before);
    expect((await status(id)).send, 'a test is not the send').to.equal(null);
  });

  it('sends to one label only, matched in any case; a bad segment is a 400', async () => {
    const id = await newPost('For clients', new Date().toISOString());
    for (const segment of ['', 'x'.repeat(41), 7, ['clients'], 'a\u0000b']) expect((await send(id, { segment })).status, JSON.stringify(segment)).to.equal(400);
    const started = await send(id, { segment: 'clients' });
    expect(started.status).to.equal(202);
    expect(started.body).to.deep.equal({ recipients: 3 });
    expect(await deliver()).to.deep.equal(CLIENTS);
    expect((await status(id)).send).to.include({ recipients: 3, sent: 3, status: 'started', segment: 'clients' });
  });

  it('refuses (400, naming it) a label no subscriber has, recording nothing: the item can still be sent', async () => {
    const id = await newPost('Not burnt', new Date().toISOString());
    const outboxBefore = await outboxCount();
    const refused = await send(id, { segment: 'no-such-label' });
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.include('"no-such-label"');
    expect(refused.body.details[0].field).to.equal('segment');
    expect(await outboxCount()).to.equal(outboxBefore);
    expect((await status(id)).send).to.equal(null);
    expect((await send(id, { resend: 'new' })).status, 'still nothing sent').to.equal(409);
    const whole = await send(id, {});
    expect(whole.status).to.equal(202);
    expect(whole.body).to.deep.equal({ recipients: 5 });
    expect(await deliver()).to.have.length(5);
  });

  it('resends to the readers who joined since, and to nobody twice', async () => {
    const id = await newPost('Worth a second look', new Date().toISOString());
    expect((await send(id, { resend: 'new' })).status, 'nothing sent yet').to.equal(409);
    expect((await send(id, { resend: 'old' })).status).to.equal(400);
    expect((await send(id, {})).body).to.deep.equal({ recipients: 5 });
    expect(await deliver()).to.have.length(5);
    expect((await send(id, {})).status, 'a second whole send').to.equal(409);

    await adminJson(server, '/api/admin/subscribers', { method: 'POST', body: { email: 'late@example.com', consent: 'Signed the paper list', confirmed: true, labels: [] } });
    await adminJson(server, '/api/admin/subscribers', { method: 'POST', body: { email: 'waiting@example.com', consent: 'Asked by phone', labels: [] } });
    const resent = await Promise.all([send(id, { resend: 'new' }), send(id, { resend: 'new' })]);
    expect(resent.map((r) => r.status)).to.deep.equal([202, 202]);
    expect(resent.map((r) => (r.body as { recipients: number }).recipients).sort(), 'two resends at once: one reaches the new reader').to.deep.equal([0, 1]);
    const mailed = await deliver();
    expect(mailed.filter((to) => to !== 'waiting@example.com'), 'the unconfirmed one gets only their confirmation').to.deep.equal(['late@example.com']);
    expect((await send(id, { resend: 'new' })).body).to.deep.equal({ recipients: 0 });
    const emails = await server.db.getRepository(OutboxEmail).find({ where: { kind: 'newsletter', subject: 'Worth a second look' } });
    const addresses = emails.map((email) => email.toAddress);
    expect(addresses).to.have.length(6);
    expect(new Set(addresses).size, 'nobody twice').to.equal(addresses.length);
    expect((await status(id)).send).to.include({ recipients: 6, sent: 6 });
  });

  it('keeps a send asked for a scheduled item until its time, then sends it once; it can be cancelled until then', async () => {
    const publishAt = new Date(Date.now() + HOUR_MS);
    const id = await newPost('Tomorrow, for clients', publishAt.toISOString());
    const asked = await send(id, { segment: 'Clients' });
    expect(asked.status).to.equal(202);
    expect(asked.body).to.deep.equal({ scheduled: true, sendsAt: publishAt.toISOString(), segment: 'Clients' });
    expect((await send(id, {})).status, 'asked once').to.equal(409);
    expect((await status(id)).send).to.include({ status: 'scheduled', recipients: 0, queued: 0 });
    expect((await adminJson(server, `/api/admin/blog/${id}/send/pause`, { method: 'POST' })).status, 'nothing to pause yet').to.equal(409);

    expect(await releaseDueSends(server.db, context(), new Date(publishAt.getTime() - 1000)), 'before its time').to.equal(0);
    expect((await adminJson(server, `/api/admin/blog/${id}/send`, { method: 'DELETE' })).body).to.deep.equal({ cancelled: true });
    expect((await status(id)).send).to.equal(null);
    expect(await releaseDueSends(server.db, context(), new Date(publishAt.getTime() + 1000)), 'cancelled: nothing goes').to.equal(0);
    expect((await adminJson(server, `/api/admin/blog/${id}/send`, { method: 'DELETE' })).status, 'nothing left to cancel').to.equal(404);

    expect((await send(id, { segment: 'clients' })).status, 'asked again').to.equal(202);
    const later = new Date(publishAt.getTime() + 1000);
    const released = await Promise.all([releaseDueSends(server.db, context(), later), releaseDueSends(server.db, context(), later)]);
    expect(released.sort(), 'started once, by one of two at the same moment').to.deep.equal([0, 1]);
    expect(await releaseDueSends(server.db, context(), later)).to.equal(0);
    expect((await status(id)).send).to.include({ status: 'started', recipients: 3, queued: 3 });
    expect((await adminJson(server, `/api/admin/blog/${id}/send`, { method: 'DELETE' })).status, 'started: pause it instead').to.equal(409);
    const [draft] = [await newPost('A draft', null)];
    expect((await send(draft, {})).status, 'a draft cannot be sent').to.equal(409);
  });

  it('pauses a started send (the outbox sends none of the rest) and resumes it; each email goes once', async () => {
    const id = await newPost('Held back', new Date().toISOString());
    await deliver(); // what the test before left queued
    expect((await send(id, {})).body).to.deep.equal({ recipients: 6 });
    const paused = await adminJson(server, `/api/admin/blog/${id}/send/pause`, { method: 'POST' });
    expect(paused.body).to.deep.equal({ status: 'paused', held: 6 });
    expect((await adminJson(server, `/api/admin/blog/${id}/send/pause`, { method: 'POST' })).body, 'paused already').to.deep.equal({ status: 'paused', held: 0 });
    expect(await deliver(), 'nothing of a paused send').to.deep.equal([]);
    expect((await status(id)).send).to.include({ status: 'paused', paused: 6, queued: 0, sent: 0 });
    expect((await send(id, { resend: 'new' })).status, 'a paused send takes no resend').to.equal(409);

    // An email of the send that went back to the queue in flight (a retry) is held again by the next look.
    const [one] = await server.db.getRepository(OutboxEmail).find({ where: { subject: 'Held back', status: 'paused' }, take: 1 });
    await server.db.getRepository(OutboxEmail).update(one.id, { status: 'queued' });
    await releaseDueSends(server.db, context());
    expect(await deliver()).to.deep.equal([]);

    expect((await adminJson(server, `/api/admin/blog/${id}/send/resume`, { method: 'POST' })).body).to.deep.equal({ status: 'started', released: 6 });
    expect((await adminJson(server, `/api/admin/blog/${id}/send/resume`, { method: 'POST' })).body).to.deep.equal({ status: 'started', released: 0 });
    const mailed = await deliver();
    expect(mailed).to.have.length(6);
    expect(new Set(mailed).size).to.equal(6);
    expect((await status(id)).send).to.include({ status: 'started', sent: 6, paused: 0, queued: 0 });
    for (const action of ['pause', 'resume']) {
      expect((await adminJson(server, `/api/admin/blog/999999/send/${action}`, { method: 'POST' })).status).to.equal(404);
      expect((await adminJson(server, `/api/admin/blog/${id}/send/${action}`, { method: 'POST', key: null })).status).to.equal(401);
    }
    expect((await adminJson(server, `/api/admin/blog/${id}/send`, { method: 'DELETE', key: 'wrong' })).status).to.equal(401);
    expect(await server.db.getRepository(NewsletterSubscriber).count()).to.equal(7);
    expect(await server.db.getRepository(BlogPost).existsBy({ id })).to.equal(true);
  });
});
