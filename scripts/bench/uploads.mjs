// `node scripts/bench/uploads.mjs`: what uploads and uploaded media cost visitors, measured on the
// built server (dist/server.js, NODE_ENV=production) in one run, so only the ratios mean anything
// on a shared machine:
//   - `/` loaded alone, then while 8 photos of 2400×1600 are uploaded at once (the ratio of its
//     throughput); the same for the public script (its p99) with 8 other photos, so its latency
//     is not that of a server already saturated by `/`; each upload's status and time;
//   - an image variant served from the memory cache against a static copy of the same bytes
//     (loaded by scripts/bench/fetchMany.mjs: autocannon decodes every body as text);
//   - `/` while 3,000 requests (BENCH_ORIGINAL_REQUESTS) over 100 connections ask for a 2.5 MB
//     original that is never in the memory cache (a second process on the same database,
//     MEDIA_CACHE_BYTES=0), fetched by scripts/bench/fetchMany.mjs.
// BENCH_ONLY=burst sends 200 uploads at once (BENCH_UPLOAD_BURST=n: n) and reports their
// statuses, the script's latency meanwhile and the server's peak memory; BENCH_ONLY=uploads,
// variant or original runs just that part. The functions are exported, so the main bench can
// run them as rows against its own server.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { withPreciseLatency } from './preciseLatency.mjs';
import { serverEnv, startProcess } from './processes.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** A handful of browsers fetching the script at once: its latency is the question, not its throughput. */
const ASSET_CONNECTIONS = 4;
const copiesDir = path.resolve('static/__bench_media__');

/** A photo-like JPEG: smooth colour with grain, so it compresses like a real photo (about 1-3 MB at this size). */
export async function noisyPhoto(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  const grain = 16 + ((seed * 13) % 64);
  let state = seed + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        const base = 128 + 90 * Math.sin((x * (c + 1)) / 300 + y / 200 + seed);
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, base + ((state >>> 8) % (2 * grain)) - grain));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A file stored as it is (no image work): a PDF header and random bytes. */
const bigPdf = (bytes) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)))]);

