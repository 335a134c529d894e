// Sending a published post or essay to the subscribers: first a test to the owner, then the
// real send, once. The recipients are the active, confirmed subscribers at that moment: one
// outbox email each, written in one transaction with the send's record, so a restart of every
// process loses and repeats nothing (the outbox's sender carries on where it was).
import { currentEmailIdentity } from './emailIdentity';
import type { DataSource } from 'typeorm';
import { RECEIVES_NEWSLETTERS } from '../newsletter';
import { BlogPost, Essay, NewsletterSubscriber } from '../../../entities';
import { NewsletterSend } from '../../../entities/NewsletterSend';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import type { AdminSendDto, NewsletterSendStatusDto } from '../../../views/api/adminTypes';
import { EmailSuppression } from '../../../entities/EmailSuppression';
import type { MailConfig } from '../../config';
import { ConflictError, NotFoundError } from '../../errors';
import { newsletterLink } from '../analytics/newsletterLinks';
import { dressForEmail } from './itemEmail';
import { enqueueEmail } from './outbox';
import { postEmail, type PostForEmail } from './postEmail';
import { sendFigures } from './sendFigures';
import { unsubscribeToken, unsubscribeUrl } from './subscriptionTokens';

export type SendableArea = 'blog' | 'essays';

interface SendContext {
  mail: Pick<MailConfig, 'ownerEmail' | 'signingSecret'>;
  siteUrl: string;
}

async function publishedItem(db: DataSource, area: SendableArea, id: number, siteUrl: string): Promise<PostForEmail & { published: boolean }> {
  const item =
    area === 'blog'
      ? await db.getRepository(BlogPost).findOne({ select: { id: true, slug: true, title: true, content: true, publishedAt: true }, where: { id } }).then((post) => post && { ...post, html: post.content, path: `/blog/${post.slug}` })
      : await db.getRepository(Essay).findOne({ select: { id: true, slug: true, title: true, bodyHtml: true, publishedAt: true }, where: { id } }).then((essay) => essay && { ...essay, html: essay.bodyHtml, path: `/ai-islam/${essay.slug}` });
  if (!item) throw new NotFoundError(area === 'blog' ? 'Blog post not found' : 'Essay not found');
  const published = item.publishedAt !== null && item.publishedAt.getTime() <= Date.now();
  const url = `${siteUrl}${item.path}`;
  return { title: item.title, html: item.html, url, readUrl: newsletterLink(url, item.slug), published };
}


export async function sendStatus(db: DataSource, area: SendableArea, id: number, context: SendContext): Promise<NewsletterSendStatusDto> {
  const item = await publishedItem(db, area, id, context.siteUrl);
  const send = await db.getRepository(NewsletterSend).findOneBy({ area, itemId: id });
  const subscribers = await db.getRepository(NewsletterSubscriber).countBy(RECEIVES_NEWSLETTERS);
  const counts = { queued: 0, sent: 0, failed: 0 };
  if (send) {
    const rows = await db.getRepository(OutboxEmail).createQueryBuilder('e').select('e.status', 'status').addSelect('COUNT(*)', 'n').where('e.sendId = :id', { id: send.id }).groupBy('e.status').getRawMany<{ status: string; n: number | string }>();
    for (const row of rows) {
      if (row.status === 'sent') counts.sent += Number(row.n);
      else if (row.status === 'failed') counts.failed += Number(row.n);
      else counts.queued += Number(row.n);
    }
  }
  return { published: item.published, subscribers, ownerEmail: context.mail.ownerEmail, send: send ? { sentAt: send.createdAt.toISOString(), ...counts, ...(await sendFigures(db, send.id)) } : null };
}

export async function sendTest(db: DataSource, area: SendableArea, id: number, context: SendContext): Promise<{ test: true; recipients: 1 }> {
  const item = await dressForEmail(db, { area, id }, await publishedItem(db, area, id, context.siteUrl), context.siteUrl);
  const email = postEmail(item, context.mail.ownerEmail, `${context.siteUrl}/newsletter/unsubscribe`, await currentEmailIdentity(db));
  // No List-Unsubscribe: the owner is no subscriber, so there is no token a one-click POST could carry.
  await enqueueEmail(db, { ...email, headers: {}, kind: 'newsletter-test', subject: `[Test] ${item.title}` });
  return { test: true, recipients: 1 };
}

