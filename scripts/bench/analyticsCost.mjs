// The cost of counting readers, as one row of `npm run bench`: a served post answered to readers
// (counted) against the same post answered to a crawler (served, not counted), in the same
// process, in short alternating rounds, by the CPU time the process used.
//
// Why not a process with ANALYTICS=true against one with ANALYTICS=false: on this shared 2-core
// machine two identical processes (both off) differ by 3-25 % in CPU per request, for the
// whole of their lives (measured, 2026-11-26), which hides a cost of a few per cent. Within
// one process that difference cancels; what is left is noise in time (a collection landing in
// one round, a neighbour on the machine), which many short alternating rounds average out.
//
// The crawler's requests still pass the counter's first check (its user agent, memoized), so
// "uncounted" is a hair dearer than no analytics at all; a control process with
// ANALYTICS=false runs the same rounds, and its ratio shows what the two kinds of traffic
// differ by without counting (ideally 1.00).
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPreciseLatency } from './preciseLatency.mjs';

const READER_AGENT = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const CRAWLER_AGENT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const PROCESSES_PER_KIND = 2;
const ROUNDS = 30;
const REQUESTS_PER_ROUND = 3_000;
const WARMUP_REQUESTS = 20_000;

/**
 * Requests as a browser (or Google's crawler, with the same headers) sends them, each from one
 * of 10,000 addresses (the server trusts X-Forwarded-For here): every reader's request is
 * counted, and each flush hashes and records thousands of readers, the most counting can cost.
 */
const trafficOf = (userAgent) => ({
  headers: { 'user-agent': userAgent, 'accept-language': 'en-GB,en;q=0.9', referer: 'https://www.google.com/' },
  requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 40)}.${Math.floor(Math.random() * 250)}` } }) }],
});
const READERS = trafficOf(READER_AGENT);
const CRAWLER = trafficOf(CRAWLER_AGENT);

/** CPU seconds a process's threads have run so far (Linux: /proc/<pid>/task/<tid>/schedstat, nanoseconds). */
function cpuSecondsOf(pid) {
  let nanoseconds = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return nanoseconds / 1e9;
}

/** Requests per CPU-second of one process for one kind of traffic, over rounds alternating with the other kind. */
async function alternatingRounds(pid, url, connections, start) {
  const totals = { readers: { requests: 0, cpu: 0, p50: [], p99: [], unexpected: 0 }, crawler: { requests: 0, cpu: 0, p50: [], p99: [], unexpected: 0 } };
  for (let round = 0; round < ROUNDS; round++) {
    const kinds = (round + start) % 2 === 0 ? ['readers', 'crawler'] : ['crawler', 'readers'];
    for (const kind of kinds) {
      const before = cpuSecondsOf(pid);
      const result = await withPreciseLatency(autocannon({ ...(kind === 'readers' ? READERS : CRAWLER), url, connections, amount: REQUESTS_PER_ROUND, pipelining: 1 }));
      const total = totals[kind];
      total.cpu += cpuSecondsOf(pid) - before;
      total.requests += result.requests.total;
      total.p50.push(result.latency.p50);
      total.p99.push(result.latency.p99);
      total.unexpected += result.non2xx + result.errors + result.timeouts;
    }
  }
  return totals;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

/** One side of the row: requests per CPU-second summed over processes and rounds, latencies as medians. */
const summary = (sides) => ({
  rps: sides.reduce((sum, side) => sum + side.requests, 0) / sides.reduce((sum, side) => sum + side.cpu, 0),
  p50: median(sides.flatMap((side) => side.p50)),
  p99: median(sides.flatMap((side) => side.p99)),
  unexpected: sides.reduce((sum, side) => sum + side.unexpected, 0),
});

/**
 * Measures `version` (started with `version.startInstance(env)`): the post as served to readers
 * ÷ to the crawler, in processes counting (ANALYTICS=true) and, as the control, not counting.
 * Returns `{ counting: { rendered, copy }, control: { rendered, copy } }` ("rendered": readers).
 */
export async function measureAnalyticsCost(version, post, connections) {
  const sides = { counting: [], control: [] };
  for (let i = 0; i < PROCESSES_PER_KIND; i++) {
    // Which kind starts first alternates, and each process has a database file of its own (a
    // site on the embedded database runs one process).
    for (const kind of i % 2 === 0 ? ['counting', 'control'] : ['control', 'counting']) {
      const dataDir = process.env.BENCH_DATABASE_URL ? {} : { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-')) };
      const instance = version.startInstance({ ...dataDir, TRUST_PROXY: 'true', ANALYTICS: kind === 'counting' ? 'true' : 'false' });
      const url = (await instance.url) + post;
      // The 10,000 readers are met (and recorded) first: what is measured is a day's steady state.
      await autocannon({ ...READERS, url, connections, amount: WARMUP_REQUESTS });
      await autocannon({ ...CRAWLER, url, connections, amount: WARMUP_REQUESTS / 2 });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      sides[kind].push(await alternatingRounds(instance.child.pid, url, connections, i));
      instance.child.kill('SIGTERM');
    }
  }
  const sideOf = (kind) => ({ rendered: summary(sides[kind].map((s) => s.readers)), copy: summary(sides[kind].map((s) => s.crawler)) });
  return { counting: sideOf('counting'), control: sideOf('control') };
}
