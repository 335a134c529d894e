// How long the spec's browser flows take from navigation to an interactive page (React has
// hydrated: <html data-hydrated="true">), on a phone-sized Chromium, and whether a slow figure
// is the page or the machine: each flow is timed on the machine as it is, then again while
// busy loops hold every core, with the load average beside each figure. A page whose time grows
// with the machine's load, and not otherwise, is waiting for the CPU, not for itself.
// `npm run bench:interactive` runs it alone (after `node build.mjs`).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { serverEnv, startProcess } from './processes.mjs';

const RUNS = Number(process.env.INTERACTIVE_RUNS ?? 5);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];
const FLOWS = [
  { label: 'home', path: '/' },
  { label: '/blog (search)', path: '/blog?q=mind' },
  { label: 'a post', path: '/blog/forgetting-is-a-feature' },
  { label: '/legacy (dialog)', path: '/legacy' },
  { label: '/contact', path: '/contact' },
  { label: 'admin: new post', path: '/admin/blog/new', admin: true },
  { label: 'admin: posts', path: '/admin/blog', admin: true },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigation start to hydration, read in the page (no polling delay). */
async function timeToInteractive(browser, url, adminSecret) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((secret) => {
    if (secret) window.sessionStorage.setItem('admin-secret', secret);
    // The event the app dispatches once React has hydrated (views/app/hydration.ts).
    document.addEventListener('app:hydrated', () => (window.__interactiveAt = performance.now()), { once: true });
  }, adminSecret ?? null);
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__interactiveAt === 'number', undefined, { timeout: 60_000 });
    return await page.evaluate(() => window.__interactiveAt);
  } finally {
    await context.close();
  }
}

/** Busy loops on every core until stopped: the "other work on the machine" of the issue. */
function loadEveryCore() {
  const loops = os.cpus().map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  return () => {
    for (const loop of loops) loop.kill('SIGKILL');
  };
}

async function timeFlows(browser, base, adminSecret) {
  const rows = [];
  for (const flow of FLOWS) {
    const times = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeToInteractive(browser, base + flow.path, flow.admin ? adminSecret : undefined));
    rows.push({ label: flow.label, ms: median(times), load: os.loadavg()[0] });
  }
  return rows;
}

/** Median navigation-to-interactive per flow, quiet and under load, with the 1-minute load average. */
export async function measureInteractiveTimes({ dir = process.cwd() } = {}) {
  const env = serverEnv();
  const server = startProcess(['dist/server.js'], env, dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
  try {
    const base = await server.url;
    await timeFlows(browser, base, env.ADMIN_SECRET); // warm: the server's caches and Chromium's
    const asIs = await timeFlows(browser, base, env.ADMIN_SECRET);
    const stopLoad = loadEveryCore();
    let loaded;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      loaded = await timeFlows(browser, base, env.ADMIN_SECRET);
    } finally {
      stopLoad();
    }
    return asIs.map((row, i) => ({ label: row.label, asIs: row, loaded: loaded[i] }));
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${os.cpus().length} cores; median of ${RUNS} navigations each, 390 px, from navigation start to hydrated`);
  console.log('| flow | as the machine is | load | every core busy | load |');
  console.log('|---|---|---|---|---|');
  for (const { label, asIs, loaded } of await measureInteractiveTimes()) {
    console.log(`| ${label} | ${asIs.ms.toFixed(0)} ms | ${asIs.load.toFixed(1)} | ${loaded.ms.toFixed(0)} ms | ${loaded.load.toFixed(1)} |`);
  }
}
