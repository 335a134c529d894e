// A post sent to the subscribers through a real SMTP server: a test to the owner first, then
// exactly one email to each active, confirmed subscriber (with working List-Unsubscribe and
// List-Unsubscribe-Post headers), across an SMTP outage; a second send is refused.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { BlogPost, NewsletterSubscriber } from '../../entities';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { MailStatus } from '../../entities/MailStatus';
import { Not } from 'typeorm';
import type { AdminEmailPageDto, AdminSendDto, NewsletterSendStatusDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';

const OWNER = 'owner@example.com';
const READERS = Array.from({ length: 25 }, (_, i) => `reader${i}@example.com`);

describe('posts by email', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let post: BlogPost;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { OWNER_EMAIL: OWNER, NEWSLETTER_DOUBLE_OPT_IN: 'false', MAIL_RATE_PER_MINUTE: '1000' } });
    for (const email of READERS) {
      await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    }
    await backgroundWorkSettled(); // the signups' work is done after their answers
    const subscribers = server.db.getRepository(NewsletterSubscriber);
    await subscribers.insert([
      { email: 'left@example.com', subscribedAt: new Date(), isActive: false, confirmedAt: new Date(), unsubscribedAt: new Date() },
      { email: 'unconfirmed@example.com', subscribedAt: new Date(), isActive: false, confirmedAt: null },
    ]);
    post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const send = (id: number, body: unknown) => adminJson(server, `/api/admin/blog/${id}/send`, { method: 'POST', body });
  const round = (ratePerMinute = server.config.mail.ratePerMinute) => sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url, ratePerMinute });
  const makeDue = async () => {
    await server.db.query("UPDATE outbox_emails SET nextAttemptAt = '2000-01-01 00:00:00.000' WHERE status = 'queued'");
    // A refused connection pauses the outbox (a fault of the sending setup): its wait has passed too.
    await server.db.getRepository(MailStatus).update({ id: 1 }, { retryAt: new Date(Date.now() - 1000) });
  };

  it('refuses to send a draft (409), and names the recipients before sending', async () => {
    const draft = await adminJson<{ item: { id: number } }>(server, '/api/admin/blog', { method: 'POST', body: { title: 'Not yet', content: '<p>Soon</p>', category: 'ai-and-society', publishedAt: null } });
    expect(draft.status, JSON.stringify(draft.body)).to.equal(201);
    const refused = await send(draft.body.item.id, {});
    expect(refused.status, JSON.stringify(refused.body)).to.equal(409);
    expect((await send(draft.body.item.id, { test: 'yes' })).status).to.equal(400);
    expect((await send(999999, {})).status).to.equal(404);
    const { body } = await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${post.id}/send`);
    expect(body).to.deep.equal({ published: true, publishedAt: post.publishedAt?.toISOString(), subscribers: 25, ownerEmail: OWNER, send: null });
    expect((await adminJson(server, `/api/admin/blog/${post.id}/send`, { method: 'POST', body: {}, key: null })).status).to.equal(401);
  });

  it('sends a test to the owner only', async () => {
    const test = await send(post.id, { test: true });
    expect(test.status).to.equal(202);
    expect(test.body).to.deep.equal({ test: true, recipients: 1 });
    await round();
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).to.deep.equal([OWNER]);
    expect(mail.parsed.subject).to.equal(`[Test] ${post.title}`);
    expect(mail.rawHeaders, 'the owner is no subscriber: no one-click unsubscribe to offer').not.to.match(/^List-Unsubscribe/im);
    expect(mail.parsed.html).to.include('Read it on the site').and.not.include('<script');
    expect((await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${post.id}/send`)).body.send, 'a test is not the send').to.equal(null);
  });

  it('sends once to each active, confirmed subscriber, through an SMTP outage, and refuses a second send', async () => {
    const started = await send(post.id, {});
    expect(started.status).to.equal(202);
    expect(started.body).to.deep.equal({ recipients: 25 });
    expect((await send(post.id, {})).status).to.equal(409);
    await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'late@example.com' }) });
    await backgroundWorkSettled();

    const before = smtp.received.length;
    await server.db.query('UPDATE outbox_emails SET sentAt = NULL'); // the test email of the test before does not count against the rate
    expect(await round(10), 'ten within a rate of ten a minute').to.equal(10);
    await server.db.query('UPDATE outbox_emails SET sentAt = NULL'); // a minute later, as far as the rate is concerned
    await smtp.stop();
    await round(); // refused connections: the outbox pauses, fails nothing, and tries again
    const during = (await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${post.id}/send`)).body.send;
    expect(during).to.include({ recipients: 25, sent: 10, queued: 15, failed: 0 });
    await smtp.start();
    await makeDue();
    while ((await round()) > 0) await makeDue();

    const mails = smtp.received.slice(before);
    expect(mails.flatMap((m) => m.to).sort()).to.deep.equal([...READERS].sort());
    for (const mail of mails) {
      expect(mail.parsed.subject).to.equal(post.title);
      expect(mail.rawHeaders).to.match(/^List-Unsubscribe: <http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[\w.%-]+&send=\d+>$/m);
      expect(mail.rawHeaders).to.match(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(mail.parsed.text).to.include('Read it on the site: ').and.include('Unsubscribe: ');
    }
    expect((await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${post.id}/send`)).body.send).to.include({ recipients: 25, sent: 25, queued: 0, failed: 0 });
  });

  it('unsubscribes a reader through their email\'s one-click List-Unsubscribe POST', async () => {
    const mail = smtp.received.find((m) => m.to.includes('reader3@example.com'));
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail?.rawHeaders ?? '')?.[1] ?? '';
    const local = `${server.url}${new URL(link).pathname}${new URL(link).search}`;
    const response = await fetch(local, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).to.equal(200);
    expect(await server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email: 'reader3@example.com' })).to.include({ isActive: false });
  });

  it('lists a send\'s emails by status a page at a time, retries its failed ones and undoes its suppressions, one action each', async () => {
    const other = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: Not('forgetting-is-a-feature') });
    const refused = ['reader1@example.com', 'reader2@example.com'];
    for (const address of refused) smtp.refuseForGood.add(address);
    const started = await send(other.id, {});
    expect(started.status).to.equal(202);
    const recipients = (started.body as { recipients: number }).recipients;
    await makeDue();
    while ((await round()) > 0) await makeDue();
    smtp.refuseForGood.clear();

    const sends = (await adminJson<AdminSendDto[]>(server, '/api/admin/emails/sends')).body;
    const mine = sends.find((entry) => entry.title === other.title);
    expect(mine).to.include({ recipients, sent: recipients - 2, failed: 2, queued: 0, suppressed: 2 });
    const failed = (await adminJson<AdminEmailPageDto>(server, `/api/admin/emails?status=failed&sendId=${mine?.id}`)).body;
    expect(failed).to.include({ total: 2, page: 1, totalPages: 1 });
    expect(failed.emails.map((email) => email.to).sort()).to.deep.equal(refused);
    expect((await adminJson<AdminEmailPageDto>(server, `/api/admin/emails?page=2&sendId=${mine?.id}`)).body.emails).to.deep.equal([]);
    for (const query of ['status=lost', 'page=0', 'sendId=abc']) expect((await adminJson(server, `/api/admin/emails?${query}`)).status, query).to.equal(400);

    expect((await adminJson(server, `/api/admin/emails/sends/${mine?.id}/unsuppress`, { method: 'POST' })).body).to.deep.equal({ cleared: 2 });
    expect((await adminJson(server, `/api/admin/emails/sends/${mine?.id}/retry`, { method: 'POST' })).body).to.deep.equal({ requeued: 2 });
    expect((await adminJson(server, '/api/admin/emails/sends/999999/retry', { method: 'POST' })).status).to.equal(404);
    const before = smtp.received.length;
    while ((await round()) > 0) await makeDue();
    expect(smtp.received.slice(before).flatMap((mail) => mail.to).sort()).to.deep.equal(refused);
    expect((await adminJson<AdminSendDto[]>(server, '/api/admin/emails/sends')).body.find((entry) => entry.id === mine?.id)).to.include({ sent: recipients, failed: 0, suppressed: 0 });
  });
});
