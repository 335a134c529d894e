// `npm run bench`: builds the production bundle, starts the server on loopback (embedded
// database with the sample content, or BENCH_DATABASE_URL, which it empties), warms up, then
// drives it with autocannon and prints ratios measured side by side in this one run:
//   - each page against the same process serving a saved copy of that page's exact bytes;
//   - the post as a browser asks for it (Chromium's Accept-Encoding) against its copy
//     compressed once beforehand, as a static host serves it;
//   - a post rendered by a second process with the page cache off (every request renders), and
//     by a third that also renders on its main thread instead of a render thread;
//   - two API reads, likewise, and the post list as a browser asks for it;
//   - the blog and essay lists again after 1,000 posts and essays are added through the admin API;
//   - then `/` under 8 loops of hostile 67-word searches against `/` alone (./bench/hostileSearches.mjs);
//   - the framework: a tiny static file through the full middleware stack against a bare
//     http.createServer answering the same bytes;
//   - bytes per page (HTML raw and gzip, dehydrated state, JavaScript) and the framework floor;
//   - analytics: the post as served with readers counted against a process that does not count;
//   - newsletters: a post sent to 1,000 subscribers through a local SMTP sink, in emails a second
//     (plain, and with 20 links each rewritten through the click counter),
//     and with MAIL_RATE_PER_MINUTE=120 how many of 300 go out in the first minute (120 exactly).
//
// `npm run bench -- --against <git ref>` builds that ref in a temporary worktree and measures
// both versions in this one run, row by row, alternating which goes first, and prints both
// ratios side by side: run it before landing any change to the serving path.
//
// The table is also written to bench-results/latest.md. BENCH_ONLY=<text> measures only the rows
// whose label contains the text (e.g. BENCH_ONLY='no page cache'), for a quick rerun of one row.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { againstRefArgument, buildAgainst } from './bench/against.mjs';
import { measureAnalyticsCost } from './bench/analyticsCost.mjs';
import { HOSTILE_KINDS, measureUnderHostileSearches } from './bench/hostileSearches.mjs';
import { measureMailRate } from './bench/mailRate.mjs';
import { withPreciseLatency } from './bench/preciseLatency.mjs';
import { measureSignupTiming } from './bench/signupTiming.mjs';
import { freshMysqlDatabase, serverEnv, startProcess } from './bench/processes.mjs';
import { frameworkFloorGzipBytes, pageJavaScriptGzipBytes } from './bundleSizes.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
// A process started for its rows (the page cache off) renders every request, and its first
// seconds are slow: loaded from its start, the post rendered about 350 req/s in seconds 2-8,
// 620 in seconds 10-20 and 750 from second 30 (2026-11-27). So those rows warm up this long
// and measure the server as it runs, not its first seconds.
const FRESH_PROCESS_WARMUP_SECONDS = Number(process.env.BENCH_FRESH_WARMUP ?? 30);
const wanted = (label) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY);
const againstRef = againstRefArgument();

/** Loads a URL for `warmupSeconds` (the JIT compiles the hot paths, in every thread), then measures it. */
async function load(url, extra = {}, warmupSeconds = WARMUP_SECONDS) {
  await autocannon({ url, connections: CONNECTIONS, duration: warmupSeconds, pipelining: 1, ...extra });
  const result = await withPreciseLatency(autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, pipelining: 1, ...extra }));
  const unexpected = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, unexpected };
}

/** What a browser says it takes: the page or answer compressed per response, against its copy compressed once beforehand. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const asABrowserAsks = (url) => `${url} as a browser asks for it (Accept-Encoding: ${BROWSER_ENCODING}), against the copy pre-compressed`;
const fmt = (n, digits = 0) => Number(n).toFixed(digits);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const copiesDir = (version) => path.join(version.dir, 'static/__bench__');

/**
 * Saves the exact bytes a URL answers as a static copy served by the same process, then loads
 * both. With a page name, also returns the page's sizes.
 */
