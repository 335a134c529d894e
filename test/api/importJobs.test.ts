// Import jobs tell the truth across processes and crashes, with built servers as real processes on
// one database (a shared embedded file, or MySQL): one import at a time across two processes; a
// process killed mid-import leaves a job the next start settles at once, with the real reason; a
// SIGTERM mid-import rolls it back and exits well within a PaaS's 30 s; a final status the
// database refuses is written again until it takes it; a failed job counts nothing written.
import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { BlogPost, ImportJob, MediaItem } from '../../entities';
import { settleOrphanedJobs } from '../../src/services/import/jobLife';
import { storeMedia } from '../../src/services/media/mediaStore';
import { embeddedDatabaseFile, openDatabase } from '../../src/db';
import { adminJson } from '../helpers/adminClient';
import { finishedJob, ghostExport, type GhostPost, postImport } from '../helpers/importFiles';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { mysqlUrl, openTestDatabase } from '../helpers/testDatabase';
import { heldUpload, photo } from '../helpers/mediaFiles';
import { startTestServer } from '../helpers/testServer';

/** Files under a folder, however deep. */
const filesUnder = (folder: string): string[] => (existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : []);
/** An owner id of a process on this host that does not run. */
const goneOwner = () => `${os.hostname().replace(/:/g, '-').slice(0, 80)}:999999:dead`;

const manyPosts = (count: number): GhostPost[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `many-${i}`,
    title: `Many ${i}`,
    slug: `many-${i}`,
    html: `<p>${'Minds and machines meet in the questions we ask of both. '.repeat(30)}</p><h2>Part ${i}</h2><p>More.</p>`,
    status: 'published',
    published_at: '2024-01-01T00:00:00.000Z',
  }));

