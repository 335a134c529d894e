// Per newsletter send: its emails delivered and failed (the outbox's own counts), the visits its
// links brought to the item (utm_source=newsletter) on the send's day and the seven after, and
// the unsubscribes made from its emails.
import { In, type DataSource } from 'typeorm';
import { NewsletterSend, NewsletterSubscriber } from '../../../entities';
import type { AnalyticsSendDto } from '../../../views/api/analyticsTypes';
import { listSends } from '../email/newsletterSends';
import { ARTICLE_PAGES } from './articlePages';
import { addDays, dayOf } from './dimensions';

const FOLLOWING_DAYS = 7;

async function itemPaths(db: DataSource, sends: NewsletterSend[]): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  for (const { area, entity, base } of ARTICLE_PAGES) {
    const ofArea = sends.filter((send) => send.area === area);
    if (ofArea.length === 0) continue;
    const items = await db.getRepository(entity).find({ select: { id: true, slug: true }, where: { id: In(ofArea.map((send) => send.itemId)) } });
    const slugs = new Map(items.map((item) => [item.id, item.slug]));
    for (const send of ofArea) {
      const slug = slugs.get(send.itemId);
      if (slug !== undefined) paths.set(send.id, `${base}${slug}`);
    }
  }
  return paths;
}

async function newsletterVisits(db: DataSource, path: string, sentAt: Date): Promise<number> {
  const from = dayOf(sentAt);
  const [row] = await db.query("SELECT SUM(views) AS views FROM analytics_daily WHERE dimension = 'newsletter' AND value = ? AND day >= ? AND day <= ?", [path, from, addDays(from, FOLLOWING_DAYS)]);
  return Number(row?.views ?? 0);
}

export async function sendReport(db: DataSource, siteUrl: string): Promise<AnalyticsSendDto[]> {
  const sends = await listSends(db, siteUrl);
  if (sends.length === 0) return [];
  const records = await db.getRepository(NewsletterSend).find({ where: { id: In(sends.map((send) => send.id)) } });
  const paths = await itemPaths(db, records);
  const unsubscribes = await db.getRepository(NewsletterSubscriber).createQueryBuilder('s')
    .select('s.unsubscribedSendId', 'sendId').addSelect('COUNT(*)', 'n')
    .where('s.unsubscribedSendId IS NOT NULL').groupBy('s.unsubscribedSendId')
    .getRawMany<{ sendId: unknown; n: unknown }>();
  const unsubscribesOf = new Map(unsubscribes.map((row) => [Number(row.sendId), Number(row.n)]));
  return Promise.all(
    sends.map(async (send) => {
      const path = paths.get(send.id);
      return {
        id: send.id,
        title: send.title,
        sentAt: send.sentAt,
        delivered: send.sent,
        failed: send.failed,
        visits7d: path ? await newsletterVisits(db, path, new Date(send.sentAt)) : 0,
        unsubscribes: unsubscribesOf.get(send.id) ?? 0,
      };
    }),
  );
}
