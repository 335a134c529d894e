// A refusal aimed at the sender must not cost the owner their list: a refused MAIL FROM (what
// SES answers for an unverified From), or the same refusal for many recipients in a row, fails
// no email and suppresses nobody; the outbox pauses, says why, and once the SMTP server accepts
// again every email is delivered exactly once. And a contact form's name can never put an
// address into Reply-To. Against a real SMTP server on loopback.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { EmailSuppression } from '../../entities/EmailSuppression';
import { MailStatus } from '../../entities/MailStatus';
import { OutboxEmail } from '../../entities/OutboxEmail';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { enqueueEmail } from '../../src/services/email/outbox';
import type { MailStatusDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('email: faults of the sending setup', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: false, env: { OWNER_EMAIL: 'owner@example.com' } });
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await server.db.getRepository(OutboxEmail).clear();
    await server.db.getRepository(EmailSuppression).clear();
    await server.db.getRepository(MailStatus).clear();
    for (const key of Object.keys(smtp.refusal)) delete smtp.refusal[key as keyof TestSmtp['refusal']];
  });

  const outbox = () => server.db.getRepository(OutboxEmail);
  const sendRound = () => sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
  const status = async () => (await adminJson<MailStatusDto>(server, '/api/admin/emails/status')).body;
  /** The pause's wait has passed, as it would. */
  const retryNow = () => server.db.getRepository(MailStatus).update({ id: 1 }, { retryAt: new Date(Date.now() - 1000) });
  const enqueueReaders = async (count: number, prefix: string) => {
    for (let i = 0; i < count; i++) await enqueueEmail(server.db, { kind: 'newsletter', to: `${prefix}${i}@example.com`, subject: `Letter ${i}`, html: '<p>x</p>', text: 'x' });
  };
  const deliverEverything = async () => {
    for (let round = 0; round < 20 && (await outbox().countBy({ status: 'queued' })) > 0; round++) await sendRound();
  };

  it('a refused MAIL FROM fails nothing, suppresses nobody, pauses and says why; then everything goes out once', async () => {
    smtp.refusal.mailFrom = '554 5.7.1 sender address is not verified';
    await enqueueReaders(30, 'reader');
    const before = smtp.received.length;
    await sendRound();
    expect(await outbox().countBy({ status: 'failed' })).to.equal(0);
    expect(await server.db.getRepository(EmailSuppression).count()).to.equal(0);
    expect(await outbox().countBy({ status: 'queued' })).to.equal(30);
    expect((await outbox().findOneByOrFail({ toAddress: 'reader0@example.com' })).attempts, 'the attempt is not counted').to.equal(0);
    const paused = await status();
    expect(paused.fault).to.match(/sender address is not verified/);
    expect(new Date(paused.retryAt ?? 0).getTime()).to.be.greaterThan(Date.now());
    expect(await sendRound(), 'paused: nothing is claimed before the retry time').to.equal(0);

    await retryNow();
    await sendRound();
    expect((await status()).fault, 'still refused: still paused').to.match(/not verified/);
    expect(await outbox().countBy({ status: 'failed' })).to.equal(0);

    delete smtp.refusal.mailFrom;
    await retryNow();
    await deliverEverything();
    const arrived = smtp.received.slice(before).flatMap((mail) => mail.to);
    expect(arrived).to.have.length(30);
    expect(new Set(arrived).size).to.equal(30);
    expect((await status()).fault, 'resumed').to.equal(null);
  });

  it('the same refusal for many recipients in a row is the setup\'s: nobody stays suppressed or failed', async () => {
    smtp.refusal.everyRecipient = '554 5.7.1 Relay access denied';
    await enqueueReaders(12, 'relay');
    await sendRound();
    expect(await server.db.getRepository(EmailSuppression).count()).to.equal(0);
    expect(await outbox().countBy({ status: 'failed' })).to.equal(0);
    expect(await outbox().countBy({ status: 'queued' })).to.equal(12);
    expect((await status()).fault).to.match(/Relay access denied/);

    delete smtp.refusal.everyRecipient;
    await retryNow();
    const before = smtp.received.length;
    await deliverEverything();
    expect(smtp.received.length - before).to.equal(12);
  });

  it('still fails and suppresses one refused recipient among accepted ones', async () => {
    smtp.refuseForGood.add('gone@example.com');
    await enqueueReaders(3, 'fine');
    await enqueueEmail(server.db, { kind: 'newsletter', to: 'gone@example.com', subject: 'Gone', html: '<p>x</p>', text: 'x' });
    await deliverEverything();
    smtp.refuseForGood.clear();
    expect((await outbox().findOneByOrFail({ toAddress: 'gone@example.com' })).status).to.equal('failed');
    expect((await server.db.getRepository(EmailSuppression).find()).map((row) => row.email)).to.deep.equal(['gone@example.com']);
    expect(await outbox().countBy({ status: 'sent' })).to.equal(3);
    expect((await status()).fault).to.equal(null);
  });

  it('puts exactly one address in Reply-To, the sender\'s, whatever their name holds', async () => {
    const names = ['Bob <attacker@evil.example>', 'attacker@evil.example, Bob', '"Bob" <attacker@evil.example>, mallory@evil.example'];
    const before = smtp.received.length;
    for (const name of names) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, email: 'bob@example.com', subject: 'Hello', message: 'A message.' }),
      });
      expect(response.status, name).to.equal(201);
    }
    await deliverEverything();
    const arrived = (await smtp.waitFor(before + names.length)).slice(before);
    for (const mail of arrived) {
      const replyTo = mail.rawHeaders.split(/\r?\n(?![ \t])/).filter((line) => /^reply-to:/i.test(line));
      expect(replyTo, mail.rawHeaders).to.have.length(1);
      expect(replyTo[0].match(/[\w.+-]+@[\w.-]+/g), replyTo[0]).to.deep.equal(['bob@example.com']);
      expect(mail.parsed.replyTo?.value.map((address) => address.address)).to.deep.equal(['bob@example.com']);
    }
  });
});
