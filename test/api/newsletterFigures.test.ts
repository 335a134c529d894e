// What a send did, through a real SMTP server: its links go through the site's own counted
// redirect (per send and link, no reader named; made-up links are 404s, never an open redirect),
// and the bounces and complaints Mailgun's and Postmark's webhooks report later suppress and
// unsubscribe, and count in the send's figures, only when the webhook proves who sent it.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { BlogPost, EmailSuppression, NewsletterSubscriber, WebhookToken } from '../../entities';
import { EmailEvent } from '../../entities/EmailEvent';
import { createApp } from '../../src/app';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { sendDueEmails } from '../../src/services/email/mailSender';
import type { NewsletterSendStatusDto } from '../../views/api/adminTypes';
import type { SendFiguresDto } from '../../views/api/emailFigures';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const MAILGUN_KEY = 'key-0123456789abcdef0123456789abcdef';
const POSTMARK = { user: 'postmark-hooks', password: 'a-long-webhook-password' };
const READERS = ['ada@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com'];

describe('what a newsletter send did: clicks, bounces and complaints', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let post: BlogPost;
  let mails: ReceivedMail[];
  let sendId: number;

  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({
      // The visitors' limit on public writes as a site runs it: the webhooks are not held to it.
      env: { RATE_LIMIT_PER_CLIENT: '20', NEWSLETTER_DOUBLE_OPT_IN: 'false', MAIL_RATE_PER_MINUTE: '1000', MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY, POSTMARK_WEBHOOK_USER: POSTMARK.user, POSTMARK_WEBHOOK_PASSWORD: POSTMARK.password },
    });
    for (const email of READERS) {
      await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    }
    await backgroundWorkSettled();
    post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const content = '<p>See <a href="https://example.org/a?x=1&amp;y=2">this</a>, <a href="/books">my books</a> and <a href="https://example.org/a?x=1&amp;y=2">this again</a>. <a href="mailto:me@example.com">Write</a>.</p>';
    await server.db.getRepository(BlogPost).update(post.id, { content });
    await server.wroteDirectly();
    const started = await adminJson(server, `/api/admin/blog/${post.id}/send`, { method: 'POST', body: {} });
    expect(started.status, JSON.stringify(started.body)).to.equal(202);
    await sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
    mails = await smtp.waitFor(READERS.length);
    sendId = Number((await server.db.query('SELECT MAX(id) AS id FROM newsletter_sends'))[0].id);
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const figures = async () => (await adminJson<NewsletterSendStatusDto>(server, `/api/admin/blog/${post.id}/send`)).body.send as SendFiguresDto;
  const hrefs = (mail: ReceivedMail) => [...String(mail.parsed.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  const mailTo = (address: string) => mails.find((mail) => mail.to.includes(address)) as ReceivedMail;
  const follow = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  describe('clicks', () => {
    it('sends every web link of the email through the counted redirect, the same links to every reader', () => {
      const links = hrefs(mails[0]).filter((href) => href.startsWith('http') && !href.includes('/newsletter/unsubscribe'));
      expect(links.length).to.be.greaterThan(3);
      for (const href of links) expect(href).to.match(new RegExp(`^${server.config.siteUrl}/e/${sendId}/\\d+$`));
      expect(hrefs(mails[0])).to.include('mailto:me@example.com');
      const others = hrefs(mails[1]).filter((href) => href.includes('/e/'));
      expect(others, 'no link names its reader').to.deep.equal(links);
    });

    it('counts each click per send and link, and leads to the stored address', async () => {
      const before = await figures();
      const target = before.links.findIndex((link) => link.url === 'https://example.org/a?x=1&y=2');
      expect(before.links.map((link) => link.url)).to.include(`${server.config.siteUrl}/books`);
      expect(before.links.filter((link) => link.url === 'https://example.org/a?x=1&y=2'), 'one link, however often it appears').to.have.length(1);
      for (let i = 0; i < 2; i++) {
        const response = await follow(`/e/${sendId}/${target}`);
        expect(response.status).to.equal(302);
        expect(response.headers.get('location')).to.equal('https://example.org/a?x=1&y=2');
        expect(response.headers.get('cache-control')).to.equal('no-store');
      }
      const after = await figures();
      expect(after.links[target].clicks).to.equal(2);
      expect(after.links.reduce((sum, link) => sum + link.clicks, 0)).to.equal(2);
    });

    it('answers 404 to a link it never wrote, and never redirects anywhere else', async () => {
      for (const path of [`/e/${sendId}/99`, `/e/${sendId + 1}/0`, '/e/0/0', '/e/abc/1', `/e/${sendId}/-1`, `/e/${sendId}/1/extra`, `/e/${sendId}/01`, '/e/99999999999/0', '/e/']) {
        const response = await follow(path);
        expect(response.status, path).to.equal(404);
        expect(response.headers.get('location'), path).to.equal(null);
      }
      const tampered = await follow(`/e/${sendId}/0?url=https://evil.example/`);
      expect(tampered.status).to.equal(302);
      expect(tampered.headers.get('location')).not.to.include('evil');
      const figures_ = await figures();
      expect(figures_.links.reduce((sum, link) => sum + link.clicks, 0)).to.equal(3);
      expect((await fetch(`${server.url}/e/${sendId}/0`, { method: 'POST', redirect: 'manual' })).status).not.to.equal(302);
    });
  });

  describe('Mailgun', () => {
    const signed = (eventData: unknown, { timestamp = Math.floor(Date.now() / 1000), token = `tok${Math.random().toString(36).slice(2)}${'x'.repeat(40)}`, key = MAILGUN_KEY } = {}) => ({
      signature: { timestamp: String(timestamp), token, signature: createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex') },
      'event-data': eventData,
    });
    const failed = (address: string, severity = 'permanent') => ({
      event: 'failed',
      severity,
      recipient: address,
      'delivery-status': { code: 550, description: 'No such mailbox' },
      message: { headers: { 'message-id': String(mailTo(address).parsed.messageId).replace(/^<|>$/g, '') } },
    });
    const post_ = (body: unknown) => fetch(`${server.url}/api/email/events/mailgun`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const suppressed = (address: string) => server.db.getRepository(EmailSuppression).findOneBy({ email: address });

    it('refuses a forged, unsigned or stale event (401/403) and changes nothing', async () => {
      const forged = signed(failed(READERS[0]), { key: 'key-not-the-real-one-0000000000' });
      expect((await post_(forged)).status).to.equal(401);
      expect((await post_({ 'event-data': failed(READERS[0]) })).status).to.equal(401);
      const tampered = signed(failed(READERS[0]));
      tampered.signature.token = `${tampered.signature.token}y`;
      expect((await post_(tampered)).status).to.equal(401);
      const stale = signed(failed(READERS[0]), { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
      expect((await post_(stale)).status).to.equal(403);
      expect(await suppressed(READERS[0])).to.equal(null);
      expect(await server.db.getRepository(EmailEvent).count()).to.equal(0);
    });

    it('suppresses an address that failed for good, counts it as the send\'s bounce, and refuses the same token again', async () => {
      const event = signed(failed(READERS[0]));
      const response = await post_(event);
      expect(response.status, await response.clone().text()).to.equal(200);
      const row = await suppressed(READERS[0]);
      expect(row?.sendId).to.equal(sendId);
      expect(row?.reason).to.include('No such mailbox');
      expect((await post_(event)).status, 'a replayed token').to.equal(403);
      const counts = await figures();
      expect(counts).to.include({ recipients: 4, delivered: 3, failed: 0, bounced: 1, complained: 0 });
    });

    it('ignores a temporary failure', async () => {
      const response = await post_(signed(failed(READERS[3], 'temporary')));
      expect(response.status).to.equal(200);
      expect(await suppressed(READERS[3])).to.equal(null);
    });

    it('unsubscribes a reader who complained, counted against the send', async () => {
      const complaint = signed({ event: 'complained', recipient: READERS[1], message: { headers: { 'message-id': String(mailTo(READERS[1]).parsed.messageId) } } });
      expect((await post_(complaint)).status).to.equal(200);
      const subscriber = await server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email: READERS[1] });
      expect(subscriber.isActive).to.equal(false);
      expect(subscriber.unsubscribedSendId).to.equal(sendId);
      expect(await figures()).to.include({ complained: 1, unsubscribed: 1 });
    });

    it('answers 400 to a signed event without a recipient, and changes nothing', async () => {
      const response = await post_(signed({ event: 'failed', severity: 'permanent', recipient: 'not an address' }));
      expect(response.status).to.equal(400);
    });
    it("remembers every token, whatever its event: one seen with an event the site ignores, or a body it refused, is refused with any other", async () => {
      const delivered = signed({ event: 'delivered', recipient: READERS[2] });
      expect((await post_(delivered)).status).to.equal(200);
      const complaint = { ...delivered, 'event-data': { event: 'complained', recipient: READERS[2] } };
      const replayed = await post_(complaint);
      expect(replayed.status, 'the delivered event\'s token with a complaint').to.equal(403);
      expect((await server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email: READERS[2] })).isActive).to.equal(true);

      const unreadable = signed({ event: 'failed', severity: 'permanent', recipient: 'not an address' });
      expect((await post_(unreadable)).status).to.equal(400);
      expect((await post_({ ...unreadable, 'event-data': failed(READERS[2]) })).status, 'a refused body\'s token').to.equal(403);
      expect(await suppressed(READERS[2])).to.equal(null);
    });

    it('forgets a token once its timestamp is past the window, keeping the memory to one window', async () => {
      const old = Math.floor(Date.now() / 1000) - 5 * 60 - 2 * 60;
      await server.db.getRepository(WebhookToken).insert({ token: 'stale-token-0123456789', keepUntil: new Date((old + 5 * 60) * 1000 + 60_000) });
      expect((await post_(signed({ event: 'delivered', recipient: READERS[2] }))).status).to.equal(200);
      expect(await server.db.getRepository(WebhookToken).existsBy({ token: 'stale-token-0123456789' })).to.equal(false);
      const kept = await server.db.getRepository(WebhookToken).find();
      for (const row of kept) expect(row.keepUntil.getTime()).to.be.at.most(Date.now() + 2 * (5 * 60_000 + 60_000));
    });

    it("takes a wave of signed events at once, past the visitors' limit on public writes", async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, () => post_(signed(failed(READERS[3], 'temporary')))));
      expect(answers.map((answer) => answer.status)).to.deep.equal(Array(40).fill(200));
    });
  });

  describe('Postmark', () => {
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const post_ = (body: unknown, authorization?: string) =>
      fetch(`${server.url}/api/email/events/postmark`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) }, body: JSON.stringify(body) });
    const bounce = (address: string, id: number) => ({ RecordType: 'Bounce', ID: id, Type: 'HardBounce', TypeCode: 1, Email: address, Description: 'The server was unable to deliver your message', Inactive: true, Metadata: { 'outbox-id': String(mailTo(address).parsed.headers.get('x-pm-metadata-outbox-id')) } });

    it('refuses missing or wrong credentials (401) and changes nothing', async () => {
      expect((await post_(bounce(READERS[2], 1))).status).to.equal(401);
      expect((await post_(bounce(READERS[2], 1), basic(POSTMARK.user, 'wrong-password-123'))).status).to.equal(401);
      expect((await post_(bounce(READERS[2], 1), 'Bearer x')).status).to.equal(401);
      expect(await server.db.getRepository(EmailSuppression).findOneBy({ email: READERS[2] })).to.equal(null);
    });

    it('suppresses a hard bounce, counted against its send, and refuses its replay', async () => {
      const auth = basic(POSTMARK.user, POSTMARK.password);
      expect((await post_(bounce(READERS[2], 77), auth)).status).to.equal(200);
      expect((await server.db.getRepository(EmailSuppression).findOneByOrFail({ email: READERS[2] })).sendId).to.equal(sendId);
      expect((await post_(bounce(READERS[2], 77), auth)).status).to.equal(403);
      expect((await post_({ RecordType: 'Bounce', ID: 78, Type: 'SoftBounce', Email: READERS[3], Inactive: false }, auth)).status).to.equal(200);
      expect(await server.db.getRepository(EmailSuppression).findOneBy({ email: READERS[3] }), 'a soft bounce').to.equal(null);
      expect(await figures()).to.include({ delivered: 2, bounced: 2 });
      const { body } = await adminJson<{ id: number; figures: SendFiguresDto }[]>(server, '/api/admin/emails/sends');
      expect(body.find((send) => send.id === sendId)?.figures).to.include({ bounced: 2, complained: 1, unsubscribed: 1 });
    });
  });

  it('answers 404 on both webhooks when they are not configured', async () => {
    const config = { ...server.config, mail: { ...server.config.mail, webhooks: {} } };
    const bare = createApp({ db: server.db, config }).listen(0, '127.0.0.1');
    await new Promise((resolve) => bare.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
      for (const provider of ['mailgun', 'postmark']) {
        const response = await fetch(`${url}/api/email/events/${provider}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        expect(response.status, provider).to.equal(404);
      }
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});
