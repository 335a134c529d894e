// Segments (issue 40): a subscriber's labels, set one at a time or in bulk, with every bad input
// refused whole; labels from an import; and a subscriber added by hand with a note of consent,
// who gets the confirmation email (through the real SMTP server) unless marked confirmed.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { NewsletterSubscriber } from '../../entities';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { writeSubscribers } from '../../src/services/import/importSubscribers';
import type { AdminSubscriberDto, SubscriberLabelDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('admin API: subscriber labels and subscribers added by hand', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  const ids: Record<string, number> = {};
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { NEWSLETTER_DOUBLE_OPT_IN: 'false' } });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const added = await adminJson<AdminSubscriberDto>(server, '/api/admin/subscribers', { method: 'POST', body: { email, consent: 'Business card', confirmed: true, labels: [] } });
      ids[email] = added.body.id;
    }
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const labelsOf = async (email: string) => (await server.db.getRepository(NewsletterSubscriber).findOneByOrFail({ email })).labels ?? [];
  const patch = (id: number, body: unknown) => adminJson(server, `/api/admin/subscribers/${id}`, { method: 'PATCH', body });
  const bulk = (body: unknown) => adminJson(server, '/api/admin/subscribers/labels', { method: 'POST', body });
  const deliver = async () => {
    const before = smtp.received.length;
    while ((await sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url })) > 0) {}
    return smtp.received.slice(before);
  };

  it('sets a subscriber\'s labels, trimmed, without repeats in any case', async () => {
    const set = await patch(ids['a@example.com'], { labels: ['  Clients ', 'clients', 'Book  club'] });
    expect(set.status).to.equal(200);
    expect(set.body).to.include({ email: 'a@example.com' });
    expect(set.body.labels).to.deep.equal(['Clients', 'Book club']);
    expect(await labelsOf('a@example.com')).to.deep.equal(['Clients', 'Book club']);
    expect((await adminJson<AdminSubscriberDto[]>(server, '/api/admin/subscribers')).body.find((row) => row.email === 'a@example.com')).to.include({ consentNote: 'Business card' });
  });

  it('refuses bad labels with a 400 and changes nothing', async () => {
    const hostile: unknown[] = [
      {},
      { labels: 'clients' },
      { labels: [1, 2] },
      { labels: [null] },
      { labels: [''] },
      { labels: ['   '] },
      { labels: ['x'.repeat(41)] },
      { labels: Array.from({ length: 21 }, (_, i) => `label ${i}`) },
      { labels: ['line\nbreak'] },
      { labels: [{ name: 'clients' }] },
    ];
    for (const body of hostile) {
      const refused = await patch(ids['a@example.com'], body);
      expect(refused.status, JSON.stringify(body)).to.equal(400);
      expect(refused.body.error).to.be.a('string');
    }
    expect(await labelsOf('a@example.com')).to.deep.equal(['Clients', 'Book club']);
    expect((await patch(999999, { labels: ['x'] })).status).to.equal(404);
    expect((await patch(ids['a@example.com'], { labels: ['x'] }).then(() => adminJson(server, `/api/admin/subscribers/${ids['a@example.com']}`, { method: 'PATCH', body: { labels: [] }, key: null }))).status).to.equal(401);
    await patch(ids['a@example.com'], { labels: ['Clients', 'Book club'] });
  });

  it('adds and removes labels on many subscribers at once, all or none', async () => {
    const all = Object.values(ids);
    const done = await bulk({ ids: all, add: ['VIP'], remove: ['book club'] });
    expect(done.body).to.deep.equal({ updated: 3 });
    expect(await labelsOf('a@example.com')).to.deep.equal(['Clients', 'VIP']);
    expect(await labelsOf('b@example.com')).to.deep.equal(['VIP']);

    const before = await Promise.all(Object.keys(ids).map(labelsOf));
    const hostile: [unknown, number][] = [
      [{ ids: [], add: ['x'] }, 400],
      [{ ids: 'all', add: ['x'] }, 400],
      [{ ids: [1.5], add: ['x'] }, 400],
      [{ ids: [-1], add: ['x'] }, 400],
      [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), add: ['x'] }, 400],
      [{ ids: all, add: ['x'.repeat(41)] }, 400],
      [{ ids: all, add: ['Same'], remove: ['same'] }, 400],
      [{ ids: all, add: Array.from({ length: 19 }, (_, i) => `more ${i}`) }, 400], // a@ would have 21
      [{ ids: [...all, 999999], add: ['x'] }, 404],
    ];
    for (const [body, status] of hostile) expect((await bulk(body)).status, JSON.stringify(body).slice(0, 80)).to.equal(status);
    expect(await Promise.all(Object.keys(ids).map(labelsOf)), 'nothing changed').to.deep.equal(before);

    const inUse = (await adminJson<SubscriberLabelDto[]>(server, '/api/admin/subscribers/labels')).body;
    expect(inUse).to.deep.equal([{ label: 'VIP', subscribers: 3 }, { label: 'Clients', subscribers: 1 }]);
  });

  it('keeps the labels an import brings, cut to the rules', async () => {
    await writeSubscribers(server.db, {
      add: [
        { email: 'ghost@example.com', subscribed: true, confirmed: true, labels: ['Paid', 'paid', ' Long '.padEnd(60, 'x'), 'tab\there'] },
        { email: 'plain@example.com', subscribed: true, confirmed: true },
      ],
      unsubscribe: [],
    });
    expect(await labelsOf('ghost@example.com')).to.deep.equal(['Paid', `Long ${'x'.repeat(35)}`, 'tab here']);
    expect(await labelsOf('plain@example.com')).to.deep.equal([]);
  });

  it('adds a subscriber by hand: confirmed at once, or sent the confirmation email; never twice', async () => {
    const confirmed = await adminJson<AdminSubscriberDto>(server, '/api/admin/subscribers', { method: 'POST', body: { email: ' Met@Example.com ', consent: 'Said yes at the talk, 3 May', confirmed: true, labels: ['clients'] } });
    expect(confirmed.status).to.equal(201);
    expect(confirmed.body).to.include({ email: 'met@example.com', isActive: true, receivesNewsletters: true, source: 'admin', consentNote: 'Said yes at the talk, 3 May' });
    expect(confirmed.body.labels).to.deep.equal(['clients']);
    expect(await deliver(), 'no email to a confirmed one').to.have.length(0);

    const asked = await adminJson<AdminSubscriberDto>(server, '/api/admin/subscribers', { method: 'POST', body: { email: 'maybe@example.com', consent: 'Asked by email to be added' } });
    expect(asked.status).to.equal(201);
    expect(asked.body).to.include({ isActive: false, receivesNewsletters: false, confirmedAt: null });
    const mails = await deliver();
    expect(mails.map((mail) => mail.to)).to.deep.equal([['maybe@example.com']]);
    expect(mails[0].parsed.text).to.match(/\/newsletter\/confirm\?token=/);

    const count = await server.db.getRepository(NewsletterSubscriber).count();
    const hostile: [unknown, number][] = [
      [{ email: 'met@example.com', consent: 'again' }, 409],
      [{ email: 'not-an-address', consent: 'x' }, 400],
      [{ email: 'new@example.com' }, 400],
      [{ email: 'new@example.com', consent: '   ' }, 400],
      [{ email: 'new@example.com', consent: 'x'.repeat(501) }, 400],
      [{ email: 'new@example.com', consent: 'ok', confirmed: 'yes' }, 400],
      [{ email: 'new@example.com', consent: 'ok', labels: ['x'.repeat(41)] }, 400],
      [{ email: ['new@example.com'], consent: 'ok' }, 400],
    ];
    for (const [body, status] of hostile) expect((await adminJson(server, '/api/admin/subscribers', { method: 'POST', body })).status, JSON.stringify(body).slice(0, 80)).to.equal(status);
    expect((await adminJson(server, '/api/admin/subscribers', { method: 'POST', body: { email: 'new@example.com', consent: 'ok' }, key: null })).status).to.equal(401);
    expect(await server.db.getRepository(NewsletterSubscriber).count(), 'nothing added').to.equal(count);
    expect(await deliver()).to.have.length(0);
  });
});
