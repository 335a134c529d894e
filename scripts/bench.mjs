// `npm run bench`: builds the production bundle, starts the server on loopback (embedded
// database with the sample content, or BENCH_DATABASE_URL), warms up, then drives it with
// autocannon and prints ratios measured side by side in this one run:
//   - each page against the same process serving a saved copy of that page's exact bytes;
//   - a post rendered by a second process with the page cache off (every request renders), and
//     by a third that also renders on its main thread instead of a render thread;
//   - two API reads, likewise;
//   - the blog and essay lists again after 1,000 posts and essays are added through the admin API;
//   - the framework: a tiny static file through the full middleware stack against a bare
//     http.createServer answering the same bytes;
//   - bytes per page (HTML raw and gzip, dehydrated state, JavaScript) and the framework floor.
// The table is also written to bench-results/latest.md. BENCH_ONLY=<text> measures only the rows
// whose label contains the text (e.g. BENCH_ONLY='no page cache'), for a quick rerun of one row.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { frameworkFloorGzipBytes, pageJavaScriptGzipBytes } from './bundleSizes.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const copiesDir = path.resolve('static/__bench__');
const wanted = (label) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY);

function startProcess(args, env) {
  let output = '';
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const match = output.match(/(?:running at|listening on) (http:\/\/[\w.]+:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, url };
}

/** Loads a URL for WARMUP_SECONDS (the JIT compiles the hot paths, in every thread), then measures it. */
async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, pipelining: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, pipelining: 1 });
  const unexpected = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, unexpected };
}

const fmt = (n, digits = 0) => Number(n).toFixed(digits);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Saves the exact bytes a URL answers as a static copy served by the same process, then loads
 * both. With a page name, also records the page's sizes.
 */
