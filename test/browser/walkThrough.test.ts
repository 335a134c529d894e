// The walk-through of #47, as one new owner on a 390 px phone, through the admin alone, on a
// fresh site: she signs in, names the publication "Signal & Noise" in the first-run setup, gives
// her address and an accent in Settings, brings one reader over, writes a page in the rich editor
// (`## Privacy matters`, Enter, `This site keeps **no cookies** at all.`) that the public site
// shows with its heading, bold and title below the header, then a post with a photo chosen with the
// editor's image button, scheduled a few seconds ahead with "email to subscribers". The post
// appears at its time and the email reaches the reader through a real SMTP server, from
// "Signal & Noise". The app runs with the two loops src/server.ts starts beside it: the
// scheduled sends' release and the outbox's sender.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../entities';
import { type MailSender, startMailSender } from '../../src/services/email/mailSender';
import { type ScheduledSends, startScheduledSends } from '../../src/services/email/scheduledSends';
import { adminJson } from '../helpers/adminClient';
import { browserTestsDisabled, waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { photo } from '../helpers/mediaFiles';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';
import { body, button } from '../helpers/writingEditor';

const PHONE = { width: 390, height: 844, touch: true } as const;
const SITE_NAME = 'Signal & Noise';
const OWNER_ADDRESS = 'mara@signal-and-noise.example';
const READER = 'reader@example.org';
const PAGE_TITLE = 'What this site keeps';
const POST_TITLE = 'Notes from the harbour';
const PHOTO_ALT = 'Boats in the harbour at dawn';
/** The least time between pressing "Schedule and email" and the post's minute (the picker takes whole minutes). */
const LEAD_MS = 12_000;

/** Asks `look` again until it answers something, or fails saying what never came. */
async function eventually<T>(what: string, look: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first whole minute at least LEAD_MS ahead, and the datetime-local value the browser's clock writes for it. */
async function nextScheduleMinute(page: Page): Promise<{ at: number; input: string }> {
  const at = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
  // In the page: the browser's time zone is the owner's. (No helper function inside: the test's transpiler would name it.)
  const input = await page.evaluate((ms) => {
    const date = new Date(ms);
    const parts = [date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()].map((n) => String(n).padStart(2, '0'));
    return `${date.getFullYear()}-${parts[0]}-${parts[1]}T${parts[2]}:${parts[3]}`;
  }, at);
  return { at, input };
}

describe('browser: a new owner makes the site hers at 390 px, from setup to a scheduled post by email', function () {
  this.timeout(300_000);
  let smtp: TestSmtp | undefined;
  let mailSender: MailSender | undefined;
  let scheduledSends: ScheduledSends | undefined;
  // The suite's server reads this when it starts (after the hook below): the SMTP server's address by then.
  const env: Record<string, string> = { MAIL_POLL_MS: '200', MAIL_RATE_PER_MINUTE: '1000' };
  before(async () => {
    if (browserTestsDisabled()) return;
    smtp = await startTestSmtp();
    env.SMTP_URL = smtp.url;
  });
  // Declared before the suite's own after(), so the loops stop while its database is still open.
  after(async () => {
    await mailSender?.stop();
    await scheduledSends?.stop();
    await smtp?.stop();
  });
  const suite = browserSuite({ env });

  it('signs in, sets up Signal & Noise, writes a page and a post with a photo, and the post appears at its time and reaches a reader by email', async () => {
    const { db, config } = suite.server;
    mailSender = startMailSender(db, config.mail);
    scheduledSends = startScheduledSends(db, { mail: config.mail, siteUrl: config.siteUrl }, config.mail.pollMs);
    const { page, problems } = await suite.tab(PHONE);
    page.setDefaultTimeout(20_000);
    const open = async (path: string) => {
      await page.goto(suite.server.url + path);
      await waitForHydration(page);
    };

    // Signing in: the key once, kept by the tab.
    await open('/admin');
    await page.getByLabel('Admin secret key').fill(TEST_ADMIN_SECRET);
    await button(page, 'Continue').click();

    // The first-run setup: the publication's name first, then hers; the rest she leaves for later.
    const setup = page.getByRole('region', { name: "Welcome: let's make this site yours" });
    await setup.getByLabel('Site name').fill(SITE_NAME);
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await setup.getByText(/^Step 2 of \d+$/).waitFor();
    await setup.getByLabel('Your name').fill('Mara Quist');
    await setup.getByLabel('What you do').fill('Writer and editor');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await setup.getByText(/^Step 3 of \d+$/).waitFor();
    await setup.getByRole('button', { name: 'Skip the setup' }).click();
    await setup.waitFor({ state: 'detached' });

    // Settings: her own address and her accent.
    await open('/admin/settings');
    const identity = page.getByRole('form', { name: 'Identity' });
    await identity.getByLabel('Public email address').fill(OWNER_ADDRESS);
    await identity.getByRole('button', { name: 'Save identity' }).click();
    await identity.getByRole('status').getByText('Saved').waitFor();
    const design = page.getByRole('form', { name: 'Design' });
    await design.getByLabel('Accent colour', { exact: true }).fill('#0f766e');
    await design.getByRole('button', { name: 'Save design' }).click();
    await design.getByRole('status').getByText('Saved').waitFor();

    // A reader she brings from her old newsletter, so the post's email has someone to reach.
    await open('/admin/subscribers');
    const newSubscriber = page.getByRole('region', { name: 'Add a subscriber' });
    await newSubscriber.getByLabel('Email', { exact: true }).fill(READER);
    await newSubscriber.getByLabel('How they agreed').fill('Subscribed to her Ghost newsletter');
    await newSubscriber.getByLabel('They confirmed already (no confirmation email)').check();
    await button(page, 'Add subscriber').click();
    await newSubscriber.getByText(`${READER} is subscribed.`).waitFor();

    // A page, typed as it will read.
    await open('/admin/pages/new');
    await page.getByLabel('Title *', { exact: true }).fill(PAGE_TITLE);
    await body(page).click();
    await page.keyboard.type('## Privacy matters');
    await page.keyboard.press('Enter');
    await page.keyboard.type('This site keeps **no cookies** at all.');
    await body(page).locator('strong', { hasText: 'no cookies' }).waitFor();
    await button(page, 'Create Page').click();
    // The form may stay with its word or open the page's edit screen: the page's address comes from the API either way.
    const pageSlug = await eventually('the created page', async () => {
      const { body: pages } = await adminJson<{ title: string; slug: string }[]>(suite.server, '/api/admin/pages');
      return pages.find((item) => item.title === PAGE_TITLE)?.slug;
    });

    const reader = await suite.visit(`/${pageSlug}`, PHONE);
    expect(reader.response?.status()).to.equal(200);
    const article = reader.page.locator('main');
    expect(await article.locator('h2', { hasText: 'Privacy matters' }).count()).to.equal(1);
    expect(await article.locator('strong', { hasText: 'no cookies' }).count()).to.equal(1);
    const title = await reader.page.evaluate(() => {
      const heading = document.querySelector('main h1')?.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect();
      return { text: document.querySelector('main h1')?.textContent, top: heading?.top ?? -1, bottom: heading?.bottom ?? Infinity, headerBottom: header?.bottom ?? Infinity, tab: document.title };
    });
    expect(title.text).to.equal(PAGE_TITLE);
    expect(title.top, 'the title starts below the header').to.be.at.least(title.headerBottom);
    expect(title.bottom, 'and ends on the screen').to.be.at.most(PHONE.height);
    expect(title.tab).to.include(SITE_NAME);
    expect(reader.problems, reader.problems.join('\n')).to.deep.equal([]);
    await reader.context.close();

    // A post with a photo chosen with the editor's image button, uploaded to the library.
    await open('/admin/blog/new');
    await page.getByLabel('Title *', { exact: true }).fill(POST_TITLE);
    await body(page).click();
    await page.keyboard.type('The first letter from the new home.');
    const chooser = page.waitForEvent('filechooser');
    await button(page, 'Add image').click();
    await (await chooser).setFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800) });
    await page.getByLabel('Describe harbour.jpg (alt text)').fill(PHOTO_ALT);
    await page.getByRole('button', { name: 'Upload image' }).click();
    await body(page).locator(`img[alt="${PHOTO_ALT}"]`).waitFor();
    await button(page, 'Save draft').click();
    await page.waitForURL(/\/admin\/blog\/edit\/\d+$/);
    await waitForHydration(page);
    await body(page).locator(`img[alt="${PHOTO_ALT}"]`).waitFor();
    const posts = suite.server.db.getRepository(BlogPost);
    const draft = await posts.findOneByOrFail({ title: POST_TITLE });
    expect(draft.markdown).to.match(new RegExp(`^The first letter from the new home\\.[\\s\\S]*!\\[${PHOTO_ALT}\\]\\(/media/[^)]+\\)`));

    // Scheduled a few seconds ahead, with its email to the subscribers.
    const { at, input } = await nextScheduleMinute(page);
    await page.getByLabel('Publish at').fill(input);
    await button(page, 'Schedule and email').click();
    await page
      .getByText(/^Scheduled for .*, and emailed to the subscribers then\.$/)
      .first()
      .waitFor();
    const postPath = `/blog/${draft.slug}`;
    if (Date.now() < at - 1_000) expect((await fetch(suite.server.url + postPath)).status, 'not out before its time').to.equal(404);

    await eventually('the post, published at its time', async () => (await fetch(suite.server.url + postPath)).status === 200, at - Date.now() + 20_000);
    const [mail] = await smtp!.waitFor(1, 20_000);
    expect(mail.to).to.deep.equal([READER]);
    expect(mail.parsed.subject).to.include(POST_TITLE);
    expect(mail.parsed.from?.value[0].name).to.equal(SITE_NAME);
    expect(mail.parsed.text).to.include(SITE_NAME);
    expect(String(mail.parsed.html)).to.include('Signal &amp; Noise').and.include(PHOTO_ALT);

    const published = await suite.visit(postPath, PHONE);
    const image = published.page.locator(`main img[alt="${PHOTO_ALT}"]`);
    await image.waitFor();
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), 'the photo loads').to.equal(true);
    expect(await published.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the admin fits the phone').to.be.at.most(PHONE.width);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
