// `npm run bench:transfer`: moving a site in and out at scale, on the embedded database (or on
// BENCH_DATABASE_URL, which it empties), with the production build:
//   - a Ghost export of TRANSFER_POSTS posts (2,000) imported through the admin API: the time, the
//     server's peak memory, and what visitors on / get meanwhile against just before; then the same
//     file again (nothing new);
//   - TRANSFER_MEDIA_MB of uploaded files (1,024), then `npm run backup` and `npm run restore` into
//     an empty embedded database: the time, the peak memory of each, and the backup's size.
// The table is also written to bench-results/transfer.md.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshMysqlDatabase, serverEnv, startProcess } from './bench/processes.mjs';

const POSTS = Number(process.env.TRANSFER_POSTS ?? 2000);
const MEDIA_MB = Number(process.env.TRANSFER_MEDIA_MB ?? 1024);
const FILE_MB = 24;
const root = process.cwd();
const rows = [];
const row = (what, value, note = '') => {
  rows.push([what, value, note]);
  console.log(`${what}: ${value}${note ? ` (${note})` : ''}`);
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (kb) => `${Math.round(kb / 1024)} MB`;
const peakKbOf = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

function ghostExport(count) {
  const paragraph = 'Minds and machines meet in the questions we ask of both: what it means to understand, to remember, to choose. '.repeat(4);
  const posts = Array.from({ length: count }, (_, i) => ({
    id: `bench-${i}`,
    uuid: `uuid-${i}`,
    title: `Imported post number ${i}`,
    slug: `imported-post-${i}`,
    html: `<p>${paragraph}</p><h2>Part ${i}</h2><p>${paragraph}</p><ul><li>One</li><li>Two</li></ul><p>${paragraph}</p>`,
    status: i % 10 === 0 ? 'draft' : 'published',
    published_at: i % 10 === 0 ? null : new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString(),
    custom_excerpt: null,
    feature_image: null,
    featured: false,
    type: 'post',
    created_at: '2020-01-01T00:00:00.000Z',
    updated_at: '2020-01-01T00:00:00.000Z',
  }));
  const tags = [{ id: 't1', name: 'AI & Society', slug: 'ai-society' }];
  return JSON.stringify({ db: [{ meta: { exported_on: Date.now(), version: '5.96.0' }, data: { posts, tags, posts_tags: posts.map((p, i) => ({ id: `pt${i}`, post_id: p.id, tag_id: 't1', sort_order: 0 })) } }] });
}

async function adminFetch(base, secret, url, init = {}) {
  const response = await fetch(base + url, { ...init, headers: { 'x-admin-secret': secret, ...(init.headers ?? {}) } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function importOnce(base, secret, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'bench.ghost.json');
  const started = Date.now();
  const { id } = await adminFetch(base, secret, '/api/admin/import', { method: 'POST', body: form });
  for (;;) {
    const job = await adminFetch(base, secret, `/api/admin/import/${id}`);
    if (job.status === 'done' || job.status === 'failed') return { job, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Visitors on / until `until` settles (or for `seconds`): requests a second and latency. */
function visitors(base, { seconds = 600, until } = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${base}/`, connections: 10, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
    until?.finally(() => instance.stop());
  });
}

/** Runs `node dist/transfer.js …` with its peak memory reported; resolves with the time and the peak. */
function transfer(args, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let stderr = '';
    let stdout = '';
    const child = spawn(process.execPath, ['--require', path.join(root, 'scripts/bench/peakMemory.cjs'), 'dist/transfer.js', ...args], { cwd: root, env: { PATH: process.env.PATH, ...env } });
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`transfer ${args.join(' ')} exited ${code}: ${stderr}`));
      resolve({ ms: Date.now() - started, peakKb: Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? 0), stdout: stdout.trim() });
    });
  });
}

async function main() {
  if (spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const databaseUrl = process.env.BENCH_DATABASE_URL ? await freshMysqlDatabase(process.env.BENCH_DATABASE_URL, '_transfer') : undefined;
  const env = serverEnv(databaseUrl);
  const server = startProcess(['dist/server.js'], env);
  const base = await server.url;
  try {
    const bytes = Buffer.from(ghostExport(POSTS));
    await visitors(base, { seconds: 3 }); // warm-up
    const before = await visitors(base, { seconds: 5 });
    const importing = importOnce(base, env.ADMIN_SECRET, bytes);
    const load = await visitors(base, { until: importing });
    const first = await importing;
    if (first.job.status !== 'done') throw new Error(`import failed: ${first.job.error}`);
    row(`import ${POSTS} posts (a ${Math.round(bytes.length / 1024)} KB Ghost export)`, seconds(first.ms), `${first.job.counts.created} created`);
    row('server peak memory, start to end of the import', mb(peakKbOf(server.child.pid)));
    row('visitors on / meanwhile ÷ before', (load.requests.average / before.requests.average).toFixed(2), `p99 ${load.latency.p99} ms, before ${before.latency.p99} ms; max ${load.latency.max} ms`);
    const second = await importOnce(base, env.ADMIN_SECRET, bytes);
    row('the same file again', seconds(second.ms), `${second.job.counts.created} created, ${second.job.counts.updated} updated, ${second.job.counts.skipped} skipped`);

    const files = Math.ceil(MEDIA_MB / FILE_MB);
    const uploadStarted = Date.now();
    for (let i = 0; i < files; i++) {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_MB * 1024 * 1024 - 9)]);
      const form = new FormData();
      form.append('file', new Blob([pdf]), `archive-${i}.pdf`);
      await adminFetch(base, env.ADMIN_SECRET, '/api/admin/media', { method: 'POST', body: form });
    }
    row(`upload ${files} files of ${FILE_MB} MB`, seconds(Date.now() - uploadStarted));
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }

  const folder = mkdtempSync(path.join(os.tmpdir(), 'transfer-bench-'));
  const file = path.join(folder, 'site.zip');
  const backup = await transfer(['backup', file], env);
  row('npm run backup', seconds(backup.ms), `peak memory ${mb(backup.peakKb)}, file ${Math.round(statSync(file).size / 2 ** 20)} MB`);
  const emptyEnv = serverEnv();
  const restore = await transfer(['restore', file], emptyEnv);
  row('npm run restore into an empty embedded database', seconds(restore.ms), `peak memory ${mb(restore.peakKb)}`);
  rmSync(folder, { recursive: true, force: true });

  const table = ['| measured | value | note |', '|---|---:|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/transfer.md', `${table}\n`);
  console.log(`\n${table}`);
}

await main();
