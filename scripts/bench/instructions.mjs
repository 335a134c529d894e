// `npm run bench:instructions [-- --against <git ref>]`: machine instructions per request, counted
// by valgrind's callgrind, for the post rendered on one thread with the page cache off
// (RENDER_THREADS=0, PAGE_CACHE_MAX_AGE_SECONDS=0), and for the cached post. An instruction count
// does not move with the machine's load the way req/s does: on 2026-11-27 the same build read
// 250 to 520 req/s from one round to the next, while its count read 18.2-19.6 M in four runs of
// 100 requests. Use it to tell a regression from noise on a busy machine; use `npm run bench`
// for what visitors feel.
//
// Each version runs under callgrind with instrumentation off until it is warm (its JIT settled):
// then the counters are zeroed, N requests are made one after another, and the counts dumped.
// Under valgrind the process runs about 50 times slower, so work on a wall-clock timer (the
// full collection every 2 s of src/lib/collectOnGrowth.ts) lands on far fewer requests than
// in real time and weighs far more here (about a sixth of the uncached render's count, where
// --trace-gc puts it near 1 % of the time at full speed): read a difference in garbage
// collection with that in mind.
// Needs valgrind (Debian's package); takes about two minutes a version.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { againstRefArgument, buildAgainst } from './against.mjs';
import { serverEnv } from './processes.mjs';

const REQUESTS = Number(process.env.INSTRUCTIONS_REQUESTS ?? 100);
const WARMUP_REQUESTS = 150;
const againstRef = againstRefArgument();

/**
 * callgrind_control reaches the server through vgdb, whose pipes are named by the user and the
 * HOST variable, which the server's settings set (127.0.0.1): it is given the server's.
 */
function callgrindControl(serverEnvironment, ...args) {
  const result = spawnSync('callgrind_control', args, { encoding: 'utf8', env: { ...process.env, HOST: serverEnvironment.HOST } });
  // It exits 0 even when it could not reach the process; stderr then says so among its notices.
  if (result.status !== 0 || /error|failed/i.test(result.stderr)) throw new Error(`callgrind_control ${args.join(' ')}: ${result.stderr.trim() || `exit ${result.status}`}`);
}

async function requestMany(url, count) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

async function waitForServer(base) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/blog`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not start under valgrind`);
}

/** The instruction total of the dump callgrind writes, once it has written it (a dump is asked for, not made at once). */
async function dumpedInstructions(outDir) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const dump = readdirSync(outDir).find((name) => name.startsWith('callgrind.out.'));
    const summary = dump && readFileSync(path.join(outDir, dump), 'utf8').match(/^summary: (\d+)/m);
    if (summary) return Number(summary[1]);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('callgrind wrote no dump');
}

/** Instructions per request for `pagePath` of the server built in `dir`, with `env` added. */
async function countInstructions(dir, env, pagePath) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'callgrind-'));
  const outFile = path.join(outDir, 'callgrind.out');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const environment = { ...process.env, ...serverEnv(), PORT: String(port), ...env };
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--smc-check=all-non-file', '--instr-atstart=no', '--dump-instr=no', `--callgrind-out-file=${outFile}`, process.execPath, '--single-threaded-gc', 'dist/server.js'],
    { cwd: dir, env: environment, stdio: 'ignore' },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(base);
    const posts = await (await fetch(`${base}/api/blog`)).json();
    const url = `${base}${pagePath.replace(':post', posts[0].slug)}`;
    await requestMany(url, WARMUP_REQUESTS);
    callgrindControl(environment, '--instr=on', String(child.pid));
    await requestMany(url, 20); // instrumented code is compiled anew: let it settle again
    callgrindControl(environment, '--zero', String(child.pid));
    await requestMany(url, REQUESTS);
    callgrindControl(environment, '--dump', String(child.pid));
    return (await dumpedInstructions(outDir)) / REQUESTS;
  } finally {
    child.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    // vgdb's pipes, which a killed valgrind leaves behind
    for (const name of readdirSync(os.tmpdir())) if (name.startsWith('vgdb-pipe-') && name.includes(`-${child.pid}-by-`)) rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}

const rows = [
  ['the post, page cache off, rendered on the main thread', { PAGE_CACHE_MAX_AGE_SECONDS: '0', RENDER_THREADS: '0' }],
  ['the post from the page cache', {}],
];

async function main() {
  if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('valgrind is not installed (apt-get install valgrind)');
  const build = spawnSync(process.execPath, ['build.mjs', '--clean'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const versions = [{ name: 'this tree', dir: process.cwd() }];
  if (againstRef) versions.push(buildAgainst(againstRef));
  try {
    console.log(`| row | ${versions.map((v) => `${v.name}, instructions a request`).join(' | ')} |${versions.length > 1 ? ' change |' : ''}`);
    console.log(`|---|${versions.map(() => '---:').join('|')}|${versions.length > 1 ? '---:|' : ''}`);
    for (const [label, env] of rows) {
      const counts = [];
      for (const version of versions) counts.push(await countInstructions(version.dir, env, '/blog/:post'));
      const change = counts.length > 1 ? ` ${(((counts[0] - counts[1]) / counts[1]) * 100).toFixed(1)} % |` : '';
      console.log(`| ${label} | ${counts.map((count) => `${(count / 1e6).toFixed(2)} M`).join(' | ')} |${change}`);
    }
  } finally {
    for (const version of versions) version.remove?.();
  }
}

await main();