export async function upload(base, secret, bytes, fileName) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  form.append('alt', fileName);
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/admin/media`, { method: 'POST', body: form, headers: { 'x-admin-secret': secret } });
    const body = await response.json();
    return { status: response.status, ms: performance.now() - started, url: body.url, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: error.message };
  }
}

/** scripts/bench/fetchMany.mjs in a process of its own: `amount` is a number of requests or seconds ('8s'). */
async function fetchMany(url, connections, amount) {
  const loader = spawn(process.execPath, ['scripts/bench/fetchMany.mjs', url, String(connections), String(amount)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  loader.stdout.on('data', (d) => (output += d));
  await once(loader, 'exit');
  return JSON.parse(output);
}

/** The public script every page loads: the browser entry named by the build's manifest. */
const publicScript = () => JSON.parse(readFileSync('static/assets/manifest.json', 'utf8')).entry;

/** Loads every target at once until `until` settles; answers autocannon's figures per target. */
async function loadUntil(targets, until) {
  const runs = targets.map(({ url, connections }) => autocannon({ url, connections, duration: 3600, pipelining: 1 }));
  const finished = runs.map(withPreciseLatency);
  const settled = await until;
  for (const run of runs) run.stop();
  const results = await Promise.all(finished);
  return {
    settled,
    figures: results.map((r) => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, unexpected: r.non2xx + r.errors + r.timeouts })),
  };
}

/** One URL loaded alone, then while `work()` runs (after a warm-up: the JIT compiles the hot paths). */
async function aloneAndDuring(target, work) {
  await loadUntil([target], sleep(2000));
  const [alone] = (await loadUntil([target], sleep(DURATION_SECONDS * 1000))).figures;
  const { figures: [during], settled } = await loadUntil([target], work());
  return { alone, during, work: settled };
}

/** CPU time a process has used so far, in ms (Linux: utime + stime, in ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Peak resident memory of a process so far (Linux). */
export const peakMemoryMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function photos(count, seed) {
  const made = [];
  for (let i = 0; i < count; i++) made.push({ bytes: await noisyPhoto(2400, 1600, seed + i), name: `photo-${seed + i}.jpg` });
  return made;
}

const uploadAll = (base, secret, files) => () => Promise.all(files.map(({ bytes, name }) => upload(base, secret, bytes, name)));

/**
 * Visitors while `count` photos of 2400×1600 are uploaded at once: `/` (throughput) during one
 * set of uploads, then the public script (latency, with nothing else loading the server) during
 * another.
 */
export async function benchUploads({ base, secret, count = 8, seed = Date.now() % 100_000 }) {
  const [forHome, forScript] = [await photos(count, seed), await photos(count, seed + count)];
  const home = await aloneAndDuring({ url: `${base}/`, connections: CONNECTIONS }, uploadAll(base, secret, forHome));
  const script = await aloneAndDuring({ url: base + publicScript(), connections: ASSET_CONNECTIONS }, uploadAll(base, secret, forScript));
  return {
    photoMb: [...forHome, ...forScript].map((p) => p.bytes.length / 1e6),
    home: { alone: home.alone, during: home.during, ratio: home.during.rps / home.alone.rps },
    script: { alone: script.alone, during: script.during },
    uploads: [...home.work, ...script.work],
  };
}

/**
 * An image variant answered from the memory cache against a static copy of its exact bytes, in
 * the same process, loaded by scripts/bench/fetchMany.mjs (autocannon's client sets the pace for
 * binary bodies of this size).
 */
export async function benchCachedVariant({ base, variantUrl, serverPid }) {
  const bytes = Buffer.from(await (await fetch(base + variantUrl)).arrayBuffer()); // now in the memory cache
  rmSync(copiesDir, { recursive: true, force: true });
  mkdirSync(copiesDir, { recursive: true });
  writeFileSync(path.join(copiesDir, 'variant.webp'), bytes);
  const copyUrl = `${base}/__bench_media__/variant.webp`;
  try {
    for (const url of [base + variantUrl, copyUrl]) await fetchMany(url, CONNECTIONS, '2s');
    // The server's CPU time per answer as well: unlike throughput, it hardly depends on what else the machine runs.
    const measure = async (url) => {
      const cpuBefore = cpuMs(serverPid);
      const figures = await fetchMany(url, CONNECTIONS, `${DURATION_SECONDS}s`);
      return { ...figures, cpuMsPerRequest: (cpuMs(serverPid) - cpuBefore) / (figures.rps * DURATION_SECONDS) };
    };
    const variant = await measure(base + variantUrl);
    const copy = await measure(copyUrl);
    return { bytes: bytes.length, variant, copy, ratio: variant.rps / copy.rps };
  } finally {
    rmSync(copiesDir, { recursive: true, force: true });
  }
}

/**
 * `/` while `requests` requests for one 2.5 MB original come over 100 connections, on a server
 * that keeps nothing in its memory cache (every request misses it).
 */
export async function benchUncachedOriginal({ base, uncachedBase, secret, requests = Number(process.env.BENCH_ORIGINAL_REQUESTS ?? 3000) }) {
  const stored = await upload(base, secret, bigPdf(2.5 * 1024 * 1024), 'big-original.pdf');
  if (stored.status !== 201) throw new Error(`the 2.5 MB file answered ${stored.status}`);
  // In a process of its own, so receiving 7.5 GB does not hold up the requests for `/`.
  const originals = () => fetchMany(uncachedBase + stored.url, 100, requests);
  const home = await aloneAndDuring({ url: `${uncachedBase}/`, connections: CONNECTIONS }, originals);
  return { requests, home: { alone: home.alone, during: home.during }, originals: home.work };
}

/** The public script while `count` uploads come at once: their statuses, the script's worst latency and the server's peak memory. */
export async function benchUploadBurst({ base, secret, serverPid, count = 200, seed = Date.now() % 100_000 }) {
  const script = await aloneAndDuring({ url: base + publicScript(), connections: ASSET_CONNECTIONS }, uploadAll(base, secret, await photos(count, seed)));
  return { script: { alone: script.alone, during: script.during }, uploads: script.work, peakMb: peakMemoryMb(serverPid) };
}

const fmt = (n, digits = 0) => Number(n).toFixed(digits);
const row = (label, f) => `| ${label} | ${fmt(f.rps)} | ${fmt(f.p50, 1)} | ${fmt(f.p99, 1)} | ${fmt(f.max)} | ${f.unexpected} |`;

function statuses(uploads) {
  const counts = new Map();
  for (const { status } of uploads) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
}

function report({ uploads, variant, original, burst }) {
  const seconds = (list) => list.map((u) => fmt(u.ms / 1000, 1)).join(', ');
  const rows = [
    ...(uploads ? [row('/ alone', uploads.home.alone), row('/ during the first set of uploads', uploads.home.during), row('public script alone', uploads.script.alone), row('public script during the second set', uploads.script.during)] : []),
    ...(variant ? [row('cached image variant', variant.variant), row('static copy of the variant', variant.copy)] : []),
    ...(original ? [row('/ alone (process without a memory cache)', original.home.alone), row(`/ during ${original.requests} requests for a 2.5 MB original (100 connections)`, original.home.during), row('the 2.5 MB original', original.originals)] : []),
    ...(burst ? [row('public script alone (before the burst)', burst.script.alone), row(`public script during ${burst.uploads.length} uploads at once`, burst.script.during)] : []),
  ];
  return [
    `## Uploads and media (${new Date().toISOString().slice(0, 19)}Z, ${process.env.BENCH_DATABASE_URL ? 'MySQL' : 'embedded SQLite'}, ${CONNECTIONS} connections on /, ${ASSET_CONNECTIONS} on the script, ${DURATION_SECONDS} s alone)`,
    '',
    ...(uploads ? [`Two sets of ${uploads.uploads.length / 2} photos of 2400×1600 (${uploads.photoMb.map((mb) => fmt(mb, 1)).join(', ')} MB), each set uploaded at once: ${statuses(uploads.uploads)}; each upload took ${seconds(uploads.uploads)} s.`, ''] : []),
    '| Load | req/s | p50 ms | p99 ms | max ms | non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...(uploads ? [`Visitors on / during the uploads: ${fmt(uploads.home.ratio, 2)} of their throughput alone. The script's p99 during the uploads: ${fmt(uploads.script.during.p99)} ms (alone ${fmt(uploads.script.alone.p99)} ms).`] : []),
    ...(variant ? [`Cached variant (${fmt(variant.bytes / 1024, 1)} KB) against its static copy: ${fmt(variant.ratio, 2)}; server CPU per answer ${fmt(variant.variant.cpuMsPerRequest, 3)} ms against ${fmt(variant.copy.cpuMsPerRequest, 3)} ms.`] : []),
    ...(original ? [`/ during the 2.5 MB originals: p50 ${fmt(original.home.during.p50)} ms (alone ${fmt(original.home.alone.p50)} ms), ${fmt(original.home.during.rps / original.home.alone.rps, 2)} of its throughput. The originals' failures: ${JSON.stringify(original.originals.failures ?? {})}.`] : []),
    ...(burst ? [`Burst of ${burst.uploads.length} uploads: ${statuses(burst.uploads)}; server peak memory ${fmt(burst.peakMb)} MB.`] : []),
  ].join('\n');
}

