// The welcome email, once to each newly confirmed reader (a confirm pressed twice queues one),
// with the newsletter's unsubscribe headers; and DKIM: every email through the real SMTP server
// carries a signature that mailauth verifies against the TXT record the admin shows (DNS stubbed).
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
// mailauth's authenticate() loads its BIMI module, whose undici needs a newer Node than 20.20: its DKIM verifier alone is the same check.
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { NewsletterSubscriber, OutboxEmail } from '../../entities';
import { EmailWelcome } from '../../entities/EmailWelcome';
import { ConfigError } from '../../src/config';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { createMailTransport, sendDueEmails } from '../../src/services/email/mailSender';
import { confirmToken } from '../../src/services/email/subscriptionTokens';
import type { MailDnsDto } from '../../views/api/emailFigures';
import { defaultSettings } from '../../views/content/defaultSettings';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, testConfig, type TestServer } from '../helpers/testServer';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const DKIM = { DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'site2026', DKIM_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n') };

describe('the welcome email and DKIM', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { MAIL_RATE_PER_MINUTE: '1000', MAIL_FROM: 'Alex Rivera <hello@example.com>', SMTP_URL: smtp.url, ...DKIM } });
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });
  const transport = () => createMailTransport({ ...server.config.mail, smtpUrl: smtp.url });
  const deliver = async () => {
    const t = transport();
    try {
      return await sendDueEmails(server.db, t, server.config.mail);
    } finally {
      t.close();
    }
  };
  const subscribe = async (email: string) => {
    await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    await backgroundWorkSettled();
    return server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email });
  };
  const confirm = (subscriber: NewsletterSubscriber) =>
    fetch(`${server.url}/newsletter/confirm?token=${encodeURIComponent(confirmToken(server.config.mail.signingSecret, subscriber.id, subscriber.email))}`, { method: 'POST' });

  it('sends no welcome while it is off (the default)', async () => {
    const reader = await subscribe('quiet@example.com');
    expect((await confirm(reader)).status).to.equal(200);
    expect(await server.db.getRepository(OutboxEmail).countBy({ kind: 'welcome' })).to.equal(0);
  });

  it('refuses a welcome setting of the wrong shape (400), and saves none of it', async () => {
    for (const welcome of [{ enabled: 'yes' }, { subject: 'x'.repeat(201) }, { markdown: 5 }, { other: true }]) {
      const { status } = await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { email: { welcome } } });
      expect(status, JSON.stringify(welcome)).to.equal(400);
    }
    const { body } = await adminJson(server, '/api/admin/settings');
    expect(body.email.welcome.enabled).to.equal(false);
  });

  it('welcomes a newly confirmed reader once, even when confirm is pressed twice at once, with the unsubscribe headers', async () => {
    const saved = await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { email: { welcome: { enabled: true, subject: 'Welcome aboard', markdown: 'Hello **there**.\n\nRead [the books](/books).' } } } });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    const reader = await subscribe('new@example.com');
    expect(await server.db.getRepository(OutboxEmail).countBy({ kind: 'welcome' }), 'not before confirming').to.equal(0);
    const answers = await Promise.all([confirm(reader), confirm(reader)]);
    expect(answers.map((answer) => answer.status)).to.deep.equal([200, 200]);
    expect((await confirm(reader)).status).to.equal(200);
    expect(await server.db.getRepository(OutboxEmail).countBy({ kind: 'welcome', toAddress: 'new@example.com' })).to.equal(1);
    expect(await server.db.getRepository(EmailWelcome).count()).to.equal(1);
    const before = smtp.received.length;
    await deliver();
    const mails = await smtp.waitFor(before + 1);
    const welcome = mails.find((mail) => mail.parsed.subject === 'Welcome aboard');
    expect(welcome?.to).to.deep.equal(['new@example.com']);
    expect(welcome?.parsed.html).to.include('<strong>there</strong>').and.include(`href="${server.config.siteUrl}/books"`);
    expect(welcome?.rawHeaders).to.match(/^List-Unsubscribe: <http[^>\r\n]+\/newsletter\/unsubscribe\?token=[^>\r\n]+>$/m);
    expect(welcome?.rawHeaders).to.match(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Unsubscribed and confirmed again: still welcomed only once.
    await server.db.getRepository(NewsletterSubscriber).update(reader.id, { isActive: false, unsubscribedAt: new Date(Date.now() - 60_000) });
    expect((await confirm(await server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ id: reader.id }))).status).to.equal(200);
    expect(await server.db.getRepository(OutboxEmail).countBy({ kind: 'welcome', toAddress: 'new@example.com' })).to.equal(1);
  });

  it('signs every email with DKIM, and the signature verifies against the record the admin shows', async () => {
    const dns = await adminJson<MailDnsDto>(server, '/api/admin/emails/dns');
    expect(dns.status).to.equal(200);
    const dkim = dns.body.records.find((record) => record.kind === 'DKIM');
    expect(dkim?.name).to.equal('site2026._domainkey.example.com');
    expect(dkim?.value).to.match(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(dns.body.records.find((record) => record.kind === 'SPF')?.value).to.equal('v=spf1 a:127.0.0.1 ~all');
    expect(dns.body.records.find((record) => record.kind === 'DMARC')).to.include({ name: '_dmarc.example.com', value: `v=DMARC1; p=none; rua=mailto:${defaultSettings.identity.email}` });

    const mail = smtp.received.find((received) => received.parsed.subject === 'Welcome aboard');
    expect(mail?.rawHeaders).to.match(/^DKIM-Signature: .*d=example\.com/m);
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === dkim?.name) return [[dkim.value]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const verified = await dkimVerify(mail?.raw as Buffer, { resolver, sender: 'hello@example.com' });
    expect(verified.results.map((result: { status: { result: string } }) => result.status.result)).to.deep.equal(['pass']);
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const forged = await dkimVerify(mail?.raw as Buffer, { sender: 'hello@example.com', resolver: async () => [[`v=DKIM1; k=rsa; p=${otherKey}`]] });
    expect(forged.results[0].status.result, 'a test that can fail').to.equal('fail');
  });

  it('stops start-up with a clear message for a DKIM setting that cannot work', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DKIM_DOMAIN: 'example.com' }, /DKIM_SELECTOR and DKIM_PRIVATE_KEY missing/],
      [{ ...DKIM, DKIM_PRIVATE_KEY: 'not a key' }, /DKIM_PRIVATE_KEY must be a PEM private key/],
      [{ ...DKIM, DKIM_DOMAIN: 'not a domain' }, /DKIM_DOMAIN must be a domain name/],
      [{ ...DKIM, DKIM_SELECTOR: 'a b' }, /DKIM_SELECTOR must be a DNS label/],
      [{ ...DKIM, DKIM_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }, /must be an RSA key/],
      [{ MAILGUN_WEBHOOK_SIGNING_KEY: 'short' }, /MAILGUN_WEBHOOK_SIGNING_KEY/],
      [{ POSTMARK_WEBHOOK_USER: 'u' }, /go together/],
    ];
    for (const [env, message] of cases) expect(() => testConfig(env), JSON.stringify(env)).to.throw(ConfigError, message);
  });
});
