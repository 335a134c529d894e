// A whole-site backup and its restore, on real databases and real files: a site with content,
// revisions, a retired address, subscribers, a suppression, messages, hearts, a send, the
// outbox and uploaded media (a photo with its variants, a PDF) is written to a zip, read back
// by an independent zip reader, restored into a database of the other kind (into the embedded
// database from MySQL and back, under TEST_DATABASE_URL), and over a changed site with replace:
// each time the site is exactly the backup. Damaged, foreign and hostile files change nothing.
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { BlogPost, Category, Comment, ContentRevision, EmailSuppression, Essay, LegacySubmission, MediaChunk, MediaItem, SettingsSection } from '../../entities';
import { openDatabase } from '../../src/db';
import { receiveComment } from '../../src/services/comments/receiveComment';
import { countReaction } from '../../src/services/comments/reactions';
import { BACKUP_ENTITIES, type BackupManifest, MANIFEST_PATH } from '../../src/services/transfer/backupFormat';
import { RestoreRefused, restoreBackup } from '../../src/services/transfer/restoreBackup';
import { HELD_NOTE } from '../../src/services/transfer/restoredOutbox';
import { writeBackup } from '../../src/services/transfer/writeBackup';
import type { AdminBackupDto } from '../../views/api/adminTypes';
import { adminCall, adminJson } from '../helpers/adminClient';
import { unzipAll } from '../helpers/backupFiles';
import { ghostExport, importFile } from '../helpers/importFiles';
import { pdf, photo, uploadMedia } from '../helpers/mediaFiles';
import { mysqlUrl, openTestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

const folder = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
let files = 0;
const newFile = (name = 'backup.zip') => path.join(folder, `${files++}-${name}`);

async function backupTo(db: DataSource, file = newFile()): Promise<string> {
  await writeBackup(db, createWriteStream(file));
  return file;
}

/** Every row of every backed-up table (by id) and each media file's SHA-256: what "exactly the backup" compares. */
async function siteSnapshot(db: DataSource) {
  const tables: Record<string, unknown[]> = {};
  for (const entity of BACKUP_ENTITIES) {
    const key = db.getMetadata(entity).primaryColumns[0].propertyName;
    const rows = await db.getRepository(entity).find({ order: { [key]: 'ASC' } });
    tables[db.getMetadata(entity).tableName] = JSON.parse(JSON.stringify(rows));
  }
  const media: Record<string, string> = {};
  const chunks = await db.getRepository(MediaChunk).find({ order: { mediaId: 'ASC', variant: 'ASC', seq: 'ASC' } });
  const hashes = new Map((await db.getRepository(MediaItem).find()).map((item) => [item.id, item.hash]));
  const byFile = new Map<string, Buffer[]>();
  for (const chunk of chunks) {
    const key = `${hashes.get(chunk.mediaId)}/${chunk.variant}`;
    byFile.set(key, [...(byFile.get(key) ?? []), Buffer.from(chunk.bytes)]);
  }
  for (const [key, parts] of byFile) media[key] = createHash('sha256').update(Buffer.concat(parts)).digest('hex');
  return { tables, media };
}

/** The site a restore of `snapshot` leaves: exactly the backup, but its queued emails held (a restore sends nothing by itself). */
const asRestored = (snapshot: Awaited<ReturnType<typeof siteSnapshot>>) => ({
  ...snapshot,
  tables: {
    ...snapshot.tables,
    outbox_emails: (snapshot.tables.outbox_emails as Record<string, unknown>[]).map((row) => (row.status === 'queued' || row.status === 'paused' ? { ...row, status: 'held', lastError: HELD_NOTE } : row)),
  },
});

const rowCount = async (db: DataSource) => {
  let rows = 0;
  for (const entity of [...BACKUP_ENTITIES, MediaChunk]) rows += await db.getRepository(entity).count();
  return rows;
};

/** A database of the other kind than the suite's (an embedded one in memory under TEST_DATABASE_URL), empty. */
const otherDatabase = () => (mysqlUrl ? openDatabase({ sqlitePath: ':memory:' }) : openTestDatabase());

/** A zip of the given entries (name to bytes), as an attacker or a damaged disk would leave it. */
async function zipOf(entries: [string, Buffer | string][]): Promise<string> {
  const file = newFile('crafted.zip');
  const zip = new ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(Buffer.from(bytes), name);
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(createWriteStream(file)).on('close', resolve).on('error', reject));
  return file;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The entries of a backup with one part replaced; with `fixManifest`, the manifest is made to match it. */
async function alteredBackup(entries: Map<string, Buffer>, part: string, bytes: Buffer, { fixManifest = false } = {}): Promise<string> {
  const manifest = JSON.parse(entries.get(MANIFEST_PATH)!.toString()) as BackupManifest;
  if (fixManifest) manifest.parts = manifest.parts.map((p) => (p.path === part ? { ...p, bytes: bytes.length, sha256: sha256(bytes) } : p));
  return zipOf([...entries].map(([name, content]) => [name, name === part ? bytes : name === MANIFEST_PATH ? JSON.stringify(manifest) : content]));
}

describe('whole-site backup and restore', function () {
  this.timeout(120_000);
  let server: TestServer;
  let backup: string;
  let original: Awaited<ReturnType<typeof siteSnapshot>>;

  before(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true', NEWSLETTER_DOUBLE_OPT_IN: 'true' } });
    const json = { 'Content-Type': 'application/json' };
    expect((await uploadMedia(server, await photo(1200, 800), 'harbour.jpg', { alt: 'A harbour at dusk' })).status).to.equal(201);
    expect((await uploadMedia(server, pdf('Reading list — ünïcode'), 'reading list.pdf')).status).to.equal(201);
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    expect((await adminJson(server, `/api/admin/blog/${post.id}`, { method: 'PUT', body: { title: 'Forgetting Is a Feature, Revised', slug: 'forgetting-revised', content: post.content, category: post.category, publishedAt: post.publishedAt } })).status).to.equal(200);
    expect((await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'reader@example.com' }) })).status).to.equal(201);
    const message = { name: 'Ada Reader', email: 'ada@example.com', subject: 'Speaking invitation', message: 'Would you speak in May? ✨' };
    expect((await fetch(`${server.url}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify(message) })).status).to.equal(201);
    const statement = await server.db.getRepository(LegacySubmission).findOneByOrFail({ status: 'approved' });
    expect((await fetch(`${server.url}/api/legacy/${statement.id}/heart`, { method: 'POST', headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).to.be.within(200, 201);
    await server.db.getRepository(EmailSuppression).insert({ email: 'bounced@example.com', reason: '550 no such user', createdAt: new Date('2026-11-01T10:00:00.123Z'), sendId: null });
    // An imported post: its source id and its old address travel with the site.
    const moved = { id: 'ghost-1', title: 'Moved in', slug: 'moved-in', html: '<p>From Ghost.</p>', status: 'published' as const, published_at: '2024-01-01T00:00:00.000Z' };
    expect((await importFile(server, ghostExport([moved]), 'ghost.json')).job.counts.created).to.equal(1);
    // The owner's settings travel with the site.
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { name: 'Sam Teal' }, links: [{ network: 'mastodon', url: 'https://mastodon.social/@sam' }] } })).status).to.equal(200);
    // Comments from the social web, a like and a block travel with the site (#49).
    const postUrl = `${server.config.siteUrl}/blog/forgetting-revised`;
    const comment = await receiveComment(server.db, server.config.siteUrl, { target: postUrl, source: 'webmention', externalId: 'https://reader.example/reply', authorName: 'Reader', authorUrl: 'https://reader.example/', contentHtml: '<p>Well put.</p>' });
    if (comment.stored) expect((await adminJson(server, `/api/admin/comments/${comment.id}`, { method: 'PATCH', body: { status: 'approved' } })).status).to.equal(200);
    await countReaction(server.db, server.config.siteUrl, postUrl, 'like', 'https://social.example/@fan');
    expect((await adminJson(server, '/api/admin/comments/blocks', { method: 'POST', body: { kind: 'domain', value: 'spam.example' } })).status).to.equal(201);
    original = await siteSnapshot(server.db);
    backup = await backupTo(server.db);
  });
  after(() => server?.close());

  it('holds every table and every media file, each as its manifest says, readable without this software', async () => {
    const entries = await unzipAll(backup);
    const manifest = JSON.parse(entries.get(MANIFEST_PATH)!.toString()) as BackupManifest;
    expect(manifest).to.include({ format: 'minds-machines-meaning-backup', formatVersion: 1 });
    expect(Object.keys(manifest.tables)).to.have.members(Object.keys(original.tables));
    for (const [table, rows] of Object.entries(original.tables)) {
      expect(manifest.tables[table], table).to.equal(rows.length);
      const lines = entries.get(`tables/${table}.jsonl`)!.toString().split('\n').filter(Boolean);
      expect(lines.map((line) => JSON.parse(line)), table).to.deep.equal(rows);
    }
    for (const part of manifest.parts) {
      expect(entries.has(part.path), part.path).to.equal(true);
      expect(sha256(entries.get(part.path)!), part.path).to.equal(part.sha256);
    }
    for (const [file, hash] of Object.entries(original.media)) expect(sha256(entries.get(`media/${file}`)!), file).to.equal(hash);
    expect(manifest.media.files).to.equal(Object.keys(original.media).length).and.to.be.greaterThan(4); // the photo, its variants, the PDF
    for (const table of ['content_revisions', 'retired_slugs', 'newsletter_subscribers', 'outbox_emails', 'contact_messages', 'legacy_hearts', 'email_suppressions', 'media_items']) {
      expect(manifest.tables[table], table).to.be.greaterThan(0);
    }
  });

  it('restores into an empty database of the other kind, and that one back into a fresh one: each exactly the backup', async () => {
    const other = await otherDatabase();
    try {
      const result = await restoreBackup(other, backup);
      expect(result.media.files).to.equal(Object.keys(original.media).length);
      expect(await siteSnapshot(other)).to.deep.equal(asRestored(original));
      const back = await backupTo(other);
      const fresh = await openTestDatabase(undefined, { secondary: true });
      try {
        await restoreBackup(fresh, back);
        expect(await siteSnapshot(fresh)).to.deep.equal(asRestored(original));
      } finally {
        await fresh.destroy();
      }
    } finally {
      await other.destroy();
    }
  });

  it('restores a backup written before pages, redirects, categories and settings were tables: those stay as a new site has them', async () => {
    const entries = await unzipAll(backup);
    const manifest = JSON.parse(entries.get(MANIFEST_PATH)!.toString()) as BackupManifest;
    const later = ['pages', 'redirects', 'categories', 'settings'];
    const dropped = new Set(later.map((table) => `tables/${table}.jsonl`));
    manifest.parts = manifest.parts.filter((part) => !dropped.has(part.path));
    for (const table of later) delete manifest.tables[table];
    const older = await zipOf([...entries].filter(([name]) => !dropped.has(name)).map(([name, bytes]) => [name, name === MANIFEST_PATH ? JSON.stringify(manifest) : bytes]));
    const fresh = await openTestDatabase(undefined, { secondary: true });
    try {
      const startingCategories = await fresh.getRepository(Category).find({ order: { value: 'ASC' } });
      const startingSettings = await fresh.getRepository(SettingsSection).find({ order: { section: 'ASC' } });
      expect(startingCategories).to.not.be.empty;
      await restoreBackup(fresh, older);
      expect(await fresh.getRepository(Category).find({ order: { value: 'ASC' } }), 'the default categories').to.deep.equal(startingCategories);
      expect(await fresh.getRepository(SettingsSection).find({ order: { section: 'ASC' } }), "the new site's settings").to.deep.equal(startingSettings);
      expect(await fresh.getRepository(BlogPost).count()).to.equal(original.tables.blog_posts.length);
    } finally {
      await fresh.destroy();
    }
    const missingOlder = await zipOf([...entries].filter(([name]) => name !== 'tables/blog_posts.jsonl').map(([name, bytes]) => [name, name === MANIFEST_PATH ? JSON.stringify({ ...manifest, parts: manifest.parts.filter((part) => part.path !== 'tables/blog_posts.jsonl') }) : bytes]));
    const another = await openTestDatabase(undefined, { secondary: true });
    try {
      const refused = await restoreBackup(another, missingOlder).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(RestoreRefused).with.property('message').that.includes('tables/blog_posts.jsonl');
    } finally {
      await another.destroy();
    }
  });

  it('restores over a changed site only with replace, after which the site is exactly the backup and its pages show it', async () => {
    await server.db.getRepository(BlogPost).delete({ slug: 'forgetting-revised' });
    await server.db.getRepository(EmailSuppression).insert({ email: 'later@example.com', reason: 'added after the backup', createdAt: new Date(), sendId: null });
    expect((await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { name: 'Changed After' } } })).status).to.equal(200);
    expect(await (await fetch(`${server.url}/about`)).text()).to.include('Changed After');
    const before = await siteSnapshot(server.db);
    let refused: unknown;
    await restoreBackup(server.db, backup).catch((error) => (refused = error));
    expect(refused).to.be.instanceOf(RestoreRefused);
    expect((refused as Error).message).to.include('replace');
    expect(await siteSnapshot(server.db)).to.deep.equal(before);

    expect((await fetch(`${server.url}/blog/forgetting-revised`)).status).to.equal(404);
    await restoreBackup(server.db, backup, { replace: true });
    expect(await siteSnapshot(server.db)).to.deep.equal(asRestored(original));
    // Every cache forgot: the restored post is on its page at once.
    expect((await fetch(`${server.url}/blog/forgetting-revised`)).status).to.equal(200);
    const about = await (await fetch(`${server.url}/about`)).text();
    expect(about).to.include('Sam Teal').and.not.include('Changed After');
    expect((await adminJson(server, '/api/admin/settings')).body.links).to.deep.equal([{ network: 'mastodon', url: 'https://mastodon.social/@sam' }]);
    const media = await server.db.getRepository(MediaItem).findOneByOrFail({ fileName: 'harbour.jpg' });
    expect((await fetch(`${server.url}/media/${media.hash}-480.webp`)).status).to.equal(200);
  });

  it('passes every HTML field of a hand-edited backup through the sanitiser a save uses: pages and feeds serve no script', async () => {
    const hostile = '<script>alert(1)</script><img src="/x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">link</a>';
    let edited = await unzipAll(backup);
    const withHostile = (table: string, edit: (row: Record<string, unknown>) => void) => {
      const lines = edited.get(`tables/${table}.jsonl`)!.toString().split('\n').filter(Boolean).map((line) => {
        const row = JSON.parse(line);
        edit(row);
        return JSON.stringify(row);
      });
      return Buffer.from(`${lines.join('\n')}\n`);
    };
    for (const [table, edit] of [
      ['blog_posts', (row: Record<string, unknown>) => (row.content = `${row.content}${hostile}`)],
      ['essays', (row: Record<string, unknown>) => (row.bodyHtml = `${row.bodyHtml}${hostile}`)],
      ['content_revisions', (row: Record<string, unknown>) => (row.snapshot = JSON.stringify({ ...JSON.parse(String(row.snapshot)), body: hostile }))],
      ['comments', (row: Record<string, unknown>) => (row.contentHtml = `${row.contentHtml}${hostile}`)],
    ] as const) {
      const file = await alteredBackup(edited, `tables/${table}.jsonl`, withHostile(table, edit), { fixManifest: true });
      edited = await unzipAll(file);
    }
    await restoreBackup(server.db, await zipOf([...edited]), { replace: true });
    const stored = JSON.stringify([await server.db.getRepository(BlogPost).find(), await server.db.getRepository(Essay).find(), await server.db.getRepository(ContentRevision).find()]);
    expect(stored).to.include('link').and.not.match(/<script|onerror|javascript:/);
    // A comment's HTML is cleaned stricter still: no image at all.
    expect((await server.db.getRepository(Comment).findOneByOrFail({ externalId: 'https://reader.example/reply' })).contentHtml).to.equal('<p>Well put.</p><a rel="nofollow ugc noopener">link</a>');
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'moved-in' });
    for (const address of [`/blog/${post.slug}`, '/blog/forgetting-revised', '/rss.xml', '/feed.json']) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status, address).to.equal(200);
      expect(await response.text(), address).not.to.match(/alert\(|onerror/);
    }
    await restoreBackup(server.db, backup, { replace: true });
  });

  describe('a file that is not a whole backup of this site changes nothing', () => {
    let entries: Map<string, Buffer>;
    before(async () => {
      entries = await unzipAll(backup);
    });

    const expectRefused = async (file: string, reason: RegExp) => {
      const rows = await rowCount(server.db);
      const snapshot = await siteSnapshot(server.db);
      let refused: unknown;
      await restoreBackup(server.db, file, { replace: true }).catch((error) => (refused = error));
      expect(refused, String(refused)).to.be.instanceOf(RestoreRefused);
      expect((refused as Error).message).to.match(reason);
      expect(await rowCount(server.db)).to.equal(rows);
      expect(await siteSnapshot(server.db)).to.deep.equal(snapshot);
    };

    it('not a zip, or a zip cut short', async () => {
      const text = newFile('notes.zip');
      writeFileSync(text, 'just some text');
      await expectRefused(text, /not a readable zip/);
      const cut = newFile('cut.zip');
      writeFileSync(cut, readFileSync(backup).subarray(0, Math.floor(readFileSync(backup).length / 2)));
      await expectRefused(cut, /zip/);
    });

    it('a zip with no manifest, another format, or a newer schema', async () => {
      await expectRefused(await zipOf([['tables/blog_posts.jsonl', '{}\n']]), /no manifest/);
      const manifest = JSON.parse(entries.get(MANIFEST_PATH)!.toString());
      await expectRefused(await zipOf([[MANIFEST_PATH, JSON.stringify({ ...manifest, format: 'ghost' })]]), /another format/);
      await expectRefused(await zipOf([[MANIFEST_PATH, JSON.stringify({ ...manifest, schemaMigration: 'FromTheFuture1999999999999' })]]), /newer version/);
      await expectRefused(await zipOf([[MANIFEST_PATH, '{ not json']]), /not readable JSON/);
    });

    it('a damaged part (its bytes unlike the manifest says), or a missing one', async () => {
      const posts = entries.get('tables/blog_posts.jsonl')!;
      await expectRefused(await alteredBackup(entries, 'tables/blog_posts.jsonl', Buffer.concat([posts, Buffer.from('{"id":99999}\n')])), /damaged/);
      await expectRefused(await zipOf([...entries].filter(([name]) => !name.startsWith('tables/essays'))), /no tables\/essays\.jsonl/);
    });

    it('rows the database refuses, found half-way through: the transaction is undone', async () => {
      const quotes = entries.get('tables/quotes.jsonl')!.toString();
      const duplicated = Buffer.from(quotes + quotes);
      await expectRefused(await alteredBackup(entries, 'tables/quotes.jsonl', duplicated, { fixManifest: true }), /could not be written/);
      await expectRefused(await alteredBackup(entries, 'tables/quotes.jsonl', Buffer.from('[1,2,3]\n'), { fixManifest: true }), /line 1: not an object/);
    });

    it('a part outside the format, or a path that climbs out of the archive', async () => {
      const manifest = JSON.parse(entries.get(MANIFEST_PATH)!.toString()) as BackupManifest;
      const extra = { path: 'scripts/run.sh', bytes: 2, sha256: sha256('hi') };
      await expectRefused(await zipOf([...[...entries].filter(([name]) => name !== MANIFEST_PATH), [MANIFEST_PATH, JSON.stringify({ ...manifest, parts: [...manifest.parts, extra] })], ['scripts/run.sh', 'hi']]), /unknown part/);
      // yazl will not write such a name: write one of the same length and change it in the file.
      const climbing = await zipOf([['xx/escape.txt', 'x'], [MANIFEST_PATH, entries.get(MANIFEST_PATH)!]]);
      writeFileSync(climbing, Buffer.from(readFileSync(climbing).toString('latin1').replaceAll('xx/escape.txt', '../escape.txt'), 'latin1'));
      await expectRefused(climbing, /zip/);
    });
  });

  it('npm run backup and npm run restore work from the shell against the embedded database', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development' };
    const file = newFile('cli.zip');
    const seeded = spawnSync(process.execPath, ['dist/server.js', '--seed-only'], { env, encoding: 'utf8' });
    expect(seeded.status, seeded.stderr).to.equal(0);
    const written = spawnSync(process.execPath, ['dist/transfer.js', 'backup', file], { env, encoding: 'utf8' });
    expect(written.status, written.stderr).to.equal(0);
    expect(written.stdout).to.match(new RegExp(`^Backup written to .*: \\d+ rows in ${BACKUP_ENTITIES.length} tables`));
    // The seeded site holds only samples nobody edited: they are no obstacle, and the answer says they went.
    const overSamples = spawnSync(process.execPath, ['dist/transfer.js', 'restore', file], { env, encoding: 'utf8' });
    expect(overSamples.status, overSamples.stderr).to.equal(0);
    expect(overSamples.stdout).to.match(/^Sample content first: \d+ sample items removed\./);
    // What it restored is the same untouched samples (equal to the seed's, never saved): no obstacle either.
    const again = spawnSync(process.execPath, ['dist/transfer.js', 'restore', file], { env, encoding: 'utf8' });
    expect(again.status, again.stderr).to.equal(0);
    expect(again.stdout).to.match(/^Sample content first: \d+ sample items removed\./);
    const restored = spawnSync(process.execPath, ['dist/transfer.js', 'restore', file, '--replace'], { env, encoding: 'utf8' });
    expect(restored.status, restored.stderr).to.equal(0);
    expect(spawnSync(process.execPath, ['dist/transfer.js', 'restore'], { env, encoding: 'utf8' }).status).to.equal(2);
  });

  describe('the admin download', () => {
    it('GET /api/admin/backup needs the key, and says what a backup holds with a short-lived link', async () => {
      expect((await adminCall(server, '/api/admin/backup', { key: null })).status).to.equal(401);
      const { status, body } = await adminJson<AdminBackupDto>(server, '/api/admin/backup');
      expect(status).to.equal(200);
      expect(body.tables.blog_posts).to.equal(await server.db.getRepository(BlogPost).count());
      expect(body.media.files).to.be.greaterThan(4);
      expect(body.downloadUrl).to.match(/^\/backup\/\d{13}\/[\w-]{43}\/site-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    });

    it('streams the backup at its link, as an attachment nobody keeps, which restores into an empty site', async () => {
      const { body } = await adminJson<AdminBackupDto>(server, '/api/admin/backup');
      const response = await fetch(server.url + body.downloadUrl);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/zip');
      expect(response.headers.get('cache-control')).to.equal('no-store');
      expect(response.headers.get('content-disposition')).to.match(/^attachment; filename="site-backup-\d{4}-\d{2}-\d{2}\.zip"$/);
      const file = newFile('downloaded.zip');
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const empty = await otherDatabase();
      try {
        await restoreBackup(empty, file);
        expect(await siteSnapshot(empty)).to.deep.equal(await siteSnapshot(server.db));
      } finally {
        await empty.destroy();
      }
    });

    it('answers 404 to a forged, altered or expired link', async () => {
      const { body } = await adminJson<AdminBackupDto>(server, '/api/admin/backup');
      const [, , expires, signed, name] = body.downloadUrl.split('/');
      const forged = `${signed.slice(0, -2)}${signed.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const path of [
        `/backup/${expires}/${forged}/${name}`,
        `/backup/${Number(expires) + 1}/${signed}/${name}`,
        `/backup/${expires}/${signed}/site-backup-1999-01-01.zip`,
        `/backup/${Date.now() - 1000}/${signed}/${name}`,
        '/backup/',
      ]) {
        const response = await fetch(server.url + path);
        expect(response.status, path).to.equal(404);
        expect(response.headers.get('content-type'), path).not.to.equal('application/zip');
      }
    });
  });
});
