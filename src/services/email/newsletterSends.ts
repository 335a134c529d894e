// Sending a post or essay to the subscribers: a test first (to the owner, or any address), then
// the real send, once, to every receiving subscriber or to those of one label. A send asked for a
// scheduled item waits (./scheduledSends.ts) and goes out at the item's time; a resend reaches
// those who joined since, and nobody twice. Each send's emails are written in one transaction
// with the send's record, so a restart of every process loses and repeats nothing (the outbox's
// sender carries on where it was).
import { serialTransaction } from '../../lib/serialTransaction';
import { currentEmailIdentity, type EmailIdentity } from './emailIdentity';
import type { DataSource, EntityManager } from 'typeorm';
import { RECEIVES_NEWSLETTERS } from '../newsletter';
import { BlogPost, Essay, NewsletterSubscriber } from '../../../entities';
import { NewsletterSend } from '../../../entities/NewsletterSend';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import type { AdminSendDto, NewsletterSendStatusDto } from '../../../views/api/adminTypes';
import { EmailSuppression } from '../../../entities/EmailSuppression';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { ownerAddress } from './ownerAddress';
import { newsletterLink } from '../analytics/newsletterLinks';
import { dressForEmail } from './itemEmail';
import { enqueueEmail } from './outbox';
import { postEmail, type PostForEmail } from './postEmail';
import { recipientsOf, writeSendEmails, type SendContext } from './sendRecipients';
import { sendFigures } from './sendFigures';

export type { SendContext } from './sendRecipients';
export type SendableArea = 'blog' | 'essays';

export interface SendableItem extends PostForEmail {
  publishedAt: Date | null;
  published: boolean;
}

export async function sendableItem(db: DataSource | EntityManager, area: SendableArea, id: number, siteUrl: string, now = Date.now()): Promise<SendableItem> {
  const item =
    area === 'blog'
      ? await db.getRepository(BlogPost).findOne({ select: { id: true, slug: true, title: true, content: true, publishedAt: true }, where: { id } }).then((post) => post && { ...post, html: post.content, path: `/blog/${post.slug}` })
      : await db.getRepository(Essay).findOne({ select: { id: true, slug: true, title: true, bodyHtml: true, publishedAt: true }, where: { id } }).then((essay) => essay && { ...essay, html: essay.bodyHtml, path: `/ai-islam/${essay.slug}` });
  if (!item) throw new NotFoundError(area === 'blog' ? 'Blog post not found' : 'Essay not found');
  const published = item.publishedAt !== null && item.publishedAt.getTime() <= now;
  const url = `${siteUrl}${item.path}`;
  return { title: item.title, html: item.html, url, readUrl: newsletterLink(url, item.slug), publishedAt: item.publishedAt, published };
}

/** How the send's emails stand: waiting (queued or being sent), held back (paused with the send, or held by a restore), sent, failed. */
export async function emailCounts(db: DataSource, sendId: number): Promise<{ queued: number; paused: number; sent: number; failed: number }> {
  const counts = { queued: 0, paused: 0, sent: 0, failed: 0 };
  const rows = await db.getRepository(OutboxEmail).createQueryBuilder('e').select('e.status', 'status').addSelect('COUNT(*)', 'n').where('e.sendId = :id', { id: sendId }).groupBy('e.status').getRawMany<{ status: string; n: number | string }>();
  for (const row of rows) {
    const key = row.status === 'sent' || row.status === 'failed' ? row.status : row.status === 'paused' || row.status === 'held' ? 'paused' : 'queued';
    counts[key] += Number(row.n);
  }
  return counts;
}

export async function sendStatus(db: DataSource, area: SendableArea, id: number, context: SendContext): Promise<NewsletterSendStatusDto> {
  const item = await sendableItem(db, area, id, context.siteUrl);
  const send = await db.getRepository(NewsletterSend).findOneBy({ area, itemId: id });
  const subscribers = await db.getRepository(NewsletterSubscriber).countBy(RECEIVES_NEWSLETTERS);
  return {
    published: item.published,
    publishedAt: item.publishedAt ? item.publishedAt.toISOString() : null,
    subscribers,
    ownerEmail: await ownerAddress(db, context.mail),
    send: send
      ? {
          sentAt: (send.startedAt ?? send.createdAt).toISOString(),
          ...(await emailCounts(db, send.id)),
          status: send.status,
          segment: send.segment,
          // The recipients, delivered, failed, bounced, complained, unsubscribed and clicks.
          ...(await sendFigures(db, send.id)),
        }
      : null,
  };
}