/** BENCH_ONLY=uploads,variant,original,burst runs only those parts (all but the burst by default). */
const wanted = (part) => (process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').includes(part) : part !== 'burst');

async function main() {
  console.log('Building the production bundle…');
  if (spawnSync(process.execPath, ['build.mjs', '--clean'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const env = serverEnv(process.env.BENCH_DATABASE_URL);
  const server = startProcess(['dist/server.js'], env);
  let uncached;
  const results = {};
  try {
    const base = await server.url;
    const secret = env.ADMIN_SECRET;
    if (wanted('uploads')) {
      console.log('Uploads against visitors…');
      results.uploads = await benchUploads({ base, secret });
    }
    if (wanted('variant')) {
      console.log('A cached variant against its static copy…');
      const photo = await upload(base, secret, await noisyPhoto(2400, 1600, 999), 'variant.jpg');
      results.variant = await benchCachedVariant({ base, variantUrl: `/media/${photo.url.slice(7, 39)}-960.webp`, serverPid: server.child.pid });
    }
    if (wanted('original')) {
      console.log('Originals that miss the memory cache…');
      uncached = startProcess(['dist/server.js'], { ...env, MEDIA_CACHE_BYTES: '0' });
      results.original = await benchUncachedOriginal({ base, uncachedBase: await uncached.url, secret });
    }
    if (wanted('burst')) {
      const count = Number(process.env.BENCH_UPLOAD_BURST ?? 200);
      console.log(`A burst of ${count} uploads…`);
      results.burst = await benchUploadBurst({ base, secret, serverPid: server.child.pid, count });
    }
    console.log(`\n${report(results)}`);
  } finally {
    server.child.kill('SIGTERM');
    uncached?.child.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