async function measure(base, url, { page, sizes, label = url } = {}) {
  if (!wanted(label)) return undefined;
  const response = await fetch(base + url, { headers: { 'Accept-Encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const name = `${label.replace(/[^a-z0-9]+/gi, '_') || 'root'}.${page ? 'html' : 'json'}`;
  writeFileSync(path.join(copiesDir, name), body);
  if (page) {
    const html = body.toString('utf8');
    const state = html.match(/<script type="application\/json" id="__REACT_QUERY_STATE__">(.*?)<\/script>/s)?.[1] ?? '';
    sizes.push({ url: label, html: body.length, htmlGzip: gzipSync(body, { level: 9 }).length, state: Buffer.byteLength(state), js: pageJavaScriptGzipBytes(page) });
  }
  process.stdout.write(`Loading ${label}… `);
  const rendered = await load(base + url);
  const copy = await load(`${base}/__bench__/${name}`);
  console.log(`${fmt(rendered.rps)} req/s vs copy ${fmt(copy.rps)} req/s`);
  return { url: label, rendered, copy };
}

/** Adds posts and essays through the admin API until each list has `total` items. */
async function addThroughAdminApi(base, secret, total) {
  const headers = { 'Content-Type': 'application/json', 'x-admin-secret': secret };
  const lists = [
    ['/api/blog', '/api/admin/blog', (i) => ({ title: `Benchmark post ${i}`, excerpt: `A generated post, number ${i}.`, content: `<p>Generated body ${i}.</p>`, category: 'ai-and-society', tags: ['generated'] })],
    ['/api/ai-islam', '/api/admin/ai-islam', (i) => ({ title: `Benchmark essay ${i}`, excerpt: `A generated essay, number ${i}.`, bodyHtml: `<p>Generated body ${i}.</p>`, tags: ['generated'] })],
  ];
  for (const [list, admin, itemOf] of lists) {
    const existing = (await (await fetch(base + list)).json()).length;
    process.stdout.write(`Adding ${total - existing} items through ${admin}… `);
    for (let i = existing; i < total; i++) {
      const response = await fetch(base + admin, { method: 'POST', headers, body: JSON.stringify(itemOf(i)) });
      if (response.status !== 201) throw new Error(`${admin} answered ${response.status}: ${await response.text()}`);
    }
    console.log('done');
  }
}

async function main() {
  console.log('Building the production bundle…');
  const build = spawnSync(process.execPath, ['build.mjs', '--clean'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const env = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_SECRET: `bench-secret-${Math.random().toString(36).slice(2)}`,
    SITE_URL: 'http://localhost',
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    RATE_LIMIT_PER_CLIENT: '100000000',
    RATE_LIMIT_TOTAL: '100000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  const server = startProcess(['dist/server.js'], env);
  const base = await server.url;
  const database = process.env.BENCH_DATABASE_URL ? 'MySQL (BENCH_DATABASE_URL)' : 'embedded SQLite';
  let bare;
  const uncached = [];
  try {
    const posts = await (await fetch(`${base}/api/blog`)).json();
    const essays = await (await fetch(`${base}/api/ai-islam`)).json();
    const pages = [
      ['/', 'HomePage'],
      ['/blog', 'BlogPage'],
      [`/blog/${posts[0]?.slug}`, 'BlogPostPage'],
      [`/ai-islam/${essays[0]?.slug}`, 'EssayPage'],
      ['/legacy', 'LegacyPage'],
      ['/books', 'BooksPage'],
    ];
    const apis = ['/api/blog', '/api/legacy/recent'];
    rmSync(copiesDir, { recursive: true, force: true });
    mkdirSync(copiesDir, { recursive: true });
    const rows = [];
    const sizes = [];
    for (const [url, page] of pages) rows.push(await measure(base, url, { page, sizes }));
    // The same post rendered by a second process on the same database with the page cache off.
    // Likewise with the render on the main thread (RENDER_THREADS=0): the cost of a render on one CPU.
    const uncachedRows = [];
    for (const [label, threads] of [['no page cache', {}], ['no page cache, rendered on the main thread', { RENDER_THREADS: '0' }]]) {
      if (!wanted(`${pages[2][0]} (${label})`)) continue;
      const instance = startProcess(['dist/server.js'], { ...env, PAGE_CACHE_MAX_AGE_SECONDS: '0', ...threads });
      uncached.push(instance);
      uncachedRows.push(await measure(await instance.url, pages[2][0], { label: `${pages[2][0]} (${label})` }));
    }
    rows.splice(3, 0, ...uncachedRows);
    for (const url of apis) rows.push(await measure(base, url));

    // The lists at 1,000 items: posts and essays added through the admin API, then measured again.
    if (wanted('(1,000 ')) await addThroughAdminApi(base, env.ADMIN_SECRET, 1000);
    rows.push(await measure(base, '/blog', { page: 'BlogPage', sizes, label: '/blog (1,000 posts)' }));
    rows.push(await measure(base, '/ai-islam', { page: 'EssaysPage', sizes, label: '/ai-islam (1,000 essays)' }));
    rows.push(await measure(base, '/api/blog', { label: '/api/blog (1,000 posts)' }));

    // The framework row: a tiny file through every middleware vs a bare node:http server.
    const tiny = '/images/icon.svg';
    const tinyBytes = readFileSync(path.join('static', tiny));
    writeFileSync(path.join(dataDir, 'bare.bin'), tinyBytes);
    bare = startProcess(['-e', `
      const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(path.join(dataDir, 'bare.bin'))});
      const s = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': body.length }); res.end(body); });
      s.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + s.address().port));`], {});
    const bareUrl = await bare.url;
    const frameworkLabel = `framework: ${tiny} full stack vs bare node:http`;
    let framework;
    if (wanted(frameworkLabel)) {
      process.stdout.write('Loading the framework row… ');
      framework = { full: await load(base + tiny), bare: await load(`${bareUrl}/`) };
      console.log('done');
    }

    const floor = frameworkFloorGzipBytes();
    const lines = [
      `# Benchmark (${new Date().toISOString().slice(0, 19)}Z, ${database}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per row, no pipelining)`,
      '',
      '| URL | req/s | p50 ms | p99 ms | static copy req/s | copy p50 | copy p99 | ratio to copy | p99/p50 | non-2xx/errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.filter(Boolean).map(({ url, rendered: r, copy: c }) =>
        `| ${url} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(c.rps)} | ${fmt(c.p50)} | ${fmt(c.p99)} | ${fmt(r.rps / c.rps, 2)} | ${fmt(r.p99 / Math.max(r.p50, 1), 1)} | ${r.unexpected} |`),
      ...(framework ? [`| ${frameworkLabel} | ${fmt(framework.full.rps)} | ${fmt(framework.full.p50)} | ${fmt(framework.full.p99)} | ${fmt(framework.bare.rps)} | ${fmt(framework.bare.p50)} | ${fmt(framework.bare.p99)} | ${fmt(framework.full.rps / framework.bare.rps, 2)} | ${fmt(framework.full.p99 / Math.max(framework.full.p50, 1), 1)} | ${framework.full.unexpected} |`] : []),
      '',
      '| Page | HTML | HTML gzip | dehydrated state | state / HTML | JS gzip | JS above floor |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...sizes.map((s) => `| ${s.url} | ${kb(s.html)} | ${kb(s.htmlGzip)} | ${kb(s.state)} | ${fmt(s.state / s.html, 2)} | ${kb(s.js)} | ${kb(s.js - floor)} |`),
      '',
      `Framework floor (a minimal page hydrating with the same React, React Query and Emotion, minified, gzip -9): ${kb(floor)}.`,
    ];
    const table = lines.join('\n');
    console.log(`\n${table}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.md', `${table}\n`);
    console.log('\nWritten to bench-results/latest.md');
  } finally {
    rmSync(copiesDir, { recursive: true, force: true });
    server.child.kill('SIGTERM');
    bare?.child.kill('SIGTERM');
    for (const instance of uncached) instance.child.kill('SIGTERM');
  }
}

main().catch((error) => {
  rmSync(copiesDir, { recursive: true, force: true });
  console.error(error);
  process.exit(1);
});
