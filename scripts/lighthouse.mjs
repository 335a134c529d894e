// `npm run lighthouse`: builds, starts the production server on loopback with the sample
// content, and runs Lighthouse (default mobile settings, Debian's Chromium) on the home page,
// the blog, a post and the legacy wall. Prints the four category scores per page and writes
// them to bench-results/lighthouse.md. Exits non-zero when a page misses LIGHTHOUSE_MIN_* .
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
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
      ADMIN_SECRET: 'lighthouse-secret-0123456789', SITE_URL: 'http://localhost', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')),
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

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
let failed = false;
try {
  const posts = await (await fetch(`${server.url}/api/blog`)).json();
  const pages = ['/', '/blog', `/blog/${posts[0].slug}`, '/legacy'];
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(server.url + page, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result.lhr.categories;
    const scores = Object.fromEntries(Object.keys(minimum).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
    rows.push({ page, scores });
    console.log(`${page}: ${JSON.stringify(scores)}`);
    for (const [key, min] of Object.entries(minimum)) {
      if (scores[key] < min) {
        failed = true;
        const audits = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && categories[key].auditRefs.some((r) => r.id === a.id && r.weight > 0));
        console.log(`  ${key} ${scores[key]} < ${min}: ${audits.map((a) => a.id).join(', ')}`);
      }
    }
  }
  const table = [
    `# Lighthouse (${new Date().toISOString().slice(0, 19)}Z, default mobile settings, Debian Chromium)`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(({ page, scores }) => `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`),
  ].join('\n');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/lighthouse.md', table + '\n');
  console.log('\n' + table);
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
