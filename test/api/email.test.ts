// Email through a real SMTP server on loopback: the outbox keeps every email, the sender
// delivers each once, retries what failed for now, gives up on what failed for good (and never
// mails that address again), and the owner gets every contact message with Reply-To set.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { EmailSuppression } from '../../entities/EmailSuppression';
import { MailStatus } from '../../entities/MailStatus';
import { OutboxEmail } from '../../entities/OutboxEmail';
import { contactNotification } from '../../src/services/email/contactNotification';
import { emailIdOfView } from '../../src/services/email/emailViews';
import { sendDueEmails, startMailSender } from '../../src/services/email/mailSender';
import { enqueueEmail } from '../../src/services/email/outbox';
import type { AdminEmailDto, AdminEmailPageDto, EmailSuppressionDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const OWNER = 'owner@example.com';
const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'About your essay', message: 'A question about the second part.\n\nAnd a thank you.' };

describe('email: the outbox, the sender and the owner told of every message', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: false, env: { OWNER_EMAIL: OWNER } });
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const outbox = () => server.db.getRepository(OutboxEmail);
  const mail = () => ({ ...server.config.mail, smtpUrl: smtp.url });
  const transport = () => nodemailer.createTransport(smtp.url);
  /** Makes every waiting email due now, as the passing of its back-off would. */
  const makeDue = async () => {
    await server.db.query('UPDATE outbox_emails SET nextAttemptAt = ? WHERE status = ?', [new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', ''), 'queued']);
    // A refused connection pauses the whole outbox (a fault of the sending setup): its wait has passed too.
    await server.db.getRepository(MailStatus).update({ id: 1 }, { retryAt: new Date(Date.now() - 1000) });
  };
  const sendRound = () => sendDueEmails(server.db, transport(), mail());
  const contact = (body: unknown) => fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('without SMTP_URL keeps a contact message\'s email in the outbox, and the admin shows it as stored', async () => {
    expect(server.config.mail.smtpUrl).to.equal(undefined);
    const response = await contact(message);
    expect(response.status).to.equal(201);
    const { body: { emails: list } } = await adminJson<AdminEmailPageDto>(server, '/api/admin/emails');
    expect(list).to.have.length(1);
    expect(list[0]).to.include({ kind: 'contact', to: OWNER, subject: 'Contact: About your essay', status: 'queued', attempts: 0 });
    const { body: stored } = await adminJson<AdminEmailDto>(server, `/api/admin/emails/${list[0].id}`);
    expect(stored.replyTo).to.equal('Ada Lovelace <ada@example.com>');
    expect(stored.text).to.include('And a thank you.');
    expect(stored.html).to.include('About your essay').and.not.include('<script');
    expect((await adminJson(server, '/api/admin/emails', { key: null })).status).to.equal(401);
  });

  it('shows a stored email\'s HTML at a short-lived signed address, sandboxed; a forged or expired one is a 404', async () => {
    const [summary] = (await adminJson<AdminEmailPageDto>(server, '/api/admin/emails')).body.emails;
    const { body: email } = await adminJson<AdminEmailDto>(server, `/api/admin/emails/${summary.id}`);
    const view = await fetch(`${server.url}${email.viewPath}`);
    expect(view.status).to.equal(200);
    expect(view.headers.get('content-security-policy')).to.include('sandbox').and.include("default-src 'none'").and.include("frame-ancestors 'self'");
    expect(view.headers.get('cache-control')).to.equal('no-store');
    expect(await view.text()).to.equal(email.html);
    const [, , id, expires, signature] = email.viewPath.split('/');
    const forged = [`/mail-view/${Number(id) + 1}/${expires}/${signature}`, `/mail-view/${id}/${Number(expires) + 1}/${signature}`, `/mail-view/${id}/${expires}/${'A'.repeat(43)}`, `/mail-view/${id}/${Date.now() - 1000}/${signature}`];
    for (const path of forged) expect((await fetch(`${server.url}${path}`)).status, path).to.equal(404);
    expect(emailIdOfView(server.config.adminSecret, email.viewPath)).to.equal(summary.id);
    expect(emailIdOfView(server.config.adminSecret, email.viewPath, Date.now() + 16 * 60_000), 'after its 15 minutes').to.equal(undefined);
  });

  it('delivers what waited once SMTP is set: to the owner, Reply-To the sender', async () => {
    expect(await sendRound()).to.equal(1);
    const [arrived] = await smtp.waitFor(1);
    expect(arrived.to).to.deep.equal([OWNER]);
    expect(arrived.parsed.subject).to.equal('Contact: About your essay');
    expect(arrived.parsed.replyTo?.value[0]).to.include({ address: 'ada@example.com', name: 'Ada Lovelace' });
    expect(arrived.parsed.text).to.include('A question about the second part.');
    const row = await outbox().findOneByOrFail({ kind: 'contact' });
    expect(row).to.include({ status: 'sent', attempts: 1, leaseUntil: null });
    expect(await sendRound(), 'nothing is sent twice').to.equal(0);
    expect(smtp.received).to.have.length(1);
  });

  it('cannot be made to add a header: line breaks in a name or subject stay on one line', async () => {
    const spec = await contact({ ...message, subject: 'Hi\r\nBcc: victim@example.com' });
    expect(spec.status, 'the contact form refuses a line break in the subject').to.equal(400);
    await enqueueEmail(server.db, contactNotification({ ...message, name: 'Eve\r\nBcc: victim@example.com', subject: 'Hello\nX-Injected: yes' }, OWNER, server.config.siteUrl, 'Dr. Alex Rivera'));
    const before = smtp.received.length;
    await sendRound();
    const [arrived] = (await smtp.waitFor(before + 1)).slice(before);
    expect(arrived.to).to.deep.equal([OWNER]);
    expect(arrived.rawHeaders).not.to.match(/^(Bcc|X-Injected):/im);
    expect(arrived.parsed.subject).to.equal('Contact: Hello X-Injected: yes');
  });

  it('retries a 4xx answer later and a refused connection, then delivers each email exactly once', async () => {
    const start = smtp.received.length;
    smtp.refuseForNow.add('later@example.com');
    await enqueueEmail(server.db, { kind: 'test', to: 'later@example.com', subject: 'Later', html: '<p>x</p>', text: 'x' });
    await sendRound();
    const waiting = await outbox().findOneByOrFail({ toAddress: 'later@example.com' });
    expect(waiting).to.include({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).to.match(/451/);
    expect(waiting.nextAttemptAt.getTime()).to.be.greaterThan(Date.now());
    expect(await sendRound(), 'not before its back-off').to.equal(0);

    await smtp.stop();
    for (let i = 0; i < 5; i++) await enqueueEmail(server.db, { kind: 'test', to: `reader${i}@example.com`, subject: `Letter ${i}`, html: '<p>x</p>', text: 'x' });
    await sendRound();
    expect(await outbox().countBy({ status: 'queued' })).to.equal(6);
    smtp.refuseForNow.clear();
    await smtp.start();
    await makeDue();
    while ((await sendRound()) > 0) await makeDue();
    const arrived = smtp.received.slice(start).flatMap((m) => m.to);
    expect(arrived.sort()).to.deep.equal(['later@example.com', ...[0, 1, 2, 3, 4].map((i) => `reader${i}@example.com`)].sort());
    expect(await outbox().countBy({ status: 'sent' })).to.equal(await outbox().count());
  });

  it('fails a 5xx answer for good, never mails that address again, and lets the owner clear it', async () => {
    smtp.refuseForGood.add('gone@example.com');
    await enqueueEmail(server.db, { kind: 'test', to: 'Gone@Example.com', subject: 'One', html: '<p>x</p>', text: 'x' });
    await sendRound();
    const failed = await outbox().findOneByOrFail({ subject: 'One' });
    expect(failed.status).to.equal('failed');
    expect(failed.lastError).to.match(/550/);
    const { body: suppressed } = await adminJson<EmailSuppressionDto[]>(server, '/api/admin/emails/suppressions');
    expect(suppressed.map((s) => s.email)).to.deep.equal(['gone@example.com']);

    const before = smtp.received.length;
    smtp.refuseForGood.clear();
    await enqueueEmail(server.db, { kind: 'test', to: 'gone@example.com', subject: 'Two', html: '<p>x</p>', text: 'x' });
    await sendRound();
    expect((await outbox().findOneByOrFail({ subject: 'Two' })).lastError).to.match(/bounced before/);
    expect(smtp.received.length, 'the SMTP server was not even asked').to.equal(before);

    expect((await adminJson(server, `/api/admin/emails/suppressions/${suppressed[0].id}`, { method: 'DELETE' })).status).to.equal(200);
    expect(await server.db.getRepository(EmailSuppression).count()).to.equal(0);
  });

  it('keeps to MAIL_RATE_PER_MINUTE across rounds', async () => {
    for (let i = 0; i < 4; i++) await enqueueEmail(server.db, { kind: 'test', to: `rate${i}@example.com`, subject: `Rate ${i}`, html: '<p>x</p>', text: 'x' });
    await server.db.query('UPDATE outbox_emails SET sentAt = NULL WHERE sentAt IS NOT NULL'); // the earlier tests' sends do not count here
    const limited = { ...mail(), ratePerMinute: 3 };
    expect(await sendDueEmails(server.db, transport(), limited)).to.equal(3);
    expect(await sendDueEmails(server.db, transport(), limited)).to.equal(0);
    expect(await outbox().countBy({ status: 'queued' })).to.equal(1);
  });

  it('two senders at once claim each email once', async () => {
    await server.db.query('UPDATE outbox_emails SET sentAt = NULL WHERE sentAt IS NOT NULL');
    await server.db.query("UPDATE outbox_emails SET status = 'sent' WHERE status = 'queued'");
    const before = smtp.received.length;
    for (let i = 0; i < 20; i++) await enqueueEmail(server.db, { kind: 'test', to: `both${i}@example.com`, subject: `Both ${i}`, html: '<p>x</p>', text: 'x' });
    const senders = [startMailSender(server.db, { ...mail(), ratePerMinute: 1000, pollMs: 20 }), startMailSender(server.db, { ...mail(), ratePerMinute: 1000, pollMs: 20 })];
    await smtp.waitFor(before + 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all(senders.map((sender) => sender?.stop()));
    const arrived = smtp.received.slice(before).flatMap((m) => m.to);
    expect(arrived).to.have.length(20);
    expect(new Set(arrived).size).to.equal(20);
  });
});
