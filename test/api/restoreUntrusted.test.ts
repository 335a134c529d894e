// A restore trusts nothing in its file (issue 45, findings 1-3): a backup downloaded from the
// admin, edited as an attacker would (tables/*.jsonl changed, the manifest's SHA-256 recomputed)
// and restored through the admin import, with the site's real sender running against a real SMTP
// server. Queued email comes back held and leaves only when the owner releases it, to one
// address each, with only the site's headers; restored pages and About HTML are sanitised;
// settings and redirects pass the admin API's rules or the restore is refused, changing nothing;
// and a restore during a send, or of a backup written during one, emails nobody twice.
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { DataSource } from 'typeorm';
import { BlogPost, NewsletterSend, NewsletterSubscriber, OutboxEmail, SettingsSection } from '../../entities';
import { type MailSender, sendDueEmails, startMailSender } from '../../src/services/email/mailSender';
import { releaseDueSends } from '../../src/services/email/scheduledSends';
import { restoreBackup } from '../../src/services/transfer/restoreBackup';
import { adminJson } from '../helpers/adminClient';
import { type BackupRow, downloadBackup, editedBackup, restoreThroughAdmin } from '../helpers/backupFiles';
import { importFile, zipOf } from '../helpers/importFiles';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { openTestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

const LONG_AGO = '2020-01-01T00:00:00.000Z';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An outbox row as a backup holds it, queued and due long ago. */
const queuedEmail = (id: number, toAddress: string, headers: Record<string, string> = {}): BackupRow => ({
  id,
  kind: 'newsletter',
  toAddress,
  replyTo: null,
  replyToName: null,
  subject: `Restored email ${id}`,
  html: '<p>Hello</p>',
  text: 'Hello',
  headers: JSON.stringify(headers),
  status: 'queued',
  attempts: 0,
  nextAttemptAt: LONG_AGO,
  leaseUntil: null,
  claimToken: null,
  lastError: null,
  createdAt: LONG_AGO,
  sentAt: null,
  sendId: null,
});

/** The settings rows with one row set (a section's value, or the About story's HTML). */
const withSetting = (section: string, value: unknown) => (rows: BackupRow[]) => [...rows.filter((row) => row.section !== section), { section, value: JSON.stringify(value), updatedAt: LONG_AGO }];

describe('a restore trusts nothing in its file', function () {
  this.timeout(120_000);
  let server: TestServer;
  let smtp: TestSmtp;
  let sender: MailSender | undefined;
  let honest: Map<string, Buffer>;
  const outbox = (db: DataSource = server.db) => db.getRepository(OutboxEmail);
  const recipients = () => smtp.received.flatMap((mail) => mail.to);

  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '50', MAIL_RATE_PER_MINUTE: '10000' } });
    // The site's own /privacy page (a new site ships it) is the page the hostile backups below edit.
    sender = startMailSender(server.db, server.config.mail);
    honest = await downloadBackup(server);
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  after(async () => {
    await sender?.stop();
    await server?.close();
    await smtp?.stop();
  });

  describe('finding 1: a restore sends nothing by itself', () => {
    const hostileOutbox = () =>
      editedBackup(honest, {
        outbox_emails: (rows) => [
          ...rows,
          queuedEmail(9001, 'victim2@example.net\r\nBcc: crlf@evil.example'),
          queuedEmail(9002, 'a@example.net, b@example.net, c@example.net'),
          queuedEmail(9003, 'reader3@example.net', { 'X-Injected': 'yes', 'List-Unsubscribe': '<https://site.example/u>' }),
          queuedEmail(9004, 'reader4@example.net'),
        ],
      });

    it('brings queued emails back held, says how many, and sends none of them, however often it is restored', async () => {
      const zip = await hostileOutbox();
      for (let restore = 0; restore < 2; restore++) {
        const job = await restoreThroughAdmin(server, zip);
        expect(job.status, JSON.stringify(job)).to.equal('done');
        await pause(1_000);
        expect(recipients(), 'sent by the restore').to.deep.equal([]);
        const note = job.warnings.find((warning: { item: string }) => warning.item === 'Queued email');
        expect(note?.message).to.equal('2 emails queued in the backup are held: nothing is sent until you release them in Emails.');
      }
      const rows = await outbox().find({ where: [{ id: 9001 }, { id: 9002 }, { id: 9003 }, { id: 9004 }], order: { id: 'ASC' } });
      expect(rows.map((row) => row.status)).to.deep.equal(['failed', 'failed', 'held', 'held']);
      expect(JSON.parse(rows[2].headers)).to.deep.equal({ 'List-Unsubscribe': '<https://site.example/u>' });
      expect((await adminJson(server, '/api/admin/emails?status=held')).body.total).to.equal(2);
    });

    it('a dry run says how many it would hold, and changes nothing', async () => {
      const before = await outbox().count();
      const { job } = await importFile(server, await hostileOutbox(), 'site-backup.zip', { replace: true, dryRun: true });
      expect(job.status, JSON.stringify(job)).to.equal('done');
      const note = job.warnings.find((warning: { item: string }) => warning.item === 'Queued email');
      expect(note?.message).to.equal('2 emails queued in the backup would be held: nothing would be sent until you released them in Emails.');
      expect(await outbox().count()).to.equal(before);
    });

    it('the owner releases them from /admin/emails: each reaches its one address, with only the headers the site writes', async () => {
      const released = await adminJson(server, '/api/admin/emails/held/release', { method: 'POST' });
      expect(released).to.deep.include({ status: 200, body: { released: 2 } });
      await smtp.waitFor(2);
      await pause(500);
      expect(recipients().sort()).to.deep.equal(['reader3@example.net', 'reader4@example.net']);
      const injected = smtp.received.find((mail) => mail.to.includes('reader3@example.net'))!;
      expect(injected.rawHeaders).to.include('List-Unsubscribe: <https://site.example/u>').and.not.match(/X-Injected/i);
    });

    it('restoring the same file after they went out sends them to nobody again: this site\'s record of them stands', async () => {
      const job = await restoreThroughAdmin(server, await hostileOutbox());
      expect(job.status, JSON.stringify(job)).to.equal('done');
      expect(job.warnings.map((warning: { item: string }) => warning.item)).to.not.include('Queued email');
      expect((await outbox().findOneByOrFail({ id: 9004 })).status).to.equal('sent');
      expect((await adminJson(server, '/api/admin/emails/held/release', { method: 'POST' })).body).to.deep.equal({ released: 0 });
      await pause(1_000);
      expect(recipients()).to.deep.equal([]);
    });

    it('the sender itself, the last gate, sends a row from anywhere to one address and with the site\'s headers only', async () => {
      const now = new Date();
      const row = (toAddress: string) => ({ ...queuedEmail(0, toAddress, { 'X-Injected': 'yes' }), id: undefined, nextAttemptAt: now, createdAt: now });
      await outbox().insert([row('victim9@example.net\r\nBcc: crlf@evil.example'), row('x@example.net, y@example.net'), row('reader9@example.net')] as Partial<OutboxEmail>[]);
      await smtp.waitFor(1);
      await pause(500);
      expect(recipients()).to.deep.equal(['reader9@example.net']);
      expect(smtp.received[0].rawHeaders).to.not.match(/X-Injected/i);
      const refused = await outbox().findBy({ status: 'failed', lastError: 'Not sent: its address is not a single email address' });
      expect(refused.map((email) => email.toAddress).sort()).to.deep.equal(['victim9@example.net\r\nBcc: crlf@evil.example', 'x@example.net, y@example.net'].sort());
    });
  });

  describe('finding 2: restored pages and the About HTML are sanitised', () => {
    const hostile = '<script>alert(1)</script><img src="/x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">link</a><meta http-equiv="refresh" content="0;url=https://evil.example/">';

    it('serves no script, handler, javascript: link or meta refresh on /privacy and /about', async () => {
      const job = await restoreThroughAdmin(
        server,
        await editedBackup(honest, {
          pages: (rows) => rows.map((row) => ({ ...row, content: `<p>We keep nothing.</p>${hostile}` })),
          settings: withSetting('aboutHtml', `<p>About me.</p>${hostile}`),
        }),
      );
      expect(job.status, JSON.stringify(job)).to.equal('done');
      for (const address of ['/privacy', '/about']) {
        const response = await fetch(server.url + address);
        expect(response.status, address).to.equal(200);
        const html = await response.text();
        expect(html, address).to.match(/We keep nothing|About me/);
        expect(html, address).to.not.match(/alert\(|onerror|javascript:|http-equiv="refresh"|evil\.example/);
      }
    });
  });

  describe('finding 3: restored settings and redirects pass the admin API\'s rules, or nothing is restored', () => {
    const expectRefused = async (edits: Parameters<typeof editedBackup>[1], reason: RegExp) => {
      const before = await server.db.getRepository(SettingsSection).find({ order: { section: 'ASC' } });
      const job = await restoreThroughAdmin(server, await editedBackup(honest, edits));
      expect(job.status, JSON.stringify(job)).to.equal('failed');
      expect(job.error).to.match(reason);
      expect(await server.db.getRepository(SettingsSection).find({ order: { section: 'ASC' } })).to.deep.equal(before);
      for (const address of ['/', '/admin', '/admin/settings', '/about', '/privacy']) expect((await fetch(server.url + address)).status, address).to.equal(200);
    };

    it('a dry run refuses what the restore would, naming the same row and field', async () => {
      const { job } = await importFile(server, await editedBackup(honest, { settings: withSetting('design', { accentColor: 'red;}</style>', iconMediaId: null }) }), 'site-backup.zip', { replace: true, dryRun: true });
      expect(job.status, JSON.stringify(job)).to.equal('failed');
      expect(job.error).to.match(/^tables\/settings\.jsonl, line \d+ \(settings section design\): Invalid design\.accentColor/);
    });

    it('an accent that breaks out of its style rule', async () => {
      await expectRefused({ settings: withSetting('design', { accentColor: 'red;}</style><script>alert(1)</script>', iconMediaId: null }) }, /^tables\/settings\.jsonl, line \d+ \(settings section design\): Invalid design\.accentColor/);
    });

    it('a navigation path that leads off the site', async () => {
      await expectRefused({ settings: withSetting('navigation', { header: [{ label: 'Evil', path: '//evil.com' }], privacyPath: '', termsPath: '' }) }, /settings section navigation\): Invalid navigation\.header\.0\.path/);
      expect(await (await fetch(server.url)).text()).to.not.include('evil.com');
    });

    it('an icon that is no item of the restored media library', async () => {
      await expectRefused({ settings: withSetting('design', { accentColor: '#2f6f4e', iconMediaId: 99999 }) }, /settings section design\): Invalid design\.iconMediaId: no media item 99999/);
    });

    it('a section the site does not have', async () => {
      await expectRefused({ settings: withSetting('bogus', { a: 1 }) }, /settings section bogus\): not a settings section/);
    });

    for (const fromPath of ['/privacy', '/admin']) {
      it(`a redirect that would hide ${fromPath}, which the site serves`, async () => {
        await expectRefused({ redirects: (rows) => [...rows, { id: 9100, fromPath, toUrl: 'https://evil.example/', createdAt: LONG_AGO }] }, new RegExp(`^tables/redirects\\.jsonl, line 1 \\(redirect ${fromPath}\\): The site serves ${fromPath}`));
      });
    }

    for (const toUrl of ['//evil.com', 'javascript:alert(1)']) {
      it(`a redirect to ${toUrl}`, async () => {
        await expectRefused({ redirects: (rows) => [...rows, { id: 9100, fromPath: '/gone', toUrl, createdAt: LONG_AGO }] }, /^tables\/redirects\.jsonl, line 1 \(redirect \/gone\): Invalid to/);
        const response = await fetch(`${server.url}/gone`, { redirect: 'manual' });
        expect(response.status).to.equal(404);
      });
    }
  });

  describe('restore and a running send: nobody is emailed twice', () => {
    const readers = ['one@example.net', 'two@example.net', 'three@example.net'];
    const transport = () => nodemailer.createTransport(smtp.url);
    const later = () => new Date(Date.now() + 60 * 60_000); // every lease long expired
    let beforeSend: Buffer;
    let midSend: Buffer;

    it('a restore during a send, of a backup written before it, leaves the emails being delivered to their delivery', async () => {
      const emails = readers.map((reader, i) => queuedEmail(9200 + i, reader));
      beforeSend = await editedBackup(honest, { outbox_emails: (rows) => [...rows, ...emails] });
      const answer = smtp.hold();
      try {
        // The site's own send, queued as the site queues it: the same emails as the backup holds.
        await outbox().insert(emails.map((email) => ({ ...email, nextAttemptAt: new Date(LONG_AGO), createdAt: new Date(LONG_AGO) })) as Partial<OutboxEmail>[]);
        await smtp.waitFor(3); // delivered, not yet acknowledged: the sender waits with its lease
        midSend = await zipOf(Object.fromEntries(await downloadBackup(server)));
        const job = await restoreThroughAdmin(server, beforeSend);
        expect(job.status, JSON.stringify(job)).to.equal('done');
        expect(job.warnings.map((warning: { item: string }) => warning.item)).to.not.include('Queued email');
        // Another process's sender looks for due emails while the first delivery is still under way.
        const otherProcess = sendDueEmails(server.db, transport(), server.config.mail);
        await pause(500);
        answer();
        await otherProcess;
      } finally {
        answer();
      }
      await pause(1_000);
      await sendDueEmails(server.db, transport(), server.config.mail, later());
      expect(recipients().sort(), 'each reader once').to.deep.equal([...readers].sort());
      expect((await outbox().findBy({ id: 9200 }))[0].status).to.equal('sent');
    });

    it('a backup written during the send, restored after it, keeps this site\'s record that they went out', async () => {
      const job = await restoreThroughAdmin(server, midSend);
      expect(job.status, JSON.stringify(job)).to.equal('done');
      await sendDueEmails(server.db, transport(), server.config.mail, later());
      await adminJson(server, '/api/admin/emails/held/release', { method: 'POST' });
      await pause(500);
      expect(recipients()).to.deep.equal([]);
      expect((await outbox().findBy({ id: 9200 }))[0].status).to.equal('sent');
    });

    it('a newsletter send the backup holds as scheduled, started here since, does not start again', async () => {
      const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
      await server.db.getRepository(NewsletterSubscriber).insert({ email: 'subscriber@example.net', subscribedAt: new Date(), isActive: true, confirmedAt: new Date() });
      await server.db.getRepository(NewsletterSend).insert({ area: 'blog', itemId: post.id, recipients: 0, createdAt: new Date(), status: 'scheduled', segment: null, startedAt: null });
      const scheduled = await zipOf(Object.fromEntries(await downloadBackup(server)));
      const context = { mail: server.config.mail, siteUrl: server.config.siteUrl };
      expect(await releaseDueSends(server.db, context), 'the send starts at its time').to.equal(1);
      await smtp.waitFor(1);
      await pause(1_000);
      const sentOnce = recipients().sort();
      expect(sentOnce).to.include('subscriber@example.net');
      const job = await restoreThroughAdmin(server, scheduled);
      expect(job.status, JSON.stringify(job)).to.equal('done');
      await releaseDueSends(server.db, context);
      await pause(1_000);
      expect(recipients().sort(), 'each reader once').to.deep.equal(sentOnce);
      expect((await server.db.getRepository(NewsletterSend).findOneByOrFail({ area: 'blog', itemId: post.id })).status).to.equal('started');
    });

    it('the same backup restored into another site: an email caught being delivered may have gone out, so it is never sent again', async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'restore-untrusted-')), 'mid-send.zip');
      writeFileSync(file, midSend);
      const fresh = await openTestDatabase(undefined, { secondary: true });
      try {
        const result = await restoreBackup(fresh, file);
        await sendDueEmails(fresh, transport(), server.config.mail, later());
        expect(recipients()).to.deep.equal([]);
        expect(result.heldEmails).to.equal(0);
        const caught = await outbox(fresh).findOneByOrFail({ id: 9200 });
        expect(caught).to.deep.include({ status: 'failed', claimToken: null, leaseUntil: null });
        expect(caught.lastError).to.match(/may have gone out/);
      } finally {
        await fresh.destroy();
      }
    });
  });
});
