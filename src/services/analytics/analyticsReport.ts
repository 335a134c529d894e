// What the owner's analytics page shows for a range of days: the daily counters, the top pages
// (a post's or essay's with its title and its views since it was published), sources, campaigns,
// devices and languages, and the events the site's own tables already record.
// Visitors over several days are the sum of each day's (a reader is known for one day only).
import { Between, In, IsNull, Not, Or, type DataSource } from 'typeorm';
import { ContactMessage, LegacyHeart, LegacySubmission, NewsletterSubscriber, Resource } from '../../../entities';
import type { AnalyticsDto, AnalyticsPageDto } from '../../../views/api/analyticsTypes';
import { type DayRange, daysOf, previousRange } from './analyticsRange';
import { ARTICLE_PAGES, slugUnder } from './articlePages';
import { addDays, dayOf, type Dimension } from './dimensions';
import { IMPORTED_SUBSCRIBER_SOURCE } from '../import/importSubscribers';

const TOP = 20;

interface CountRow {
  value: string;
  views: number;
  visitors: number;
}

/** The range's times: from its first day's midnight to the midnight after its last (UTC). */
const timesOf = (range: DayRange) => Between(new Date(`${range.from}T00:00:00Z`), new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`) - 1));

async function topValues(db: DataSource, range: DayRange, dimension: Dimension, limit = TOP, order: 'views' | 'visitors' = 'views'): Promise<CountRow[]> {
  const rows: { value: string; views: unknown; visitors: unknown }[] = await db.query(
    `SELECT value, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_daily WHERE dimension = ? AND day >= ? AND day <= ? GROUP BY value ORDER BY SUM(${order}) DESC, value LIMIT ${limit}`,
    [dimension, range.from, range.to],
  );
  return rows.map((row) => ({ value: String(row.value), views: Number(row.views), visitors: Number(row.visitors) }));
}

async function siteDays(db: DataSource, range: DayRange): Promise<Map<string, { views: number; visitors: number }>> {
  const rows: { day: string; views: unknown; visitors: unknown }[] = await db.query(
    "SELECT day, views, visitors FROM analytics_daily WHERE dimension = 'site' AND day >= ? AND day <= ?",
    [range.from, range.to],
  );
  return new Map(rows.map((row) => [String(row.day), { views: Number(row.views), visitors: Number(row.visitors) }]));
}

const sum = (rows: Iterable<{ views: number; visitors: number }>) => {
  const total = { views: 0, visitors: 0 };
  for (const row of rows) {
    total.views += row.views;
    total.visitors += row.visitors;
  }
  return total;
};

/** The posts and essays among the top pages: their titles, and their views from publishing until today. */
async function withArticles(db: DataSource, pages: CountRow[], today: string): Promise<AnalyticsPageDto[]> {
  const articles = new Map<string, { title: string; since: string }>();
  for (const { entity, base } of ARTICLE_PAGES) {
    const slugs = pages.flatMap(({ value }) => slugUnder(base, value) ?? []);
    if (slugs.length === 0) continue;
    const items = await db.getRepository(entity).find({ select: { slug: true, title: true, publishedAt: true }, where: { slug: In(slugs), publishedAt: Not(IsNull()) } });
    for (const item of items) articles.set(`${base}${item.slug}`, { title: item.title, since: dayOf(item.publishedAt as Date) });
  }
  const sinceViews = new Map<string, number>();
  if (articles.size > 0) {
    const earliest = [...articles.values()].reduce((min, article) => (article.since < min ? article.since : min), today);
    const rows: { value: string; day: string; views: unknown }[] = await db.query(
      `SELECT value, day, views FROM analytics_daily WHERE dimension = 'page' AND day >= ? AND value IN (${[...articles.keys()].map(() => '?').join(', ')})`,
      [earliest, ...articles.keys()],
    );
    for (const row of rows) {
      const article = articles.get(String(row.value));
      if (article && String(row.day) >= article.since) sinceViews.set(String(row.value), (sinceViews.get(String(row.value)) ?? 0) + Number(row.views));
    }
  }
  return pages.map(({ value, views, visitors }) => {
    const article = articles.get(value);
    return { path: value, views, visitors, ...(article ? { title: article.title, viewsSincePublished: sinceViews.get(value) ?? 0 } : {}) };
  });
}

/** Sign-ups are readers who signed up on this site: an imported reader signed up elsewhere, on their own date. */
const SIGNED_UP_HERE = { source: Or(IsNull(), Not(IMPORTED_SUBSCRIBER_SOURCE)) };

async function events(db: DataSource, range: DayRange, downloads: number): Promise<AnalyticsDto['events']> {
  const times = timesOf(range);
  const [subscriptions, confirmations, contacts, statements, hearts] = await Promise.all([
    db.getRepository(NewsletterSubscriber).countBy({ subscribedAt: times, ...SIGNED_UP_HERE }),
    db.getRepository(NewsletterSubscriber).countBy({ confirmedAt: times, ...SIGNED_UP_HERE }),
    db.getRepository(ContactMessage).countBy({ createdAt: times }),
    db.getRepository(LegacySubmission).countBy({ submittedAt: times }),
    db.getRepository(LegacyHeart).countBy({ createdAt: times }),
  ]);
  return { subscriptions, confirmations, contacts, statements, hearts, downloads };
}

async function signupForms(db: DataSource, range: DayRange): Promise<AnalyticsDto['signupForms']> {
  const rows = await db.getRepository(NewsletterSubscriber).createQueryBuilder('s')
    .select('s.source', 'form').addSelect('COUNT(*)', 'signups').addSelect('COUNT(s.confirmedAt)', 'confirmed')
    .where({ subscribedAt: timesOf(range), ...SIGNED_UP_HERE }).groupBy('s.source').orderBy('signups', 'DESC')
    .getRawMany<{ form: string | null; signups: unknown; confirmed: unknown }>();
  return rows.map((row) => ({ form: row.form ?? 'unknown', signups: Number(row.signups), confirmed: Number(row.confirmed) }));
}

async function downloadsByResource(db: DataSource, range: DayRange): Promise<AnalyticsDto['downloads']> {
  const rows = await topValues(db, range, 'download', 100);
  const ids = rows.map((row) => Number(row.value)).filter(Number.isSafeInteger);
  const titles = new Map((ids.length ? await db.getRepository(Resource).find({ select: { id: true, title: true }, where: { id: In(ids) } }) : []).map((r) => [r.id, r.title]));
  return rows.map((row) => ({ id: Number(row.value), title: titles.get(Number(row.value)) ?? '(deleted resource)', downloads: row.views }));
}

async function statementsByHearts(db: DataSource, range: DayRange): Promise<AnalyticsDto['statements']> {
  const rows = await db.getRepository(LegacyHeart).createQueryBuilder('h')
    .select('h.submissionId', 'id').addSelect('COUNT(*)', 'hearts')
    .where({ createdAt: timesOf(range) }).groupBy('h.submissionId').orderBy('hearts', 'DESC').limit(10)
    .getRawMany<{ id: unknown; hearts: unknown }>();
  const ids = rows.map((row) => Number(row.id));
  const texts = new Map((ids.length ? await db.getRepository(LegacySubmission).find({ select: { id: true, statement: true }, where: { id: In(ids) } }) : []).map((s) => [s.id, s.statement]));
  return rows.filter((row) => texts.has(Number(row.id))).map((row) => ({ id: Number(row.id), text: texts.get(Number(row.id)) as string, hearts: Number(row.hearts) }));
}

export async function analyticsReport(db: DataSource, range: DayRange, now = new Date()): Promise<AnalyticsDto> {
  const [byDay, before, pages, sources, campaigns, devices, languages, downloads, forms, statements] = await Promise.all([
    siteDays(db, range),
    siteDays(db, previousRange(range)),
    topValues(db, range, 'page'),
    topValues(db, range, 'source', TOP, 'visitors'),
    topValues(db, range, 'campaign', TOP, 'visitors'),
    topValues(db, range, 'device', 3, 'visitors'),
    topValues(db, range, 'language', TOP, 'visitors'),
    downloadsByResource(db, range),
    signupForms(db, range),
    statementsByHearts(db, range),
  ]);
  const pick = <K extends string>(key: K) => ({ value, views, visitors }: CountRow) => ({ [key]: value, views, visitors }) as Record<K, string> & { views: number; visitors: number };
  return {
    from: range.from,
    to: range.to,
    days: daysOf(range).map((date) => ({ date, ...(byDay.get(date) ?? { views: 0, visitors: 0 }) })),
    previous: sum(before.values()),
    totals: sum(byDay.values()),
    pages: await withArticles(db, pages, dayOf(now)),
    sources: sources.map(pick('source')),
    campaigns: campaigns.map(pick('campaign')),
    devices: devices.map(pick('device')) as AnalyticsDto['devices'],
    languages: languages.map(pick('language')),
    events: await events(db, range, downloads.reduce((total, row) => total + row.downloads, 0)),
    signupForms: forms,
    downloads,
    statements,
  };
}

/** The dashboard's tiles: visitors today and over the last seven days. */
export async function readersNow(db: DataSource, now = new Date()): Promise<{ today: number; week: number }> {
  const today = dayOf(now);
  const byDay = await siteDays(db, { from: addDays(today, -6), to: today, days: 7 });
  return { today: byDay.get(today)?.visitors ?? 0, week: sum(byDay.values()).visitors };
}