async function measureOne(version, base, url, { page, label, encoding, warmupSeconds }) {
  const response = await fetch(base + url, { headers: { 'Accept-Encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${version.name}: ${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const name = `${label.replace(/[^a-z0-9]+/gi, '_') || 'root'}.${page ? 'html' : 'json'}`;
  writeFileSync(path.join(copiesDir(version), name), body);
  let size;
  if (page) {
    const html = body.toString('utf8');
    const state = html.match(/<script type="application\/json" id="__REACT_QUERY_STATE__">(.*?)<\/script>/s)?.[1] ?? '';
    size = { html: body.length, htmlGzip: gzipSync(body, { level: 9 }).length, state: Buffer.byteLength(state), js: pageJavaScriptGzipBytes(page, version.dir) };
  }
  // As a browser asks for it: the page compressed per response (its nonce differs each time),
  // against the copy compressed once beforehand, as a static host serves it.
  const extra = encoding ? { headers: { 'accept-encoding': encoding } } : {};
  if (encoding) {
    writeFileSync(path.join(copiesDir(version), `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(copiesDir(version), `${name}.gz`), gzipSync(body, { level: 9 }));
  }
  const rendered = await load(base + url, extra, warmupSeconds);
  const copy = await load(`${base}/__bench__/${name}`, extra);
  return { rendered, copy, size };
}

/**
 * One row: every version in turn (the first version alternates from row to row, so neither
 * always runs on a machine warmed by the other). `baseOf` picks the process of each version.
 */
let rowsMeasured = 0;
async function measureRow(versions, label, url, { page, encoding, warmupSeconds, baseOf = (v) => v.base } = {}) {
  if (!wanted(label)) return undefined;
  const order = rowsMeasured++ % 2 === 0 ? versions : [...versions].reverse();
  process.stdout.write(`Loading ${label}… `);
  const results = new Map();
  for (const version of order) results.set(version, await measureOne(version, baseOf(version), url, { page, label, encoding, warmupSeconds }));
  console.log(versions.map((v) => `${v.name} ${fmt(results.get(v).rendered.rps)} vs copy ${fmt(results.get(v).copy.rps)} req/s`).join('; '));
  return { label, results: versions.map((v) => results.get(v)) };
}

/**
 * The cost of counting readers (./bench/analyticsCost.mjs): two rows, the post as served to
 * readers ÷ to a crawler in processes counting them, and the same in processes that do not (the
 * control, ideally 1.00). The "req/s" columns of both are requests per CPU-second.
 */
async function analyticsCostRows(versions, post) {
  const label = (kind) => `${post} as served to readers ÷ to a crawler, ${kind}, requests per CPU-second (readers from 10,000 addresses)`;
  const [counting, control] = [label('analytics on'), label('analytics off (control)')];
  if (!wanted(counting) && !wanted(control)) return [];
  process.stdout.write('Loading the cost of counting readers… ');
  const measured = [];
  for (const version of versions) measured.push(await measureAnalyticsCost(version, post, CONNECTIONS));
  const line = (kind) => versions.map((v, i) => `${v.name} ${fmt(measured[i][kind].rendered.rps)} vs ${fmt(measured[i][kind].copy.rps)}`).join('; ');
  console.log(`counting: ${line('counting')}; control: ${line('control')} requests per CPU-second`);
  return [
    { label: counting, results: measured.map((m) => m.counting) },
    { label: control, results: measured.map((m) => m.control) },
  ];
}

/** A row an older version cannot measure (its API lacks the call, as before newsletters) reads "n/a" for it instead of ending the run. */
async function orNotAvailable(version, measure) {
  try {
    return await measure();
  } catch (error) {
    console.log(`(${version.name}: ${String(error?.message ?? error).split('\n')[0]})`);
    return 'n/a';
  }
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

/** Starts a version's server (and later its extra processes) on a database of its own. */
async function startVersion(version, index, started) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ? await freshMysqlDatabase(process.env.BENCH_DATABASE_URL, index === 0 ? '' : '_against') : undefined;
  version.env = serverEnv(databaseUrl);
  version.startInstance = (extraEnv = {}) => {
    const instance = startProcess(['dist/server.js'], { ...version.env, ...extraEnv }, version.dir, version.node);
    started.push(instance);
    return instance;
  };
  version.start = (extraEnv = {}) => version.startInstance(extraEnv).url;
  version.base = await version.start();
  rmSync(copiesDir(version), { recursive: true, force: true });
  mkdirSync(copiesDir(version), { recursive: true });
}

function rowLine({ label, results }) {
  const cells = results.flatMap(({ rendered: r, copy: c }) => [fmt(r.rps), fmt(r.p50, 1), fmt(r.p99, 1), fmt(c.rps), fmt(r.rps / c.rps, 2), fmt(r.p99 / r.p50, 1), r.unexpected]);
  const change = results.length === 2 ? [`${fmt(((results[0].rendered.rps / results[0].copy.rps) / (results[1].rendered.rps / results[1].copy.rps) - 1) * 100)} %`] : [];
  return `| ${label} | ${[...cells, ...change].join(' | ')} |`;
}

function resultTable(versions, rows, sizes, floor, database) {
  const perVersion = ['req/s', 'p50 ms', 'p99 ms', 'static copy req/s', 'ratio to copy', 'p99/p50', 'non-2xx/errors'];
  const header = versions.flatMap((v, i) => perVersion.map((h) => (i === 0 ? h : `${v.name} ${h}`)));
  if (versions.length === 2) header.push('ratio change');
  const sizeHeader = ['HTML', 'HTML gzip', 'dehydrated state', 'state / HTML', 'JS gzip', 'JS above floor'];
  const sizeCells = (s) => [kb(s.html), kb(s.htmlGzip), kb(s.state), fmt(s.state / s.html, 2), kb(s.js), kb(s.js - floor)];
  return [
    `# Benchmark (${new Date().toISOString().slice(0, 19)}Z, ${database}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per row, no pipelining${versions.length === 2 ? `; this tree against ${versions[1].name}, alternating` : ''})`,
    '',
    `| URL | ${header.join(' | ')} |`,
    `|---|${header.map(() => '---:').join('|')}|`,
    ...rows.filter(Boolean).map(rowLine),
    '',
    `| Page | ${versions.flatMap((v, i) => sizeHeader.map((h) => (i === 0 ? h : `${v.name} ${h}`))).join(' | ')} |`,
    `|---|${versions.flatMap(() => sizeHeader.map(() => '---:')).join('|')}|`,
    ...sizes.map(({ label, results }) => `| ${label} | ${results.flatMap((r) => sizeCells(r.size)).join(' | ')} |`),
    '',
    `Framework floor (a minimal page hydrating with the same React, React Query and Emotion, minified, gzip -9): ${kb(floor)}.`,
  ].join('\n');
}

async function main() {
  console.log('Building the production bundle…');
  const build = spawnSync(process.execPath, ['build.mjs', '--clean'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const versions = [{ name: `this tree on Node ${process.version}`, dir: process.cwd(), node: process.execPath }];
  if (againstRef) versions.push(buildAgainst(againstRef));

  const started = [];
  try {
    for (const [index, version] of versions.entries()) await startVersion(version, index, started);
    const first = versions[0].base;
    const posts = await (await fetch(`${first}/api/blog`)).json();
    const essays = await (await fetch(`${first}/api/ai-islam`)).json();
    const post = `/blog/${posts[0]?.slug}`;
    const pages = [
      ['/', 'HomePage'],
      ['/blog', 'BlogPage'],
      [post, 'BlogPostPage'],
      [`/ai-islam/${essays[0]?.slug}`, 'EssayPage'],
      ['/legacy', 'LegacyPage'],
      ['/books', 'BooksPage'],
    ];
    const rows = [];
    const sizes = [];
    const pageRow = async (url, page, label = url) => {
      const row = await measureRow(versions, label, url, { page });
      if (row) sizes.push(row);
      return row;
    };
    for (const [url, page] of pages) rows.push(await pageRow(url, page));
    // The same post rendered by a second process on the same database with the page cache off.
    // Likewise with the render on the main thread (RENDER_THREADS=0): the cost of a render on one CPU.
    const uncachedRows = [];
    for (const [label, threads] of [['no page cache', {}], ['no page cache, rendered on the main thread', { RENDER_THREADS: '0' }]]) {
      const rowLabel = `${post} (${label})`;
      if (!wanted(rowLabel)) continue;
      for (const version of versions) version.uncached = await version.start({ PAGE_CACHE_MAX_AGE_SECONDS: '0', ...threads });
      uncachedRows.push(await measureRow(versions, rowLabel, post, { baseOf: (v) => v.uncached, warmupSeconds: FRESH_PROCESS_WARMUP_SECONDS }));
    }
    const browserLabel = asABrowserAsks(post);
    if (wanted(browserLabel)) uncachedRows.unshift(await measureRow(versions, browserLabel, post, { encoding: BROWSER_ENCODING }));
    rows.splice(3, 0, ...uncachedRows);
    rows.splice(3 + uncachedRows.length, 0, ...(await analyticsCostRows(versions, post)));
    for (const url of ['/api/blog', '/api/legacy/recent']) rows.push(await measureRow(versions, url, url));
    rows.push(await measureRow(versions, asABrowserAsks('/api/blog'), '/api/blog', { encoding: BROWSER_ENCODING }));

    // The lists at 1,000 items: posts and essays added through the admin API, then measured again.
    const longLists = ['/blog (1,000 posts)', '/ai-islam (1,000 essays)', '/api/blog (1,000 posts)'];
    const hostileLabel = (kind) => `/ under 8 loops of hostile searches, ${kind.name}, vs / alone (ratio: the share it keeps; at least 0.70)`;
    if ([...longLists, ...HOSTILE_KINDS.map(hostileLabel)].some(wanted)) for (const version of versions) await addThroughAdminApi(version.base, version.env.ADMIN_SECRET, 1000);
    rows.push(await pageRow('/blog', 'BlogPage', longLists[0]));
    rows.push(await pageRow('/ai-islam', 'EssaysPage', longLists[1]));
    rows.push(await measureRow(versions, longLists[2], '/api/blog'));

    // Hostile searches, on the site with its 2,000 more posts and essays: what `/` keeps of its throughput.
    for (const kind of HOSTILE_KINDS) {
      const label = hostileLabel(kind);
      if (!wanted(label)) continue;
      process.stdout.write(`Loading ${label}… `);
      const results = [];
      for (const version of versions) results.push(await measureUnderHostileSearches(version.base, kind, load, DURATION_SECONDS));
      console.log(results.map(({ rendered, copy, searches: s }, i) => `${versions[i].name} ${fmt(rendered.rps)} vs ${fmt(copy.rps)} req/s (searches: ${s.answered} answered, ${s.busy} busy, ${s.errors} errors, p50 ${s.p50} ms)`).join('; '));
      rows.push({ label, results });
    }

    // The framework row: a tiny file through every middleware vs a bare node:http server.
    const tiny = '/images/icon.svg';
    const frameworkLabel = `framework: ${tiny} full stack vs bare node:http`;
    if (wanted(frameworkLabel)) {
      const bytesFile = path.join(versions[0].env.DATA_DIR, 'bare.bin');
      writeFileSync(bytesFile, readFileSync(path.join('static', tiny)));
      const bare = startProcess(['-e', `
        const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(bytesFile)});
        const s = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': body.length }); res.end(body); });
        s.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + s.address().port));`], {});
      started.push(bare);
      const bareUrl = await bare.url;
      process.stdout.write('Loading the framework row… ');
      const results = [];
      for (const version of versions) results.push({ rendered: await load(version.base + tiny), copy: await load(`${bareUrl}/`) });
      rows.push({ label: frameworkLabel, results });
      console.log('done');
    }

    const mail = [];
    for (const [label, options] of [
      ['newsletter: 1,000 emails to a local SMTP sink, emails a second (MAIL_RATE_PER_MINUTE=60000)', { recipients: 1000, ratePerMinute: 60_000, pick: (r) => fmt(r.emailsPerSecond) }],
      ['newsletter with click counting: 1,000 emails of 20 rewritten links each, emails a second', { recipients: 1000, ratePerMinute: 60_000, links: 20, pick: (r) => fmt(r.emailsPerSecond) }],
      ['newsletter: 300 emails with MAIL_RATE_PER_MINUTE=120, delivered in the first minute', { recipients: 300, ratePerMinute: 120, waitMs: 61_000, pick: (r) => r.inFirstMinute }],
    ]) {
      if (!wanted(label)) continue;
      process.stdout.write(`Measuring ${label}… `);
      const results = [];
      for (const version of versions) results.push(await orNotAvailable(version, async () => options.pick(await measureMailRate({ dir: version.dir, node: version.node, ...options }))));
      mail.push(`| ${label} | ${results.join(' | ')} |`);
      console.log(results.join(' vs '));
    }

    const signupLabel = 'signup: median ms to answer a new address / a known one (60 each, interleaved)';
    if (wanted(signupLabel)) {
      const results = [];
      for (const version of versions) {
        results.push(
          await orNotAvailable(version, async () => {
            const { newMs, knownMs } = await measureSignupTiming({ dir: version.dir, node: version.node });
            return `${newMs.toFixed(2)} / ${knownMs.toFixed(2)}`;
          }),
        );
      }
      mail.push(`| ${signupLabel} | ${results.join(' | ')} |`);
    }

    const database = process.env.BENCH_DATABASE_URL ? 'MySQL (BENCH_DATABASE_URL)' : 'embedded SQLite';
    const mailTable = mail.length ? ['', `| Mail and signups (embedded database) | ${versions.map((v) => v.name).join(' | ')} |`, `|---|${versions.map(() => '---:').join('|')}|`, ...mail].join('\n') : '';
    const table = resultTable(versions, rows, sizes, frameworkFloorGzipBytes(), database) + mailTable;
    console.log(`\n${table}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.md', `${table}\n`);
    console.log('\nWritten to bench-results/latest.md');
  } finally {
    for (const instance of started) instance.child.kill('SIGTERM');
    for (const version of versions) {
      rmSync(copiesDir(version), { recursive: true, force: true });
      version.remove?.();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
