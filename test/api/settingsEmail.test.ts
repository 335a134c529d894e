// The settings in the site's emails, through a real SMTP server: From shows the sender name,
// Reply-To is the owner's choice unless the email has its own (a contact message: the visitor),
// and emails to subscribers carry the footer line. A change applies to the next email.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const json = { 'Content-Type': 'application/json' };

describe('settings in emails', function () {
  this.timeout(30_000);
  let server: TestServer;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: false, env: { OWNER_EMAIL: 'owner@example.com', MAIL_FROM: 'Site <site@example.com>' } });
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  /** Sends what waits, as the sender's next round would (each email made due now, as email.test.ts does). */
  const sendRound = async () => {
    await backgroundWorkSettled(); // a signup's confirmation is queued after its answer
    await server.db.query('UPDATE outbox_emails SET nextAttemptAt = ? WHERE status = ?', [new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', ''), 'queued']);
    const before = smtp.received.length;
    await sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
    await smtp.waitFor(before + 1);
  };
  const lastMail = () => smtp.received.at(-1)?.parsed;

  it('writes the sender name in From, the reply-to and the footer line, as set now', async () => {
    const changed = await adminJson(server, '/api/admin/settings', {
      method: 'PATCH',
      body: { identity: { name: 'Sam Teal' }, email: { senderName: 'Sam at the Harbour', replyTo: 'letters@example.com', footer: '1 Quay Street, Harbourtown' } },
    });
    expect(changed.status).to.equal(200);
    expect((await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'reader@example.com' }) })).status).to.equal(201);
    await sendRound();
    const mail = lastMail();
    expect(mail?.from?.value[0]).to.deep.equal({ name: 'Sam at the Harbour', address: 'site@example.com' });
    expect(mail?.replyTo?.value[0].address).to.equal('letters@example.com');
    expect(mail?.subject).to.equal("Confirm your subscription to Sam Teal's newsletter");
    expect(mail?.text).to.include('1 Quay Street, Harbourtown');
    expect(mail?.html).to.include('1 Quay Street, Harbourtown');
  });

  it('keeps a contact message’s own Reply-To (the visitor), with the sender name in From', async () => {
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' };
    expect((await fetch(`${server.url}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify(message) })).status).to.equal(201);
    await sendRound();
    const mail = lastMail();
    expect(mail?.from?.value[0].name).to.equal('Sam at the Harbour');
    expect(mail?.replyTo?.value[0].address).to.equal('ada@example.com');
    expect(mail?.text).to.include("Sam Teal's site");
  });

  it('falls back to MAIL_FROM’s name when the sender name is empty, and sends no Reply-To when none is set', async () => {
    await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { email: { senderName: '', replyTo: '' } } });
    expect((await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'other@example.com' }) })).status).to.equal(201);
    await sendRound();
    const mail = lastMail();
    expect(mail?.from?.value[0]).to.deep.equal({ name: 'Site', address: 'site@example.com' });
    expect(mail?.replyTo).to.equal(undefined);
  });
});