/** Waits until the job has read some items: it is in the middle of its work. */
async function runningJob(server: Pick<ServerProcess, 'url'>, id: number) {
  for (let i = 0; i < 1200; i++) {
    const { body } = await adminJson(server, `/api/admin/import/${id}`);
    if (body.status === 'running' && body.progress.done > 0) return body;
    if (body.status === 'done' || body.status === 'failed') throw new Error(`the import ended before it could be interrupted: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import never ran');
}

describe('import jobs across processes and crashes', function () {
  this.timeout(240_000);
  let dataDir: string;
  let env: Record<string, string>;
  let db: DataSource;
  const processes: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess(env);
    processes.push(server);
    return server;
  };

  beforeEach(async () => {
    await (await openTestDatabase()).destroy(); // a fresh schema on MySQL
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'import-jobs-'));
    env = { DATA_DIR: dataDir, SEED_WHEN_EMPTY: 'false' };
    await (await start()).url; // creates the schema
    db = await openDatabase(mysqlUrl ? { url: mysqlUrl, sqlitePath: '' } : { sqlitePath: embeddedDatabaseFile(dataDir) });
  });
  afterEach(async () => {
    for (const server of processes.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    if (db?.isInitialized) await db.destroy();
  });

  it('runs one import at a time across two processes: the same file sent to both at once is planned once', async () => {
    const [a, b] = [processes[0], await start()];
    const file = ghostExport(manyPosts(40));
    const answers = await Promise.all([postImport(a, file, 'same.json'), postImport(b, file, 'same.json')]);
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([202, 409]);
    const started = answers.find((answer) => answer.status === 202)!;
    const job = await finishedJob(answers[0].status === 202 ? a : b, started.body.id);
    expect(job).to.include({ status: 'done' });
    expect(job.counts.created).to.equal(40);
    expect(await db.getRepository(BlogPost).count()).to.equal(40);
    // The lock was released: the next file is taken, by either process.
    expect((await postImport(b, ghostExport(manyPosts(1)), 'next.json')).status).to.equal(202);
  });

  it('settles at the next start, within seconds, a job whose process was killed mid-import; nothing written, the file can run again', async () => {
    const a = processes[0];
    const started = await postImport(a, ghostExport(manyPosts(1500)), 'killed.json');
    expect(started.status).to.equal(202);
    await runningJob(a, started.body.id);
    a.child.kill('SIGKILL');
    await a.exited;
    const b = await start();
    const { body: job } = await adminJson(b, `/api/admin/import/${started.body.id}`);
    expect(job.status).to.equal('failed');
    expect(job.error).to.match(/stopped during this import/).and.match(/can be run again/);
    expect(job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 0 });
    expect(await db.getRepository(BlogPost).count()).to.equal(0);
    const stored = await db.query('SELECT status FROM import_jobs WHERE id = ?', [started.body.id]);
    expect(stored[0].status).to.equal('failed'); // written by the new start, not only shown
    // The dead process's lock does not block the next import.
    const again = await postImport(b, ghostExport(manyPosts(2)), 'again.json');
    expect(again.status).to.equal(202);
    expect((await finishedJob(b, again.body.id)).status).to.equal('done');
  });

  it('on SIGTERM mid-import rolls the import back, says it was stopped for a restart, and exits well within 30 s', async () => {
    const a = processes[0];
    const started = await postImport(a, ghostExport(manyPosts(1500)), 'restart.json');
    expect(started.status).to.equal(202);
    await runningJob(a, started.body.id);
    const signalled = Date.now();
    a.child.kill('SIGTERM');
    const code = await a.exited;
    const seconds = (Date.now() - signalled) / 1000;
    console.log(`      exited ${seconds.toFixed(1)} s after SIGTERM`);
    expect(code).to.equal(0);
    expect(seconds).to.be.below(15);
    const [row] = await db.query('SELECT status, error, counts FROM import_jobs WHERE id = ?', [started.body.id]);
    expect(row.status).to.equal('failed');
    expect(row.error).to.match(/^Stopped for a restart: run it again/);
    expect(JSON.parse(row.counts)).to.deep.equal({ created: 0, updated: 0, skipped: 0 });
    expect(await db.getRepository(BlogPost).count()).to.equal(0);
  });
  it('keeps uploads in DATA_DIR/uploads, not the system temporary folder, and the next start removes what a killed process left there', async () => {
    const a = processes[0];
    const stale = path.join(dataDir, 'uploads', goneOwner());
    mkdirSync(stale, { recursive: true });
    writeFileSync(path.join(stale, 'left-behind'), 'x');
    const upload = heldUpload(a, await photo(1600, 1200), 'half.jpg');
    upload.response.catch(() => undefined); // the process is killed before it answers
    for (let i = 0; i < 200 && filesUnder(path.join(dataDir, 'uploads')).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesUnder(path.join(dataDir, 'uploads')).length).to.equal(2); // the half-sent upload, beside the stale file
    a.child.kill('SIGKILL');
    await a.exited;
    upload.abort();
    await start();
    expect(filesUnder(path.join(dataDir, 'uploads'))).to.deep.equal([]);
  });
});

describe('the media a crashed import stored', function () {
  this.timeout(60_000);

  it('is removed at the next start, with the job settled', async () => {
    const server = await startTestServer({ seed: false });
    try {
      const { item } = await storeMedia(server.db, { bytes: await photo(300, 200), fileName: 'green.png', alt: '' });
      const now = new Date();
      const job = await server.db.getRepository(ImportJob).save({ kind: 'markdown', status: 'running', dryRun: false, area: 'blog', fileName: 'site.zip', counts: { created: 3, updated: 0, skipped: 0 }, warnings: [], error: null, createdAt: now, heartbeatAt: now, finishedAt: null, ownerId: goneOwner(), createdMedia: [item.id] });
      expect(await settleOrphanedJobs(server.db)).to.equal(1);
      expect(await server.db.getRepository(MediaItem).count()).to.equal(0);
      const settled = await server.db.getRepository(ImportJob).findOneByOrFail({ id: job.id });
      expect(settled).to.include({ status: 'failed' });
      expect(settled.counts).to.deep.equal({ created: 0, updated: 0, skipped: 0 });
    } finally {
      await server.close();
    }
  });
});

describe('an import job whose final status the database refuses at first', function () {
  this.timeout(60_000);

  it('writes it again until the database takes it, with the real reason and nothing counted', async () => {
    const server = await startTestServer({ seed: false });
    const mysql = server.db.options.type === 'mysql';
    // A real refusal by the database, not a stand-in: a trigger that rejects the job's final write.
    await server.db.query(
      mysql
        ? "CREATE TRIGGER refuse_final BEFORE UPDATE ON import_jobs FOR EACH ROW BEGIN IF NEW.status = 'failed' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'database away'; END IF; END"
        : "CREATE TRIGGER refuse_final BEFORE UPDATE ON import_jobs WHEN NEW.status = 'failed' BEGIN SELECT RAISE(ABORT, 'database away'); END",
    );
    try {
      // A slug that is no text: Ghost never writes one, so the whole file is refused.
      const broken = ghostExport([{ id: 'g1', title: 'Broken', slug: 42 as unknown as string, html: '<p>x</p>', status: 'published', published_at: '2024-01-01T00:00:00.000Z' }]);
      const started = await postImport(server, broken, 'broken.json');
      expect(started.status).to.equal(202);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { body: meanwhile } = await adminJson(server, `/api/admin/import/${started.body.id}`);
      expect(meanwhile.status).to.equal('running');
      await server.db.query('DROP TRIGGER refuse_final');
      const job = await finishedJob(server, started.body.id);
      expect(job.status).to.equal('failed');
      expect(job.error).to.match(/slug/);
      expect(job.counts).to.deep.equal({ created: 0, updated: 0, skipped: 0 });
    } finally {
      await server.db.query('DROP TRIGGER IF EXISTS refuse_final');
      await server.close();
    }
  });
});
