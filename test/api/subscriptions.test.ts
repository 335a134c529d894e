// Double opt-in and one-click unsubscribe, through a real SMTP server: the confirmation email's
// link opens a page (a GET changes nothing, as mail scanners fetch every link), its button
// confirms; RFC 8058's POST unsubscribes; forged or altered links are refused and change nothing.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { NewsletterSubscriber } from '../../entities';
import { OutboxEmail } from '../../entities/OutboxEmail';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { resubscribeToken, unsubscribeToken, unsubscribeUrl } from '../../src/services/email/subscriptionTokens';
import { adminJson } from '../helpers/adminClient';
import { RECEIVES_NEWSLETTERS } from '../../src/services/newsletter';
import type { AdminSubscriberDto } from '../../views/api/adminTypes';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';

describe('newsletter: double opt-in and unsubscribe', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: false });
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const subscribe = (email: string, source = 'section') =>
    // The signup's work is done after its answer (src/lib/backgroundWork.ts): wait for it before looking.
    fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, source }) }).then(async (response) => { await backgroundWorkSettled(); return response; });
  const deliver = () => sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
  const subscriber = (email: string) => server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email });
  const local = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;

  let confirmLink = '';

  it('answers the spec\'s 201 and emails one confirmation; the subscriber waits, inactive', async () => {
    const response = await subscribe('new@example.com');
    expect(response.status).to.equal(201);
    expect(await response.json(), 'the spec\'s answer, and that a confirmation email is on its way').to.deep.equal({ success: true, message: 'Subscribed', confirmByEmail: true });
    expect(await deliver()).to.equal(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).to.deep.equal(['new@example.com']);
    expect(mail.parsed.subject).to.match(/^Confirm your subscription/);
    confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(mail.parsed.text ?? '')?.[0] ?? '';
    expect(confirmLink).not.to.equal('');
    expect(await subscriber('new@example.com')).to.include({ isActive: false, source: 'section', confirmedAt: null });
  });

  it('answers a repeated signup the same way, sending at most one confirmation an hour, and one for an address already subscribed: none', async () => {
    for (let i = 0; i < 3; i++) {
      const again = await subscribe('NEW@example.com');
      expect(again.status).to.equal(201);
      expect(await again.json()).to.deep.equal({ success: true, message: 'Subscribed', confirmByEmail: true });
    }
    expect(await server.db.getRepository(OutboxEmail).countBy({ kind: 'confirmation' })).to.equal(1);
  });

  it('shows a page with a Confirm button on GET, and changes nothing however often a scanner fetches it', async () => {
    for (let i = 0; i < 3; i++) {
      const page = await fetch(local(confirmLink));
      expect(page.status).to.equal(200);
      const html = await page.text();
      expect(html).to.include('Confirm my subscription').and.include('<form method="post"');
      expect(page.headers.get('cache-control')).to.equal('no-store');
    }
    expect((await subscriber('new@example.com')).isActive).to.equal(false);
  });

  it('confirms on the button\'s POST: active, with the time of confirmation', async () => {
    const response = await fetch(local(confirmLink), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(response.status).to.equal(200);
    expect(await response.text()).to.include('You are subscribed');
    const row = await subscriber('new@example.com');
    expect(row.isActive).to.equal(true);
    expect(row.confirmedAt).to.be.an.instanceOf(Date);
  });

  it('refuses forged and altered links with a 4xx page, changing nothing', async () => {
    const row = await subscriber('new@example.com');
    const genuine = unsubscribeToken(server.config.mail.signingSecret, row.id, row.email);
    const [id, expires, signature] = genuine.split('.');
    const forged = [
      `${id}.${expires}.${'A'.repeat(43)}`,
      `${Number(id) + 1}.${expires}.${signature}`,
      unsubscribeToken('another-secret-of-at-least-32-characters!!', row.id, row.email),
      unsubscribeToken(server.config.mail.signingSecret, row.id, 'someone-else@example.com'),
      new URL(confirmLink).searchParams.get('token') ?? '', // a confirm token is not an unsubscribe token
      '',
      '../../etc/passwd',
    ];
    for (const token of forged) {
      const response = await fetch(`${server.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(response.status, token).to.equal(400);
    }
    expect((await subscriber('new@example.com')).isActive).to.equal(true);
  });

  it('unsubscribes on the one-click POST of RFC 8058 with no cookie or key; a GET only shows the button; subscribing again works', async () => {
    const row = await subscriber('new@example.com');
    const link = unsubscribeUrl(server.config.siteUrl, unsubscribeToken(server.config.mail.signingSecret, row.id, row.email));
    const shown = await fetch(local(link));
    expect(shown.status).to.equal(200);
    expect(await shown.text()).to.include('Unsubscribe');
    expect((await subscriber('new@example.com')).isActive).to.equal(true);

    const oneClick = await fetch(local(link), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).to.equal(200);
    const html = await oneClick.text();
    expect(html).to.include('You are unsubscribed').and.include('Subscribe again');
    const gone = await subscriber('new@example.com');
    expect(gone.isActive).to.equal(false);
    expect(gone.unsubscribedAt).to.be.an.instanceOf(Date);

    const again = /action="([^"]+resubscribe[^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&') ?? '';
    expect((await fetch(`${server.url}${again}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })).status).to.equal(200);
    expect(await subscriber('new@example.com')).to.include({ isActive: true, unsubscribedAt: null });
  });

  it('does not send a confirmation email older than its link', async () => {
    await subscribe('late@example.com');
    await server.db.query("UPDATE outbox_emails SET createdAt = '2026-01-01 00:00:00.000' WHERE toAddress = 'late@example.com'");
    const before = smtp.received.length;
    await deliver();
    expect(smtp.received.length).to.equal(before);
    expect((await server.db.getRepository(OutboxEmail).findOneByOrFail({ toAddress: 'late@example.com' })).lastError).to.match(/expired/);
  });

  it('subscribes again only with the unsubscribe page\'s own short-lived token, and never an address never confirmed or deactivated by the owner', async () => {
    const secret = server.config.mail.signingSecret;
    const post = (path: string) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    const again = (token: string) => `/newsletter/resubscribe?token=${encodeURIComponent(token)}`;
    const confirmed = await subscriber('new@example.com');
    await post(new URL(unsubscribeUrl(server.config.siteUrl, unsubscribeToken(secret, confirmed.id, confirmed.email))).pathname + new URL(unsubscribeUrl(server.config.siteUrl, unsubscribeToken(secret, confirmed.id, confirmed.email))).search);
    expect((await subscriber('new@example.com')).isActive).to.equal(false);

    expect((await post(again(unsubscribeToken(secret, confirmed.id, confirmed.email)))).status, 'an unsubscribe token').to.equal(400);
    expect((await post(again(resubscribeToken(secret, confirmed.id, confirmed.email, Date.now() - 25 * 60 * 60_000)))).status, 'a day old').to.equal(400);
    expect((await subscriber('new@example.com')).isActive).to.equal(false);

    await subscribe('pending@example.com');
    const pending = await subscriber('pending@example.com');
    expect((await post(again(resubscribeToken(secret, pending.id, pending.email)))).status, 'never confirmed').to.equal(400);
    expect((await subscriber('pending@example.com')).isActive).to.equal(false);

    const owner = await adminJson(server, `/api/admin/subscribers/${confirmed.id}`, { method: 'PUT', body: { isActive: true } });
    expect(owner.status).to.equal(200);
    expect((await adminJson(server, `/api/admin/subscribers/${confirmed.id}`, { method: 'PUT', body: { isActive: false } })).status).to.equal(200);
    expect((await post(again(resubscribeToken(secret, confirmed.id, confirmed.email)))).status, 'deactivated by the owner').to.equal(400);
    expect((await subscriber('new@example.com')).isActive).to.equal(false);

    const refused = await adminJson<{ error: string }>(server, `/api/admin/subscribers/${pending.id}`, { method: 'PUT', body: { isActive: true } });
    expect(refused.status, 'the admin cannot activate an address its owner never confirmed').to.equal(409);
    expect((await subscriber('pending@example.com')).isActive).to.equal(false);
  });

  it('an old confirmation link confirms only a pending address: never one that unsubscribed or that the owner deactivated', async () => {
    const post = (link: string) => fetch(local(link), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    const confirmationLink = async (email: string) => {
      await subscribe(email);
      await smtp.waitFor(smtp.received.length + (await deliver()));
      const mail = smtp.received.findLast((received) => received.to.includes(email));
      return /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(mail?.parsed.text ?? '')?.[0] ?? '';
    };
    const first = await confirmationLink('left@example.com');
    expect((await post(first)).status).to.equal(200);
    const row = await subscriber('left@example.com');
    await post(unsubscribeUrl(server.config.siteUrl, unsubscribeToken(server.config.mail.signingSecret, row.id, row.email)));
    expect((await subscriber('left@example.com')).isActive).to.equal(false);

    expect((await fetch(local(first))).status, 'the page no longer offers the button').to.equal(400);
    expect((await post(first)).status, 'the original link, after an unsubscribe').to.equal(400);
    expect(await subscriber('left@example.com')).to.include({ isActive: false });

    // Subscribing again from the site sends a new link at once, and that one confirms.
    const second = await confirmationLink('left@example.com');
    expect(second).not.to.equal(first);
    expect((await post(second)).status).to.equal(200);
    expect(await subscriber('left@example.com')).to.include({ isActive: true, unsubscribedAt: null });

    expect((await adminJson(server, `/api/admin/subscribers/${row.id}`, { method: 'PUT', body: { isActive: false } })).status).to.equal(200);
    expect((await post(second)).status, 'a link issued before the owner deactivated the address').to.equal(400);
    expect((await post(first)).status).to.equal(400);
    expect(await subscriber('left@example.com')).to.include({ isActive: false });
  });

  it('answers HEAD on the subscription pages as GET would, without a body', async () => {
    const row = await subscriber('new@example.com');
    for (const link of [unsubscribeUrl(server.config.siteUrl, unsubscribeToken(server.config.mail.signingSecret, row.id, row.email)), `${server.config.siteUrl}/newsletter/confirm?token=1.0.x`]) {
      const get = await fetch(local(link));
      const head = await fetch(local(link), { method: 'HEAD' });
      expect(head.status, link).to.equal(get.status);
      expect(head.headers.get('content-type')).to.equal(get.headers.get('content-type'));
      expect(await head.text()).to.equal('');
    }
  });
});

describe('newsletter: who receives sends', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false, env: { NEWSLETTER_DOUBLE_OPT_IN: 'false' } });
  });
  after(() => server?.close());

  it('an address waiting for its confirmation that signs up again under single opt-in is confirmed, and receives sends', async () => {
    const repo = server.db.getRepository(NewsletterSubscriber);
    await repo.insert({ email: 'waited@example.com', subscribedAt: new Date(), isActive: false, confirmedAt: null });
    const response = await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'waited@example.com' }) });
    expect(response.status).to.equal(201);
    await backgroundWorkSettled();
    const row = await repo.findOneByOrFail({ email: 'waited@example.com' });
    expect(row.isActive).to.equal(true);
    expect(row.confirmedAt).to.be.an.instanceOf(Date);
    expect(await repo.countBy(RECEIVES_NEWSLETTERS)).to.equal(1);
    const { body } = await adminJson<AdminSubscriberDto[]>(server, '/api/admin/subscribers');
    expect(body.find((s) => s.email === 'waited@example.com')).to.include({ receivesNewsletters: true });
  });
});
