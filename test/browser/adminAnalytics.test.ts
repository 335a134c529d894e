// The owner's analytics page and the dashboard's reader tiles in Chromium: counts written
// straight into analytics_daily (as the server's flush would) come back as the page's totals,
// changes, bars and tables; visitor-controlled text stays text; the range lives in the address;
// the CSV downloads; the "don't count" switch sets and clears its cookie; nothing overflows a phone.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { BlogPost, Resource } from '../../entities';
import { NOT_COUNTED_COOKIE } from '../../views/api/analyticsTypes';
import { expectNoAxeViolations } from '../helpers/axe';
import { browserSuite } from '../helpers/browserSuite';

const phone = { width: 390, height: 844, touch: true, adminKey: true } as const;
const desktop = { width: 1280, height: 900, adminKey: true } as const;

const HOSTILE_SOURCE = '<img src=x onerror=alert(1)>';
const HOSTILE_PATH = '/search"><img src=x onerror=alert(2)>';

const TODAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** The UTC day `ago` days before today, as the page and the server write it. */
const day = (ago: number) => new Date(TODAY - ago * 86_400_000).toISOString().slice(0, 10);

// The site's days: what each range adds up to is written beside its test.
const SITE: [number, number, number][] = [
  // [days ago, views, visitors]
  [0, 40, 12],
  [1, 30, 10],
  [10, 100, 50],
  [40, 20, 8],
  [100, 500, 200],
];