/** A test of the email to `to` (the owner when not given): no send is recorded, and it may be sent again. */
export async function sendTest(db: DataSource, area: SendableArea, id: number, context: SendContext, given?: string): Promise<{ test: true; recipients: 1 }> {
  const to = given || (await ownerAddress(db, context.mail));
  if (!to) throw new BadRequestError('Give an address for the test: Settings has no email address of yours', [{ field: 'to', messages: ['to is required while Settings › Identity has no email address'] }]);
  const item = await dressForEmail(db, { area, id }, await sendableItem(db, area, id, context.siteUrl), context.siteUrl);
  const email = postEmail(item, to, `${context.siteUrl}/newsletter/unsubscribe`, await currentEmailIdentity(db));
  // No List-Unsubscribe: the test's reader is no subscriber, so there is no token a one-click POST could carry.
  await enqueueEmail(db, { ...email, headers: {}, kind: 'newsletter-test', subject: `[Test] ${item.title}` });
  return { test: true, recipients: 1 };
}

/** Writes a started send's emails to everyone of its segment now; the caller's transaction holds the send. */
export async function writeWholeSend(manager: EntityManager, send: NewsletterSend, item: PostForEmail, sender: EmailIdentity, context: SendContext): Promise<number> {
  const recipients = await recipientsOf(manager, send.segment);
  await writeSendEmails(manager, send, item, recipients, sender, context);
  await manager.getRepository(NewsletterSend).update(send.id, { recipients: recipients.length });
  return recipients.length;
}

const ALREADY_SENT = 'This has already been sent to the subscribers';

export type StartedSendDto = { recipients: number } | { scheduled: true; sendsAt: string; segment: string | null };

/** The send, now for a published item (202 with its recipients), or at its time for a scheduled one. */
export async function startSend(db: DataSource, area: SendableArea, id: number, context: SendContext, segment: string | null = null): Promise<StartedSendDto> {
  const item = await sendableItem(db, area, id, context.siteUrl);
  if (!item.publishedAt) throw new ConflictError('Only a published or scheduled item can be sent to subscribers');
  // A send is once per item: one to a label nobody has would use it up on nobody.
  if (segment !== null && (await recipientsOf(db.manager, segment)).length === 0) {
    throw new BadRequestError(`No subscriber who receives the newsletter has the label "${segment}"`, [{ field: 'segment', messages: [`no subscriber has the label "${segment}"`] }]);
  }
  const now = new Date();
  const sender = await currentEmailIdentity(db);
  return serialTransaction(db, async (manager) => {
    if (await manager.getRepository(NewsletterSend).existsBy({ area, itemId: id })) throw new ConflictError(ALREADY_SENT);
    let send: NewsletterSend;
    try {
      send = await manager.getRepository(NewsletterSend).save(
        manager.create(NewsletterSend, { area, itemId: id, recipients: 0, createdAt: now, status: item.published ? 'started' : 'scheduled', segment, startedAt: item.published ? now : null }),
      );
    } catch {
      throw new ConflictError(ALREADY_SENT); // the same send started twice at once
    }
    if (!item.published) return { scheduled: true as const, sendsAt: (item.publishedAt as Date).toISOString(), segment };
    return { recipients: await writeWholeSend(manager, send, item, sender, context) };
  });
}

/** The item again, to the receiving subscribers (of the send's segment) who have had no email of its send: nobody twice. */
export async function resendToNew(db: DataSource, area: SendableArea, id: number, context: SendContext): Promise<{ recipients: number }> {
  const item = await sendableItem(db, area, id, context.siteUrl);
  const sender = await currentEmailIdentity(db);
  return serialTransaction(db, async (manager) => {
    const sends = manager.getRepository(NewsletterSend);
    // First, before any read: takes the send's row for this transaction (MySQL locks it, and the
    // reads after see what a resend before committed; SQLite has one writer), so two resends at
    // once cannot both pick the same readers.
    await sends.createQueryBuilder().update().set({ recipients: () => 'recipients' }).where('area = :area AND itemId = :id', { area, id }).execute();
    const send = await sends.findOneBy({ area, itemId: id });
    if (!send) throw new ConflictError('It has not been sent yet: send it first');
    if (send.status === 'scheduled') throw new ConflictError('Its send has not gone out yet: it goes at the item’s time');
    if (send.status === 'paused') throw new ConflictError('Its send is paused: resume it first');
    const had = new Set((await manager.getRepository(OutboxEmail).find({ select: { toAddress: true }, where: { sendId: send.id } })).map((email) => email.toAddress));
    const recipients = (await recipientsOf(manager, send.segment)).filter((subscriber) => !had.has(subscriber.email));
    await writeSendEmails(manager, send, item, recipients, sender, context);
    await sends.createQueryBuilder().update().set({ recipients: () => `recipients + ${recipients.length}` }).where('id = :id', { id: send.id }).execute();
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
    if (!titles.has(key)) titles.set(key, await sendableItem(db, send.area as SendableArea, send.itemId, siteUrl).then((item) => item.title, () => '(deleted)'));
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
      sentAt: (send.startedAt ?? send.createdAt).toISOString(),
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
