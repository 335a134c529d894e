// Analytics counted on the server: exactly the page views and readers driven, none of the
// requests that must not count, one reader once across two processes, bounded tables under
// invented values, and the admin API's answers (range checks, CSV, newsletter sends).
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { BlogPost, ContactMessage, EmailLink, LegacyHeart, LegacySubmission, NewsletterSubscriber, OutboxEmail, Resource } from '../../entities';
import { Not } from 'typeorm';
import { createApp } from '../../src/app';
import { type AnalyticsRecorder, startAnalytics } from '../../src/services/analytics/analyticsRecorder';
import { deleteExpired } from '../../src/services/analytics/analyticsStore';
import { MAX_VALUES_PER_DAY } from '../../src/services/analytics/counters';
import { MAX_AGENTS_PER_ADDRESS } from '../../src/services/analytics/readerAgents';
import { addDays, dayOf } from '../../src/services/analytics/dimensions';
import type { AnalyticsDto, AnalyticsSendDto } from '../../views/api/analyticsTypes';
import type { AdminDashboardDto } from '../../views/api/adminTypes';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Visit {
  ua?: string;
  ip?: string;
  lang?: string;
  referer?: string;
  method?: string;
  headers?: Record<string, string>;
}

const today = dayOf(new Date());

describe('analytics: readers counted on the server', function () {
  this.timeout(60_000);
  let server: TestServer;
  let analytics: AnalyticsRecorder;
  let post: BlogPost;

  const visit = (base: string, path: string, { ua = DESKTOP, ip = '203.0.113.1', lang = 'en-GB,en;q=0.9', referer, method = 'GET', headers = {} }: Visit = {}) =>
    fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'User-Agent': ua, 'X-Forwarded-For': ip, ...(lang ? { 'Accept-Language': lang } : {}), ...(referer ? { Referer: referer } : {}), ...headers },
    }).then(async (response) => {
      await response.arrayBuffer();
      return response;
    });
  const report = async (query = '') => {
    await analytics.flush();
    const { status, body } = await adminJson<AnalyticsDto>(server, `/api/admin/analytics${query}`);
    expect(status, JSON.stringify(body)).to.equal(200);
    return body;
  };
  const todayOf = (body: AnalyticsDto) => body.days.find((day) => day.date === today);
  const clear = () => server.db.query('DELETE FROM analytics_daily');

  before(async () => {
    server = await startTestServer({ analytics: true, env: { TRUST_PROXY: 'true', NEWSLETTER_DOUBLE_OPT_IN: 'false' } });
    analytics = server.analytics as AnalyticsRecorder;
    post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
  });
  after(() => server?.close());
  // Each test starts from no counts, and sends its readers from addresses of its own (the
  // process remembers which readers it has already recorded today).
  beforeEach(async () => {
    await analytics.flush();
    await clear();
  });

  it('counts every page view and each reader once a day, with their source, device and language', async () => {
    await visit(server.url, '/', { ip: '203.0.113.1' });
    await visit(server.url, '/', { ip: '203.0.113.2' });
    await visit(server.url, '/', { ip: '203.0.113.3', lang: 'de-DE,de;q=0.9' });
    await visit(server.url, `/blog/${post.slug}`, { ip: '203.0.113.1' });
    await visit(server.url, `/blog/${post.slug}/`, { ip: '203.0.113.1' }); // the same page
    await visit(server.url, `/blog/${post.slug}`, { ip: '198.51.100.7', ua: PHONE, referer: 'https://www.google.co.uk/' });
    await visit(server.url, `/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, { ip: '198.51.100.8', ua: ANDROID_PHONE, lang: 'fr' });
    await visit(server.url, '/books', { ip: '198.51.100.9', ua: TABLET, referer: 'https://news.ycombinator.com/item?id=1' });
    // The same address with another browser is another reader.
    await visit(server.url, '/books', { ip: '203.0.113.1', ua: PHONE, referer: `${server.config.siteUrl}/` });

    const body = await report();
    expect(todayOf(body)).to.deep.equal({ date: today, views: 9, visitors: 7 });
    expect(body.totals).to.deep.equal({ views: 9, visitors: 7 });
    expect(body.pages.slice(0, 3).map(({ path, views, visitors }) => ({ path, views, visitors }))).to.deep.equal([
      { path: '/', views: 3, visitors: 3 },
      { path: `/blog/${post.slug}`, views: 4, visitors: 3 },
      { path: '/books', views: 2, visitors: 2 },
    ].sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1)));
    const postRow = body.pages.find((page) => page.path === `/blog/${post.slug}`);
    expect(postRow).to.include({ title: post.title, viewsSincePublished: 4 });
    expect(body.pages.find((page) => page.path === '/')).to.not.have.property('title');
    const sources = Object.fromEntries(body.sources.map((row) => [row.source, row.visitors]));
    // A link from the site itself is no source: that reader's first page counted where they came from.
    expect(sources).to.deep.equal({ Direct: 3, Google: 1, newsletter: 1, 'Hacker News': 1 });
    expect(body.campaigns).to.deep.equal([{ campaign: 'spring', views: 1, visitors: 1 }]);
    expect(Object.fromEntries(body.devices.map((row) => [row.device, row.visitors]))).to.deep.equal({ desktop: 3, phone: 3, tablet: 1 });
    expect(Object.fromEntries(body.languages.map((row) => [row.language, row.visitors]))).to.deep.equal({ en: 5, de: 1, fr: 1 });
  });

  it('does not count bots, tools, prefetches, HEAD, the owner, admin pages, API calls, errors or files', async () => {
    const countedBefore = todayOf(await report());
    const notCounted: [string, Visit][] = [
      ['/', { ua: GOOGLEBOT }],
      ['/', { ua: 'curl/8.5.0' }],
      ['/', { ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36' }],
      ['/', { lang: '' }],
      ['/', { headers: { 'Sec-Purpose': 'prefetch' } }],
      ['/', { headers: { Purpose: 'prefetch' } }],
      ['/', { method: 'HEAD' }],
      ['/', { headers: { Cookie: 'theme=dark; not_counted=1' } }],
      ['/admin', {}],
      ['/admin/analytics', {}],
      ['/api/blog/posts', {}],
      ['/no-such-page', {}],
      [`/blog/${post.slug}-nope`, {}],
      ['/rss.xml', {}],
      ['/robots.txt', {}],
      ['/healthz', {}],
    ];
    for (const [path, options] of notCounted) await visit(server.url, path, options);
    const after = await report();
    expect(todayOf(after)).to.deep.equal(countedBefore);
    expect(after.pages).to.deep.equal([]);
  });

  it('counts a browser revalidating its copy (304) as a view, and sets no cookie on any public answer', async () => {
    const first = await visit(server.url, `/blog/${post.slug}`, { ip: '203.0.113.99' });
    const etag = first.headers.get('etag') as string;
    // node:http, not fetch: fetch marks a request with its own validators no-cache, which rightly defeats 304.
    const againStatus = await new Promise<number>((resolve, reject) => {
      const request = http.get(`${server.url}/blog/${post.slug}`, { headers: { 'User-Agent': DESKTOP, 'X-Forwarded-For': '203.0.113.99', 'Accept-Language': 'en', 'If-None-Match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode as number);
      });
      request.on('error', reject);
    });
    expect(againStatus).to.equal(304);
    expect(todayOf(await report())).to.deep.equal({ date: today, views: 2, visitors: 1 });
    for (const path of ['/', '/blog', `/blog/${post.slug}?utm_source=x`, '/books', '/legacy', '/resources', '/search?q=mind', '/contact', '/no-such-page']) {
      const response = await visit(server.url, path);
      expect(response.headers.get('set-cookie'), path).to.equal(null);
    }
  });

  it('counts a reader once across two processes that flush on their own', async () => {
    const second = startAnalytics(server.db, { ...server.config.analytics, flushMs: 3_600_000 });
    const other: Server = createApp({ db: server.db, config: server.config, analytics: second }).listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      for (const base of [server.url, otherUrl, server.url, otherUrl]) await visit(server.url === base ? server.url : otherUrl, '/', { ip: '192.0.2.44', ua: PHONE });
      await visit(otherUrl, '/', { ip: '192.0.2.45', ua: PHONE });
      await Promise.all([second.flush(), analytics.flush()]);
      const body = await report();
      expect(todayOf(body)).to.deep.equal({ date: today, views: 5, visitors: 2 });
      expect(body.devices).to.deep.equal([{ device: 'phone', views: 5, visitors: 2 }]);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
      await second.stop();
    }
  });

  it('bounds the reader-id rows a flood of invented user agents adds: one address is at most MAX_AGENTS_PER_ADDRESS + 1 readers a day', async () => {
    const rows = async () => Number((await server.db.query('SELECT COUNT(*) AS n FROM analytics_visitors'))[0].n);
    const before = await rows();
    const requests = 400;
    for (let i = 0; i < requests; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => visit(server.url, '/', { ip: '192.0.2.90', ua: `${DESKTOP} Flood/${i + j}` })));
    }
    const body = await report();
    expect(todayOf(body)).to.deep.equal({ date: today, views: requests, visitors: MAX_AGENTS_PER_ADDRESS + 1 });
    // Each reader adds a row to each of its counters: the site, the page, the device, the language and the source.
    expect((await rows()) - before).to.be.at.most((MAX_AGENTS_PER_ADDRESS + 1) * 5);
  });

  it('stores at most the day\'s budget of reader-id rows per process; readers past it still count as visitors', async () => {
    const rows = async () => Number((await server.db.query('SELECT COUNT(*) AS n FROM analytics_visitors'))[0].n);
    const before = await rows();
    const small = startAnalytics(server.db, { ...server.config.analytics, flushMs: 3_600_000, visitorRowsPerDay: 50 });
    try {
      for (let i = 0; i < 60; i++) small.count(`198.51.100.${i}`, PHONE, '/books', 'download');
      await small.flush();
    } finally {
      await small.stop();
    }
    expect((await rows()) - before).to.equal(50);
    const [row] = await server.db.query("SELECT views, visitors FROM analytics_daily WHERE dimension = 'download' AND value = '/books'");
    expect({ views: Number(row.views), visitors: Number(row.visitors) }).to.deep.equal({ views: 60, visitors: 60 });
  });

  it('keeps real sources and pages apart under a flood of junk referrers, campaign tags and spellings of pages', async function () {
    this.timeout(240_000);
    const fresh = startAnalytics(server.db, { ...server.config.analytics, flushMs: 3_600_000 });
    const app: Server = createApp({ db: server.db, config: server.config, analytics: fresh }).listen(0, '127.0.0.1');
    await new Promise((resolve) => app.once('listening', resolve));
    const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    try {
      const junk = MAX_VALUES_PER_DAY + 100;
      // A few spellings of /books (each is rendered, not served from the page cache), then the rest of the flood.
      const spellings = ['//books', '/books//', '/%62ooks', '///%62ooks/', '/b%6F%6Fks'];
      for (const [n, spelling] of spellings.entries()) await visit(base, `${spelling}?utm_medium=junk-${n}`, { ip: '192.0.2.95', referer: `https://junk-${n}.example.net/` });
      for (let i = spellings.length; i < junk; i += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, junk - i) }, (_, j) => {
            const n = i + j;
            return visit(base, `/books?utm_medium=junk-${n}`, { ip: '192.0.2.95', referer: `https://junk-${n}.example.net/` });
          }),
        );
        if (i % 250 < 50) await fresh.flush();
      }
      // Real readers, after the flood has filled the day's places.
      await visit(base, '/about', { ip: '192.0.2.96', referer: 'https://news.ycombinator.com/item?id=1' });
      for (const ip of ['192.0.2.97', '192.0.2.98', '192.0.2.99']) await visit(base, '/about?utm_medium=social', { ip, referer: 'https://friend-blog.example.org/post' });
      await fresh.flush();
      const values = async (dimension: string) =>
        Object.fromEntries(((await server.db.query('SELECT value, views FROM analytics_daily WHERE dimension = ?', [dimension])) as { value: string; views: number }[]).map((row) => [row.value, Number(row.views)]));
      const sources = await values('source');
      expect(sources['Hacker News'], 'a named source is always kept').to.equal(1);
      expect(sources['friend-blog.example.org'], 'a source with more readers than the lightest junk one').to.equal(3);
      expect((await values('medium')).social).to.equal(3);
      const pages = await values('page');
      expect(pages, 'every spelling of /books is /books').to.deep.equal({ '/books': junk, '/about': 4 });
    } finally {
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
      await fresh.stop();
    }
  });

  it('keeps counts a flush could not write for the next one', async () => {
    await visit(server.url, '/', { ip: '192.0.2.60' });
    await server.db.query('ALTER TABLE analytics_daily RENAME TO analytics_daily_away');
    try {
      await analytics.flush(); // refused: the table is not there
    } finally {
      await server.db.query('ALTER TABLE analytics_daily_away RENAME TO analytics_daily');
    }
    await visit(server.url, '/', { ip: '192.0.2.61' });
    expect(todayOf(await report())).to.deep.equal({ date: today, views: 2, visitors: 2 });
  });

  it('counts resource downloads, and reads events from the site’s own tables', async () => {
    const resource = await server.db.getRepository(Resource).findOneOrFail({ where: {}, order: { id: 'ASC' } });
    for (const ip of ['192.0.2.20', '192.0.2.21', '192.0.2.21']) expect((await visit(server.url, `/api/resources/${resource.id}/download`, { ip })).status).to.equal(302);
    await visit(server.url, `/api/resources/${resource.id}/download`, { ua: GOOGLEBOT });
    const now = new Date();
    await server.db.getRepository(NewsletterSubscriber).insert([
      { email: 'footer-a@example.com', subscribedAt: now, isActive: true, confirmedAt: now, source: 'footer' },
      { email: 'footer-b@example.com', subscribedAt: now, isActive: false, confirmedAt: null, source: 'footer' },
      { email: 'section@example.com', subscribedAt: now, isActive: true, confirmedAt: now, source: 'section' },
      { email: 'old@example.com', subscribedAt: new Date('2020-01-01T00:00:00Z'), isActive: true, confirmedAt: new Date('2020-01-01T00:00:00Z'), source: 'footer' },
    ]);
    await server.db.getRepository(ContactMessage).insert({ name: 'Reader', email: 'r@example.com', subject: 'Hello', message: 'Hi', createdAt: now });
    const statement = await server.db.getRepository(LegacySubmission).findOneOrFail({ where: { status: 'approved' }, order: { id: 'ASC' } });
    await server.db.getRepository(LegacyHeart).insert([
      { submissionId: statement.id, visitorHash: 'a'.repeat(64), createdAt: now },
      { submissionId: statement.id, visitorHash: 'b'.repeat(64), createdAt: now },
    ]);
    const body = await report();
    expect(body.downloads).to.deep.equal([{ id: resource.id, title: resource.title, downloads: 3 }]);
    expect(body.events).to.include({ downloads: 3, subscriptions: 3, confirmations: 2, contacts: 1, hearts: 2 });
    expect(body.signupForms).to.deep.equal([
      { form: 'footer', signups: 2, confirmed: 1 },
      { form: 'section', signups: 1, confirmed: 1 },
    ]);
    expect(body.statements[0]).to.deep.equal({ id: statement.id, text: statement.statement, hearts: 2 });
    // The same range a year ago holds none of it.
    const yearAgo = await report(`?from=${addDays(today, -400)}&to=${addDays(today, -370)}`);
    expect(yearAgo.events).to.deep.equal({ subscriptions: 0, confirmations: 0, contacts: 0, statements: 0, hearts: 0, downloads: 0 });
  });

  it('answers a range with every day, the previous period, and the dashboard tiles', async () => {
    await server.db.query('INSERT INTO analytics_daily (day, dimension, value, views, visitors) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)', [
      addDays(today, -1), 'site', '', 10, 4,
      addDays(today, -8), 'site', '', 7, 3,
      addDays(today, -20), 'site', '', 100, 50,
    ]);
    await visit(server.url, '/', { ip: '192.0.2.30' });
    const body = await report(`?from=${addDays(today, -6)}&to=${today}`);
    expect(body.days.map((day) => day.date)).to.deep.equal(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(body.totals).to.deep.equal({ views: 11, visitors: 5 });
    expect(body.previous).to.deep.equal({ views: 7, visitors: 3 });
    const { body: dashboard } = await adminJson<AdminDashboardDto>(server, '/api/admin/dashboard');
    expect(dashboard.readers).to.deep.equal({ today: 1, week: 5 });
  });

  it('refuses a bad range with a 400 and changes nothing; the key is required', async () => {
    for (const query of ['?from=2026-13-01', '?from=2026-02-30&to=2026-03-01', '?from=2026-05-02&to=2026-05-01', '?from=2020-01-01&to=2026-01-01', '?to=yesterday', '?from=2026-01-01%27%20OR%201=1']) {
      const { status, body } = await adminJson(server, `/api/admin/analytics${query}`);
      expect(status, query).to.equal(400);
      expect(body.error, query).to.be.a('string');
      expect((await adminCall(server, `/api/admin/analytics.csv${query}`)).status, query).to.equal(400);
    }
    expect((await adminJson(server, '/api/admin/analytics?from=2023-11-27&to=2026-11-26')).status).to.equal(200);
    for (const path of ['/api/admin/analytics', '/api/admin/analytics/sends', '/api/admin/analytics.csv']) {
      expect((await adminCall(server, path, { key: null })).status, path).to.equal(401);
    }
  });

  it('exports the daily rows as CSV, a formula-like value defused', async () => {
    await visit(server.url, '/?utm_source=%3DHYPERLINK(%22x%22)', { ip: '192.0.2.40' });
    await analytics.flush();
    const response = await adminCall(server, `/api/admin/analytics.csv?from=${today}&to=${today}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/csv/);
    expect(response.headers.get('content-disposition')).to.include(`analytics-${today}-${today}.csv`);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).to.equal('date,dimension,value,views,visitors');
    expect(lines).to.include(`${today},site,,1,1`);
    expect(lines).to.include(`${today},source,"'=HYPERLINK(""x"")",1,1`);
  });

  it('deletes past days’ reader ids and salts once the day is over, and daily rows past the retention', async () => {
    await visit(server.url, '/', { ip: '192.0.2.50' });
    await analytics.flush();
    await server.db.query('INSERT INTO analytics_daily (day, dimension, value, views, visitors) VALUES (?, ?, ?, ?, ?)', ['2020-01-01', 'site', '', 1, 1]);
    const count = async (table: string) => Number((await server.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    expect(await count('analytics_visitors')).to.be.greaterThan(0);
    expect(await count('analytics_salts')).to.equal(1);
    // Five minutes into tomorrow, today's ids are still kept for a late flush; at ten past, gone.
    const tomorrow = addDays(today, 1);
    await deleteExpired(server.db, new Date(`${tomorrow}T00:05:00Z`), 730);
    expect(await count('analytics_visitors')).to.be.greaterThan(0);
    await deleteExpired(server.db, new Date(`${tomorrow}T00:10:00Z`), 730);
    expect(await count('analytics_visitors')).to.equal(0);
    expect(await count('analytics_salts')).to.equal(0);
    const [{ n: old }] = await server.db.query("SELECT COUNT(*) AS n FROM analytics_daily WHERE day = '2020-01-01'");
    expect(Number(old)).to.equal(0);
    expect(await count('analytics_daily')).to.be.greaterThan(0);
  });

  it('follows a newsletter send: delivered, failed, the visits its links brought in 7 days, and its unsubscribes', async () => {
    for (const email of ['n1@example.com', 'n2@example.com', 'n3@example.com']) {
      await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.70' }, body: JSON.stringify({ email }) });
    }
    const started = await adminJson(server, `/api/admin/blog/${post.id}/send`, { method: 'POST', body: {} });
    expect(started.status, JSON.stringify(started.body)).to.be.oneOf([200, 201, 202]);
    const emails = await server.db.getRepository(OutboxEmail).find({ where: { kind: 'newsletter' }, order: { id: 'ASC' } });
    expect(emails.length).to.be.at.least(3);
    const sendId = emails[0].sendId as number;
    // The email's link to the post (through the send's click counter) carries the newsletter's tags; its unsubscribe link names the send.
    expect(emails[0].html).to.include(`/e/${sendId}/0`);
    const readLink = await server.db.getRepository(EmailLink).findOneByOrFail({ sendId, linkIndex: 0 });
    expect(readLink.url).to.include(`/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`);
    const unsubscribeLink = (email: OutboxEmail) => JSON.parse(email.headers)['List-Unsubscribe'].slice(1, -1) as string;
    expect(unsubscribeLink(emails[0])).to.match(new RegExp(`&send=${sendId}$`));
    await server.db.getRepository(OutboxEmail).update({ kind: 'newsletter', id: Not(emails[1].id) }, { status: 'sent', sentAt: new Date() });
    await server.db.getRepository(OutboxEmail).update({ id: emails[1].id }, { status: 'failed' });

    const link = new URL(`/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`, server.url);
    await visit(server.url, link.pathname + link.search, { ip: '192.0.2.71', ua: PHONE });
    await visit(server.url, link.pathname + link.search, { ip: '192.0.2.72', ua: PHONE });
    await visit(server.url, `/blog/${post.slug}`, { ip: '192.0.2.73' }); // not from the newsletter
    // One-click unsubscribe (RFC 8058) from the first email; a second from another email naming a send that never emailed it.
    const oneClick = (url: string) => fetch(url.replace(server.config.siteUrl, server.url), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect((await oneClick(unsubscribeLink(emails[0]))).status).to.equal(200);
    expect((await oneClick(unsubscribeLink(emails[2]).replace(/&send=\d+$/, '&send=999999'))).status).to.equal(200);
    await analytics.flush();

    const { status, body } = await adminJson<AnalyticsSendDto[]>(server, '/api/admin/analytics/sends');
    expect(status).to.equal(200);
    const row = body.find((send) => send.id === sendId) as AnalyticsSendDto;
    expect(row).to.deep.include({ title: post.title, delivered: emails.length - 1, failed: 1, visits7d: 2, unsubscribes: 1 });
    expect(Date.parse(row.sentAt)).to.be.closeTo(Date.now(), 60_000);
  });
  // Last: the flood fills this process's day of source values.
  it('bounds what one client can add: invented campaign tags and referrers past a day’s limit count as (other), long values are cut', async () => {
    await visit(server.url, '/', { ip: '192.0.2.10', referer: `https://${'a'.repeat(300)}.example.com/path` });
    await visit(server.url, '/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%0Aline', { ip: '192.0.2.11' });
    const distinct = MAX_VALUES_PER_DAY + 200;
    for (let i = 0; i < distinct; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, distinct - i) }, (_, j) => visit(server.url, `/?utm_source=invented-${i + j}&utm_campaign=${'c'.repeat(500)}${i + j}`, { ip: '192.0.2.9' })));
    }
    await analytics.flush();
    const [{ n: sourceRows }] = await server.db.query("SELECT COUNT(*) AS n FROM analytics_daily WHERE dimension = 'source'");
    expect(Number(sourceRows)).to.be.at.most(MAX_VALUES_PER_DAY + 1);
    const [{ n: campaignRows }] = await server.db.query("SELECT COUNT(*) AS n FROM analytics_daily WHERE dimension = 'campaign'");
    expect(Number(campaignRows)).to.equal(1); // every tag cut to the same 64 characters
    const [other] = await server.db.query("SELECT views FROM analytics_daily WHERE dimension = 'source' AND value = '(other)'");
    expect(Number(other.views)).to.be.at.least(200);
    const values: { value: string }[] = await server.db.query("SELECT value FROM analytics_daily WHERE dimension = 'source' AND value NOT LIKE 'invented-%'");
    expect(values.map((row) => row.value)).to.include('<img src=x onerror=alert(1)> line');
    expect(Math.max(...values.map((row) => row.value.length))).to.be.at.most(100);
  });
});

describe('analytics: ANALYTICS=false', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { ANALYTICS: 'false' } });
  });
  after(() => server?.close());

  it('counts nothing and shows no reader tiles, while the page and API still answer', async () => {
    expect(server.config.analytics.enabled).to.equal(false);
    const page = await fetch(`${server.url}/`, { headers: { 'User-Agent': DESKTOP, 'Accept-Language': 'en' } });
    expect(page.status).to.equal(200);
    expect(page.headers.get('set-cookie')).to.equal(null);
    const { body: dashboard } = await adminJson<AdminDashboardDto>(server, '/api/admin/dashboard');
    expect(dashboard.readers).to.equal(null);
    const { status, body } = await adminJson<AnalyticsDto>(server, '/api/admin/analytics');
    expect(status).to.equal(200);
    expect(body.totals).to.deep.equal({ views: 0, visitors: 0 });
  });
});
