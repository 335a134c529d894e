// The newsletter email as a reader's mail program shows it: received through the real SMTP
// server, checked against the rules HTML email lives by (no script, no external stylesheet,
// inline styles, a table layout at most 600 px wide), then shown in Chromium on a 390 px phone,
// in light and dark mode, with nothing wider than the screen.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import type { Browser } from 'playwright-core';
import { BlogPost } from '../../entities';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { adminJson } from '../helpers/adminClient';
import { browserTestsDisabled, launchBrowser, openPage } from '../helpers/browser';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const LONG_WORD = 'x'.repeat(120);
const FEATURED = '/media/0123456789abcdef0123456789abcdef-2400x1200.jpg';

describe('browser: the newsletter email', () => {
  if (browserTestsDisabled()) return;
  let server: TestServer;
  let smtp: TestSmtp;
  let browser: Browser;
  let html: string;

  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { OWNER_EMAIL: 'owner@example.com', MAIL_RATE_PER_MINUTE: '1000' } });
    browser = await launchBrowser();
    await adminJson(server, '/api/admin/settings', { method: 'PATCH', body: { identity: { name: 'Sam Teal' }, design: { accentColor: '#0f766e' }, email: { footer: '12 Harbour Street, Leith EH6 6QQ' } } });
    const post = await server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    const content = `<p>A word too long for a phone: ${LONG_WORD}. A <a href="https://example.org/${LONG_WORD}">link</a>.</p><pre><code>const answer = ${'"a long line of code" + '.repeat(8)}1;</code></pre><table><tr>${'<td>a wide table cell</td>'.repeat(8)}</tr></table><blockquote><p>A quote.</p></blockquote>`;
    await server.db.getRepository(BlogPost).update(post.id, { content, featuredImage: FEATURED });
    await server.wroteDirectly();
    expect((await adminJson(server, `/api/admin/blog/${post.id}/send`, { method: 'POST', body: { test: true } })).status).to.equal(202);
    await sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
    const [mail] = await smtp.waitFor(1);
    html = String(mail.parsed.html);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.stop();
  });

  it('follows the rules of HTML email', () => {
    expect(html).not.to.match(/<script|<link\b|@import|<iframe|<form|javascript:/i);
    expect(html).to.match(/<meta name="color-scheme" content="light dark">/);
    expect(html).to.match(/@media \(prefers-color-scheme: dark\)/);
    const widths = [...html.matchAll(/<table[^>]*\bwidth="(\d+)"/g)].map((match) => Number(match[1]));
    expect(widths.length).to.be.greaterThan(0);
    for (const width of widths) expect(width).to.be.at.most(600);
    for (const match of html.matchAll(/max-width:(\d+)px/g)) expect(Number(match[1])).to.be.at.most(600);
    for (const tag of html.matchAll(/<(p|h1|h2|h3|a|td|img|pre|blockquote)\b[^>]*>/g)) {
      if (tag[0].startsWith('<a') && /class="link"/.test(tag[0])) continue;
      expect(tag[0], 'every visible element is styled inline').to.match(/\bstyle="/);
    }
  });

  it("carries the owner's name and accent, the featured image at a size for mail, the postal line and a View in browser link", () => {
    expect(html).to.include('Sam Teal');
    expect(html).to.include('12 Harbour Street, Leith EH6 6QQ');
    expect(html).to.match(/<a class="muted" href="http[^"]+\/blog\/forgetting-is-a-feature[^"]*"[^>]*>View in browser<\/a>/);
    expect(html).to.match(new RegExp(`<img src="${server.config.siteUrl}/media/0123456789abcdef0123456789abcdef-960\\.webp" alt="" width="600" height="300"`));
    expect(html).to.match(/border-top:4px solid #[0-9a-f]{6}/i);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`fits a 390 px phone in ${colorScheme} mode, nothing wider than the screen`, async () => {
      const { page, context } = await openPage(browser, { width: 390, height: 844, colorScheme });
      try {
        await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.fulfill({ status: 204 })));
        await page.setContent(html, { waitUntil: 'load' });
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          widest: Math.max(...[...document.querySelectorAll('body *')].filter((element) => !element.closest('pre, table table')).map((element) => element.getBoundingClientRect().right)),
          card: getComputedStyle(document.querySelector('.card') as Element).backgroundColor,
          text: getComputedStyle(document.querySelector('.card') as Element).color,
        }));
        expect(layout.scrollWidth, 'the page does not scroll sideways').to.be.at.most(390);
        expect(layout.widest).to.be.at.most(390);
        expect(layout.card).to.equal(colorScheme === 'dark' ? 'rgb(23, 25, 35)' : 'rgb(255, 255, 255)');
        expect(layout.text).to.equal(colorScheme === 'dark' ? 'rgb(229, 231, 235)' : 'rgb(31, 41, 55)');
      } finally {
        await context.close();
      }
    });
  }
});
