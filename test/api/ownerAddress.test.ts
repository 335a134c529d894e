// Mail to the owner goes to the address written in Settings (identity.email) while OWNER_EMAIL is
// not set: a contact message's copy, a test send given no address, the DMARC reports. Emails
// arrive at a real SMTP server. OWNER_EMAIL, when set, goes over it.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { BlogPost } from '../../entities';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { sendDueEmails } from '../../src/services/email/mailSender';
import type { NewsletterSendStatusDto } from '../../views/api/adminTypes';
import type { MailDnsDto } from '../../views/api/emailFigures';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const OWN = 'maya@signal.example';
const json = { 'Content-Type': 'application/json' };

describe('mail to the owner', function () {
  this.timeout(60_000);
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
  });
  after(() => smtp?.stop());

  /** The next email the outbox sends, as it arrives. */
  const nextEmail = async (server: TestServer) => {
    await backgroundWorkSettled();
    await server.db.query("UPDATE outbox_emails SET nextAttemptAt = '2000-01-01 00:00:00.000' WHERE status = 'queued'");
    const before = smtp.received.length;
    await sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
    return (await smtp.waitFor(before + 1)).at(-1);
  };
  const contact = (server: TestServer) =>
    fetch(`${server.url}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question for you.' }) });

  describe('with OWNER_EMAIL unset', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
      expect(server.config.mail.ownerEmail).to.equal(undefined);
      expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { email: OWN } } })).status).to.equal(200);
    });
    after(() => server?.close());

    it('forwards a contact message to identity.email', async () => {
      expect((await contact(server)).status).to.equal(201);
      expect((await nextEmail(server))?.to).to.deep.equal([OWN]);
    });

    it('sends a test with no address to identity.email, and says so before', async () => {
      const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
      const status = await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${post.id}/send`);
      expect(status.body.ownerEmail).to.equal(OWN);
      expect((await adminJson(server, `/api/admin/blog/${post.id}/send`, { method: 'POST', body: { test: true } })).status).to.equal(202);
      expect((await nextEmail(server))?.to).to.deep.equal([OWN]);
    });

    it('names identity.email in the DMARC record', async () => {
      const { body } = await adminJson<MailDnsDto>(server, '/api/admin/emails/dns');
      expect(body.records.find((record) => record.kind === 'DMARC')?.value).to.equal(`v=DMARC1; p=none; rua=mailto:${OWN}`);
    });

    it('refuses a test with no address while Settings has none (400), and still keeps a contact message', async () => {
      await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { email: '' } } });
      const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
      const test = await adminJson(server, `/api/admin/blog/${post.id}/send`, { method: 'POST', body: { test: true } });
      expect(test.status).to.equal(400);
      expect(test.body.error).to.match(/address/);
      expect((await contact(server)).status).to.equal(201);
      const [{ queued }] = await server.db.query("SELECT COUNT(*) AS queued FROM outbox_emails WHERE status = 'queued'");
      expect(Number(queued)).to.equal(0);
    });
  });

  it('lets OWNER_EMAIL go over identity.email', async () => {
    const server = await startTestServer({ seed: false, env: { OWNER_EMAIL: 'operator@example.com' } });
    try {
      await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { email: OWN } } });
      expect((await contact(server)).status).to.equal(201);
      expect((await nextEmail(server))?.to).to.deep.equal(['operator@example.com']);
    } finally {
      await server.close();
    }
  });
});
