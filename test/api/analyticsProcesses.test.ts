// Analytics across real server processes (dist/server.js) on one database: traffic from phones
// and desktops at several addresses, with referrers and campaign tags, through two processes;
// bots, prefetches and the owner's marked browser through both too. Neither flushes before it
// is stopped, so the counts reach the database only through the flush at SIGTERM; a third
// process then answers exactly the counts driven, the same reader on both processes once.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalyticsDto } from '../../views/api/analyticsTypes';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { openTestDatabase } from '../helpers/testDatabase';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const PHONE = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('analytics across server processes', function () {
  this.timeout(90_000);
  const processes: ServerProcess[] = [];
  const env = {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'analytics-processes-')),
    TRUST_PROXY: 'true',
    ANALYTICS_FLUSH_SECONDS: '3600',
  };

  before(async () => {
    await (await openTestDatabase()).destroy(); // a fresh schema when the suite runs on MySQL
    processes.push(await startServerProcess(env)); // creates the schema and loads the sample content
    processes.push(await startServerProcess(env));
  });
  after(async () => {
    for (const server of processes) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('counts exactly what two processes served, flushed at SIGTERM, each reader once', async () => {
    const [a, b] = processes;
    const visit = async (server: ServerProcess, page: string, ip: string, ua: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${page}`, { headers: { 'User-Agent': ua, 'Accept-Language': 'en-US,en;q=0.8', 'X-Forwarded-For': ip, ...headers } });
      await response.arrayBuffer();
      expect(response.status, page).to.equal(200);
      expect(response.headers.get('set-cookie'), page).to.equal(null);
    };
    const [{ slug }] = (await (await fetch(`${a.url}/api/blog`)).json()) as { slug: string }[];
    // Counted: 4 phones and 3 desktops, 11 page views.
    await visit(a, '/', '198.51.100.1', PHONE);
    await visit(b, '/', '198.51.100.1', PHONE); // the same reader on the other process
    await visit(b, `/blog/${slug}`, '198.51.100.1', PHONE);
    await visit(a, `/blog/${slug}`, '198.51.100.2', PHONE, { Referer: 'https://www.google.com/' });
    await visit(b, `/blog/${slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${slug}`, '198.51.100.3', PHONE);
    await visit(a, `/blog/${slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${slug}`, '198.51.100.4', PHONE);
    await visit(a, '/books', '203.0.113.1', DESKTOP, { Referer: 'https://news.ycombinator.com/' });
    await visit(b, '/books', '203.0.113.1', DESKTOP);
    await visit(b, '/ai-islam', '203.0.113.2', DESKTOP);
    await visit(a, '/legacy', '203.0.113.3', DESKTOP, { Referer: 'https://www.linkedin.com/feed/' });
    await visit(b, '/legacy', '203.0.113.3', DESKTOP);
    // Not counted.
    for (const server of [a, b]) {
      await visit(server, '/', '192.0.2.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      await visit(server, '/', '192.0.2.2', DESKTOP, { 'Sec-Purpose': 'prefetch;prerender' });
      await visit(server, '/', '192.0.2.3', DESKTOP, { Cookie: 'not_counted=1' });
    }

    for (const server of processes.splice(0)) {
      server.child.kill('SIGTERM');
      expect(await server.exited).to.equal(0);
    }
    const reader = await startServerProcess(env);
    processes.push(reader);
    const response = await fetch(`${reader.url}/api/admin/analytics`, { headers: { 'x-admin-secret': TEST_ADMIN_SECRET } });
    expect(response.status).to.equal(200);
    const body = (await response.json()) as AnalyticsDto;
    expect(body.totals).to.deep.equal({ views: 11, visitors: 7 });
    const byValue = <T extends { visitors: number; views: number }>(rows: T[], key: keyof T) => Object.fromEntries(rows.map((row) => [row[key], [row.views, row.visitors]]));
    expect(byValue(body.devices, 'device')).to.deep.equal({ phone: [6, 4], desktop: [5, 3] });
    expect(byValue(body.sources, 'source')).to.deep.equal({ Direct: [6, 4], Google: [1, 1], newsletter: [2, 2], 'Hacker News': [1, 1], LinkedIn: [1, 1] });
    expect(byValue(body.campaigns, 'campaign')).to.deep.equal({ [slug]: [2, 2] });
    expect(byValue(body.pages, 'path')).to.deep.equal({ '/': [2, 1], [`/blog/${slug}`]: [4, 4], '/books': [2, 1], '/ai-islam': [1, 1], '/legacy': [2, 1] });
    expect(byValue(body.languages, 'language')).to.deep.equal({ en: [11, 7] });
  });
});
