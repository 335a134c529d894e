// What one newsletter send did: its recipients; its emails delivered and failed (the outbox's own
// counts); the bounces and complaints its provider reported later (./providerEvents.ts); the
// readers who left from it; and the clicks per link (./clickTracking.ts), with no record per reader.
import type { DataSource } from 'typeorm';
import { EmailEvent } from '../../../entities/EmailEvent';
import { NewsletterSend } from '../../../entities/NewsletterSend';
import { NewsletterSubscriber } from '../../../entities/NewsletterSubscriber';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import type { SendFiguresDto } from '../../../views/api/emailFigures';
import { linkClicksOf } from './clickTracking';

const countOf = (rows: { key: unknown; n: unknown }[], key: string) => Number(rows.find((row) => row.key === key)?.n ?? 0);

export async function sendFigures(db: DataSource, sendId: number): Promise<SendFiguresDto> {
  const send = await db.getRepository(NewsletterSend).findOne({ select: { id: true, recipients: true }, where: { id: sendId } });
  const byStatus = await db.getRepository(OutboxEmail).createQueryBuilder('e').select('e.status', 'key').addSelect('COUNT(*)', 'n').where('e.sendId = :sendId', { sendId }).groupBy('e.status').getRawMany<{ key: unknown; n: unknown }>();
  const byEvent = await db.getRepository(EmailEvent).createQueryBuilder('v').select('v.kind', 'key').addSelect('COUNT(DISTINCT v.email)', 'n').where('v.sendId = :sendId', { sendId }).groupBy('v.kind').getRawMany<{ key: unknown; n: unknown }>();
  const unsubscribed = await db.getRepository(NewsletterSubscriber).countBy({ unsubscribedSendId: sendId });
  const bounced = countOf(byEvent, 'bounced');
  return {
    recipients: send?.recipients ?? 0,
    delivered: Math.max(0, countOf(byStatus, 'sent') - bounced),
    failed: countOf(byStatus, 'failed'),
    bounced,
    complained: countOf(byEvent, 'complained'),
    unsubscribed,
    links: await linkClicksOf(db, sendId),
  };
}
