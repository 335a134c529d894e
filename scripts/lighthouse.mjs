// `npm run lighthouse`: builds, starts the production server on loopback with the sample
// content, and runs Lighthouse (default mobile settings, Debian's Chromium) on the home page,
// the blog, a post, the legacy wall and a post whose featured image was uploaded through the
// admin (a 2400×1600 photo, served as its AVIF/WebP variants), and last the framework floor
// (scripts/bench/frameworkFloorPage.mjs): a one-paragraph page hydrating the same React, React
// Query and Emotion, the yardstick for what this machine charges before any of the site's work.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
// score is kept, as Lighthouse's docs advise for variable results. Prints the four category
// scores and the timing metrics per page, writes them to bench-results/lighthouse.md and each
// kept report to bench-results/lighthouse/<page>.json.
// Exits non-zero when a page misses LIGHTHOUSE_MIN_* .
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFrameworkFloorPage } from './bench/frameworkFloorPage.mjs';
import { noisyPhoto, upload } from './bench/uploads.mjs';

const ADMIN_SECRET = 'lighthouse-secret-0123456789';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift', SI: 'speed-index' };
const minimum = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 0),
  accessibility: Number(process.env.LIGHTHOUSE_MIN_ACCESSIBILITY ?? 0),
  'best-practices': Number(process.env.LIGHTHOUSE_MIN_BEST_PRACTICES ?? 0),
  seo: Number(process.env.LIGHTHOUSE_MIN_SEO ?? 0),
};

async function startServer() {
  if (spawnSync(process.execPath, ['build.mjs', '--clean'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  let output = '';
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'false',
      ADMIN_SECRET, SITE_URL: 'http://localhost', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  return { child, url };
}

/** A published post with a photo uploaded through the admin as its featured image; its address. */
async function postWithUploadedImage(base) {
  const photo = await upload(base, ADMIN_SECRET, await noisyPhoto(2400, 1600, 7), 'lighthouse-photo.jpg');
  if (photo.status !== 201) throw new Error(`the photo upload answered ${photo.status}`);
  const response = await fetch(`${base}/api/admin/blog`, {
    method: 'POST',
    headers: { 'x-admin-secret': ADMIN_SECRET, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'A post with an uploaded photo',
      excerpt: 'Measured by Lighthouse with its featured image served from the media store.',
      content: '<p>The featured image above was uploaded through the admin as a 2400 by 1600 photo.</p>'.repeat(6),
      category: 'ai-and-society',
      featuredImage: photo.url,
    }),
  });
  if (response.status !== 201) throw new Error(`creating the post answered ${response.status}: ${await response.text()}`);
  return `/blog/${(await response.json()).item.slug}`;
}

const server = await startServer();
const floor = await startFrameworkFloorPage();
const FLOOR_LABEL = 'framework floor (one paragraph, same React, React Query and Emotion)';
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
let failed = false;
try {
  const posts = await (await fetch(`${server.url}/api/blog`)).json();
  // LIGHTHOUSE_PAGES=/search?q=mind,/about measures those instead of the usual five.
  const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ['/', '/blog', `/blog/${posts[0].slug}`, '/legacy', await postWithUploadedImage(server.url)];
  if (process.env.LIGHTHOUSE_FLOOR !== '0') pages.push(FLOOR_LABEL); // LIGHTHOUSE_FLOOR=0 leaves it out
  const addressOf = (page) => (page === FLOOR_LABEL ? floor.url : server.url + page);
  const rows = [];
  mkdirSync('bench-results/lighthouse', { recursive: true });
  for (const page of pages) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
      const { lhr } = await lighthouse(addressOf(page), { port: chrome.port, output: 'json', logLevel: 'error' });
      // A run Lighthouse could not finish (e.g. no paint seen on an overloaded machine) has no score: measure again.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) console.log(`${page}: run failed (${lhr.runtimeError?.code ?? 'no score'}), measuring again`);
      else runs.push(lhr);
    }
    if (runs.length === 0) throw new Error(`${page}: every Lighthouse run failed`);
    const performanceOf = (lhr) => lhr.categories.performance.score;
    const lhr = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor((runs.length - 1) / 2)];
    writeFileSync(`bench-results/lighthouse/${page.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
    const categories = lhr.categories;
    const scores = Object.fromEntries(Object.keys(minimum).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']));
    const allRuns = runs.map((r) => Math.round(performanceOf(r) * 100));
    rows.push({ page, scores, metrics, allRuns });
    console.log(`${page}: ${JSON.stringify(scores)} ${JSON.stringify(metrics)} performance runs ${allRuns.join(', ')}`);
    for (const [key, min] of Object.entries(page === FLOOR_LABEL ? {} : minimum)) {
      if (scores[key] < min) {
        failed = true;
        const audits = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && categories[key].auditRefs.some((r) => r.id === a.id && r.weight > 0));
        console.log(`  ${key} ${scores[key]} < ${min}: ${audits.map((a) => a.id).join(', ')}`);
      }
    }
  }
  const table = [
    `# Lighthouse (${new Date().toISOString().slice(0, 19)}Z, default mobile settings, Debian Chromium, median of ${RUNS} run${RUNS > 1 ? 's' : ''}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    '',
    `| Page | Performance | Accessibility | Best practices | SEO | ${Object.keys(METRICS).join(' | ')} | Performance per run |`,
    `|---|---:|---:|---:|---:|${Object.keys(METRICS).map(() => '---:|').join('')}---|`,
    ...rows.map(({ page, scores, metrics, allRuns }) =>
      `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${Object.values(metrics).join(' | ')} | ${allRuns.join(', ')} |`),
  ].join('\n');
  writeFileSync('bench-results/lighthouse.md', `${table}\n`);
  console.log(`\n${table}`);
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
  floor.close();
}
process.exit(failed ? 1 : 0);