describe('browser: the analytics page and the readers on the dashboard', () => {
  const suite = browserSuite();
  let postPath: string;
  let postTitle: string;
  let resourceTitle: string;

  before(async () => {
    const post = await suite.server.db.getRepository(BlogPost).findOneByOrFail({ slug: 'forgetting-is-a-feature' });
    postPath = `/blog/${post.slug}`;
    postTitle = post.title;
    const resource = (await suite.server.db.getRepository(Resource).find({ order: { id: 'ASC' }, take: 1 }))[0];
    resourceTitle = resource.title;
    const rows: [string, string, string, number, number][] = [
      ...SITE.map(([ago, views, visitors]): [string, string, string, number, number] => [day(ago), 'site', '', views, visitors]),
      [day(0), 'page', postPath, 25, 9],
      [day(0), 'page', '/about', 15, 3],
      [day(1), 'page', HOSTILE_PATH, 2, 1],
      [day(0), 'source', 'Google', 20, 6],
      [day(0), 'source', HOSTILE_SOURCE, 5, 2],
      [day(10), 'campaign', 'spring-launch', 4, 2],
      [day(0), 'device', 'phone', 30, 8],
      [day(0), 'device', 'desktop', 10, 4],
      [day(0), 'language', 'de', 10, 3],
      [day(0), 'download', String(resource.id), 3, 3],
    ];
    // One at a time, with '?' placeholders: the same statement on SQLite and MySQL.
    for (const row of rows) await suite.server.db.query('INSERT INTO analytics_daily (day, dimension, value, views, visitors) VALUES (?, ?, ?, ?, ?)', row);
    await suite.server.wroteDirectly();
  });

  /** Nothing sticks out sideways: no page scrolling, and no element of the page's column past the screen's edge. */
  const fitsTheScreen = (page: Page) =>
    page.evaluate(() => {
      const column = document.querySelector('h1')?.closest('header')?.parentElement;
      const visible = [...(column?.querySelectorAll('*') ?? [])].filter((el) => !el.closest('.visually-hidden'));
      return document.documentElement.scrollWidth <= window.innerWidth && visible.every((el) => el.getBoundingClientRect().right <= window.innerWidth);
    });

  /** The headline's figure and its change line, e.g. ['72', '▲ +800 % on the previous 30 days (8)']. */
  const headline = async (page: Page, total: 'visitors' | 'views') => page.locator(`[data-total="${total}"] dd`).allTextContents();

  it('shows the last 30 days on a phone: totals with their change, a bar per day, and the tables, all as text', async () => {
    const { page, problems } = await suite.visit('/admin/analytics', phone);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.locator('[data-total="visitors"]').waitFor();
    // Days 0, 1 and 10; the 30 days before hold day 40 only.
    expect(await headline(page, 'visitors')).to.deep.equal(['72', '▲ +800 % on the previous 30 days (8)']);
    expect(await headline(page, 'views')).to.deep.equal(['170', '▲ +750 % on the previous 30 days (20)']);
    expect(await page.getByRole('link', { name: '30 days' }).getAttribute('aria-current')).to.equal('true');

    const chart = page.getByRole('img', { name: /^Visitors and page views per day/ });
    expect(await chart.getAttribute('data-days')).to.equal('30');
    expect(await chart.locator('g[data-date]').count()).to.equal(30);
    expect(await chart.locator('g[data-date]').first().getAttribute('data-date')).to.equal(day(29));
    expect(await chart.locator('g[data-date]').last().getAttribute('data-date')).to.equal(day(0));
    expect(await page.getByRole('table', { name: 'Visitors and page views per day' }).getByRole('row').count()).to.equal(31);

    const pages = page.getByRole('table', { name: 'Top pages' });
    const postRow = pages.getByRole('row').filter({ hasText: postPath });
    expect(await postRow.getByRole('cell').allTextContents()).to.deep.equal([`${postTitle}${postPath}`, '9', '25', '25']);
    expect(await pages.getByRole('row').filter({ hasText: '/about' }).getByRole('cell').allTextContents()).to.deep.equal(['/about', '3', '15', '–']);
    expect(await pages.getByText(HOSTILE_PATH, { exact: true }).count()).to.equal(1);

    const sources = page.getByRole('table', { name: 'Sources' });
    expect(await sources.getByRole('cell', { name: HOSTILE_SOURCE, exact: true }).textContent()).to.equal(HOSTILE_SOURCE);
    expect(await sources.getByRole('row').filter({ hasText: 'Google' }).getByRole('cell').allTextContents()).to.deep.equal(['Google', '6', '20']);
    expect(await page.locator('img[src="x"]').count(), 'no visitor text became an element').to.equal(0);

    expect(await page.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: 'spring-launch' }).getByRole('cell').allTextContents()).to.deep.equal(['spring-launch', '2', '4']);
    expect(await page.getByRole('table', { name: 'Devices' }).getByRole('cell').allTextContents()).to.deep.equal(['Phones', '8', '30', 'Desktops', '4', '10']);
    expect(await page.getByRole('table', { name: 'Languages' }).getByRole('cell').allTextContents()).to.deep.equal(['German de', '3', '10']);
    expect(await page.getByRole('table', { name: 'Downloads' }).getByRole('cell').allTextContents()).to.deep.equal([resourceTitle, '3']);
    expect(await page.locator('[data-event="downloads"] dd').textContent()).to.equal('3');
    await page.getByRole('region', { name: 'Newsletter sends' }).waitFor();

    expect(await fitsTheScreen(page), 'nothing wider than 390 px').to.equal(true);
    await expectNoAxeViolations(page, '/admin/analytics at 390 px with data');
    expect(dialogs).to.equal(0);
    expect(problems).to.deep.equal([]);
  });

  it('changes the range from the picker, keeps it in the address through a reload, and says when a table is empty', async () => {
    const { page, problems } = await suite.visit('/admin/analytics', desktop);
    await page.locator('[data-total="visitors"]').waitFor();

    await page.getByRole('link', { name: '7 days' }).click();
    await page.waitForURL(/\/admin\/analytics\?days=7$/);
    // Days 0 and 1; the 7 days before hold day 10.
    await page.locator('[data-total="visitors"] dd').first().filter({ hasText: /^22$/ }).waitFor();
    expect(await headline(page, 'visitors')).to.deep.equal(['22', '▼ −56 % on the previous 7 days (50)']);
    expect(await headline(page, 'views')).to.deep.equal(['70', '▼ −30 % on the previous 7 days (100)']);
    expect(await page.locator('svg[data-days] g[data-date]').count()).to.equal(7);
    expect(await page.getByRole('region', { name: 'Campaigns' }).getByText('No visits from a campaign (utm_campaign) in this range yet.').isVisible()).to.equal(true);

    await page.reload();
    await page.locator('[data-total="visitors"]').waitFor();
    expect(await page.getByRole('link', { name: '7 days' }).getAttribute('aria-current')).to.equal('true');
    expect(await page.getByRole('link', { name: '30 days' }).getAttribute('aria-current')).to.equal(null);
    expect((await headline(page, 'visitors'))[0]).to.equal('22');

    await page.getByRole('link', { name: '90 days' }).click();
    await page.locator('[data-total="visitors"] dd').first().filter({ hasText: /^80$/ }).waitFor();
    expect(await headline(page, 'views')).to.deep.equal(['190', '▼ −62 % on the previous 90 days (500)']);

    await page.getByRole('link', { name: '365 days' }).click();
    await page.locator('[data-total="visitors"] dd').first().filter({ hasText: /^280$/ }).waitFor();
    expect(await headline(page, 'visitors')).to.deep.equal(['280', 'new: none in the previous 365 days']);
    expect(await headline(page, 'views')).to.deep.equal(['690', 'new: none in the previous 365 days']);
    expect(await page.locator('svg[data-days] g[data-date]').count()).to.equal(365);
    await expectNoAxeViolations(page, '/admin/analytics?days=365 at 1280 px');
    expect(problems).to.deep.equal([]);
  });

  it('downloads the range as analytics-FROM-TO.csv', async () => {
    const { page } = await suite.visit('/admin/analytics?days=7', desktop);
    await page.locator('[data-total="visitors"]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).to.equal(`analytics-${day(6)}-${day(0)}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split(/\r?\n/)[0]).to.equal('date,dimension,value,views,visitors');
    expect(csv).to.include(`${day(0)},site,,40,12`);
    expect(csv).not.to.include(day(10));
  });

  it('sets and clears the "don\'t count this browser" cookie, read back after a reload', async () => {
    const { page, context, problems } = await suite.visit('/admin/analytics', phone);
    const notCounted = () => context.cookies().then((cookies) => cookies.find((cookie) => cookie.name === NOT_COUNTED_COOKIE));
    const toggle = page.getByRole('checkbox', { name: "Don't count this browser" });
    await toggle.waitFor();
    expect(await toggle.isChecked()).to.equal(false);
    expect(await page.getByText('Visits from this browser are then not counted').isVisible()).to.equal(true);

    await toggle.check();
    const cookie = await notCounted();
    expect(cookie?.value).to.equal('1');
    expect(cookie?.path).to.equal('/');
    expect(cookie?.sameSite).to.equal('Lax');
    expect(cookie?.expires).to.be.greaterThan(Date.now() / 1000 + 364 * 86_400);

    await page.reload();
    // Read from the cookie once the page is in the browser.
    await page.getByRole('checkbox', { name: "Don't count this browser", checked: true }).waitFor();

    await page.getByRole('checkbox', { name: "Don't count this browser" }).uncheck();
    expect(await notCounted()).to.equal(undefined);
    expect(problems).to.deep.equal([]);
  });

  it('shows visitors today and this week on the dashboard, as tiles that ask for nothing', async () => {
    const { page, problems } = await suite.visit('/admin', phone);
    const readers = page.getByRole('region', { name: 'Readers' });
    const today = readers.getByRole('link', { name: /visitors today/ });
    await today.waitFor();
    expect(await today.innerText()).to.match(/^12\s+visitors today$/);
    const week = readers.getByRole('link', { name: /visitors this week/ });
    expect(await week.innerText()).to.match(/^22\s+visitors this week$/);
    expect(await today.getAttribute('href')).to.equal('/admin/analytics');
    expect(await week.getAttribute('href')).to.equal('/admin/analytics?days=7');
    expect(await today.getAttribute('data-attention')).to.equal('false');
    expect(await week.getAttribute('data-attention')).to.equal('false');
    // Before "On the site".
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Readers')).to.be.lessThan(headings.indexOf('On the site'));
    expect(await fitsTheScreen(page)).to.equal(true);

    await today.click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    expect(problems).to.deep.equal([]);
  });
});