export async function startSend(db: DataSource, area: SendableArea, id: number, context: SendContext): Promise<{ recipients: number }> {
  const item = await publishedItem(db, area, id, context.siteUrl);
  if (!item.published) throw new ConflictError('Only a published item can be sent to subscribers');
  const sender = await currentEmailIdentity(db);
  return db.transaction(async (manager) => {
    if (await manager.getRepository(NewsletterSend).existsBy({ area, itemId: id })) throw new ConflictError('This has already been sent to the subscribers');
    const recipients = await manager.getRepository(NewsletterSubscriber).find({ select: { id: true, email: true }, where: RECEIVES_NEWSLETTERS, order: { id: 'ASC' } });
    let send: NewsletterSend;
    try {
      send = await manager.getRepository(NewsletterSend).save(manager.create(NewsletterSend, { area, itemId: id, recipients: recipients.length, createdAt: new Date() }));
    } catch {
      throw new ConflictError('This has already been sent to the subscribers'); // the same send started twice at once
    }
    const tracked = await dressForEmail(manager, { area, id }, item, context.siteUrl, send.id);
    for (const subscriber of recipients) {
      const link = `${unsubscribeUrl(context.siteUrl, unsubscribeToken(context.mail.signingSecret, subscriber.id, subscriber.email))}&send=${send.id}`;
      await enqueueEmail(manager, { ...postEmail(tracked, subscriber.email, link, sender), sendId: send.id });
    }
    return { recipients: recipients.length };
  });
}

/** Every send, newest first, with how its emails went and the suppressions its bounces caused. */
export async function listSends(db: DataSource, siteUrl: string): Promise<AdminSendDto[]> {
  const sends = await db.getRepository(NewsletterSend).find({ order: { id: 'DESC' } });
  if (sends.length === 0) return [];
  const ids = sends.map((send) => send.id);
  const byStatus = await db.getRepository(OutboxEmail).createQueryBuilder('e').select('e.sendId', 'sendId').addSelect('e.status', 'status').addSelect('COUNT(*)', 'n').where('e.sendId IN (:...ids)', { ids }).groupBy('e.sendId').addGroupBy('e.status').getRawMany<{ sendId: number | string; status: string; n: number | string }>();
  const suppressed = await db.getRepository(EmailSuppression).createQueryBuilder('s').select('s.sendId', 'sendId').addSelect('COUNT(*)', 'n').where('s.sendId IN (:...ids)', { ids }).groupBy('s.sendId').getRawMany<{ sendId: number | string; n: number | string }>();
  const titles = new Map<string, string>();
  for (const send of sends) {
    const key = `${send.area}/${send.itemId}`;
    if (!titles.has(key)) titles.set(key, await publishedItem(db, send.area as SendableArea, send.itemId, siteUrl).then((item) => item.title, () => '(deleted)'));
  }
  return sends.map((send) => {
    const counts = { queued: 0, sent: 0, failed: 0 };
    for (const row of byStatus.filter((r) => Number(r.sendId) === send.id)) {
      const key = row.status === 'sent' || row.status === 'failed' ? row.status : 'queued';
      counts[key] += Number(row.n);
    }
    return {
      id: send.id,
      title: titles.get(`${send.area}/${send.itemId}`) ?? '',
      sentAt: send.createdAt.toISOString(),
      recipients: send.recipients,
      ...counts,
      suppressed: Number(suppressed.find((row) => Number(row.sendId) === send.id)?.n ?? 0),
    };
  });
}

async function existingSend(db: DataSource, sendId: number): Promise<NewsletterSend> {
  const send = await db.getRepository(NewsletterSend).findOneBy({ id: sendId });
  if (!send) throw new NotFoundError('Send not found');
  return send;
}

/** The send's failed emails, due again now, their attempts counted afresh (an address still suppressed stays unsent: undo those first). */
export async function retryFailedOfSend(db: DataSource, sendId: number): Promise<{ requeued: number }> {
  await existingSend(db, sendId);
  const result = await db.getRepository(OutboxEmail).update({ sendId, status: 'failed' }, { status: 'queued', attempts: 0, nextAttemptAt: new Date(), leaseUntil: null, claimToken: null, lastError: null });
  return { requeued: result.affected ?? 0 };
}

/** Clears every suppression the send's bounces caused. */
export async function undoSuppressionsOfSend(db: DataSource, sendId: number): Promise<{ cleared: number }> {
  await existingSend(db, sendId);
  const result = await db.getRepository(EmailSuppression).delete({ sendId });
  return { cleared: result.affected ?? 0 };
}
