// Stored XSS: hostile strings go in through every public and admin write that accepts free
// text, and every page that shows them renders them inert: escaped text or sanitised HTML in
// the server's HTML, and no script run after hydration in Chromium.
import { expect } from 'chai';
import { adminJson } from '../helpers/adminClient';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const MARK = 'pwned';
const hostile = [
  `<script>window.${MARK}=1</script>`,
  `<img src=x onerror="window.${MARK}=1">`,
  `"><svg onload=window.${MARK}=1>`,
  `</script><script>window.${MARK}=1</script>`,
].join(' ');
const hostileHtml =
  `<p>Intro</p><script>window.${MARK}=1</script><img src="x" onerror="window.${MARK}=1">` +
  `<a href="javascript:window.${MARK}=1">link</a><iframe src="javascript:window.${MARK}=1"></iframe>` +
  `<p onclick="window.${MARK}=1" style="background:url(javascript:1)">Kept text</p>`;

/** No live markup from the payloads in the HTML the server sent (text may appear escaped). */
function expectInert(html: string, where: string) {
  const body = html.slice(html.indexOf('<body'));
  expect(body, `${where}: script tag`).not.to.match(new RegExp(`<script>window\\.${MARK}`));
  expect(body, `${where}: event handler`).not.to.match(/<[a-z]+[^>]*\son(error|load|click)\s*=/i);
  expect(body, `${where}: javascript: URL`).not.to.match(/<[a-z]+[^>]*\s(href|src)\s*=\s*["']?javascript:/i);
  expect(body, `${where}: iframe`).not.to.match(/<iframe/i);
}

describe('stored XSS', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  const pages: string[] = [];

  before(async () => {
    const { server } = suite;
    const json = { 'Content-Type': 'application/json' };

    // Public writes.
    const legacy = await fetch(`${server.url}/api/legacy/submit`, {
      method: 'POST', headers: json, body: JSON.stringify({ statement: `see ${hostile}`.slice(0, 500), authorName: `<b onmouseover=x>${MARK}</b>`.slice(0, 100), location: `<img src=x onerror=${MARK}>` }),
    });
    expect(legacy.status).to.equal(201);
    const contact = await fetch(`${server.url}/api/contact`, {
      method: 'POST', headers: json, body: JSON.stringify({ name: `<img src=x onerror=${MARK}>`, email: 'attacker@example.com', subject: hostile.slice(0, 200), message: hostile }),
    });
    expect(contact.status).to.equal(201);

    // Admin writes, and approval so the statement is public.
    const pending = await adminJson(server, '/api/admin/legacy?status=pending');
    for (const statement of pending.body) expect((await adminJson(server, `/api/admin/legacy/${statement.id}/approve`, { method: 'POST' })).status).to.equal(200);
    const post = await adminJson(server, '/api/admin/blog', {
      method: 'POST',
      body: { title: `Post ${hostile}`.slice(0, 300), slug: 'hostile-post', excerpt: hostile, content: hostileHtml, category: 'ai-and-society', tags: [`<script>${MARK}</script>`], isFeatured: true },
    });
    expect(post.status, JSON.stringify(post.body)).to.be.within(200, 201);
    const essay = await adminJson(server, '/api/admin/ai-islam', {
      method: 'POST',
      body: { title: `Essay ${hostile}`.slice(0, 300), slug: 'hostile-essay', excerpt: hostile, bodyHtml: hostileHtml, tags: [`<img src=x onerror=${MARK}>`], authors: `<script>${MARK}</script>` },
    });
    expect(essay.status, JSON.stringify(essay.body)).to.be.within(200, 201);
    pages.push('/', '/blog', '/blog/hostile-post', '/ai-islam', '/ai-islam/hostile-essay', '/legacy');
  });

  it('sends the hostile strings only as inert text or sanitised HTML', async () => {
    const { server } = suite;
    for (const path of pages) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).to.equal(200);
      expectInert(await response.text(), path);
    }
    const feed = await (await fetch(`${server.url}/rss.xml`)).text();
    expect(feed).not.to.match(new RegExp(`<script>window\\.${MARK}`)); // inside CDATA only the sanitised body
  });

  it('keeps the sanitised body’s ordinary text', async () => {
    const html = await (await fetch(`${suite.server.url}/blog/hostile-post`)).text();
    expect(html).to.include('Kept text');
  });

  it('runs none of them in the browser, on public pages and on the admin pages that list them', async () => {
    const { server } = suite;
    const { page } = await suite.tab();
    for (const path of pages) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.waitForTimeout(100);
      expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK), path).to.equal(undefined);
      expect(await page.locator('[onerror], [onload], [onclick], [onmouseover], iframe').count(), path).to.equal(0);
    }
    await page.evaluate((key) => window.sessionStorage.setItem('admin-secret', key), TEST_ADMIN_SECRET);
    for (const path of ['/admin/messages', '/admin/legacy', '/admin/blog', '/admin/ai-islam']) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK), path).to.equal(undefined);
      expect(await page.locator('main [onerror], main [onload], main [onclick], main [onmouseover], main iframe').count(), path).to.equal(0);
    }
    await page.goto(`${server.url}/admin/messages`);
    await waitForHydration(page);
    await page.getByText(`<img src=x onerror=${MARK}>`).first().waitFor(); // shown as text, not markup
  });
});
