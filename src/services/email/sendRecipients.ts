// Who a newsletter send reaches, and its emails: the receiving subscribers (of its segment, when
// it has one), one outbox email each, written by the caller's transaction together with the
// send's own change, so a send's emails exist all or not at all.
import type { EntityManager } from 'typeorm';
import { NewsletterSubscriber } from '../../../entities';
import type { NewsletterSend } from '../../../entities/NewsletterSend';
import { hasLabel } from '../../../entities/subscriberLabels';
import { RECEIVES_NEWSLETTERS } from '../newsletter';
import type { EmailIdentity } from './emailIdentity';
import { dressForEmail, type ItemRef } from './itemEmail';
import { enqueueEmail } from './outbox';
import { postEmail, type PostForEmail } from './postEmail';
import { unsubscribeToken, unsubscribeUrl } from './subscriptionTokens';
import type { MailConfig } from '../../config';

export interface SendContext {
  mail: Pick<MailConfig, 'ownerEmail' | 'signingSecret'>;
  siteUrl: string;
}

export type Recipient = Pick<NewsletterSubscriber, 'id' | 'email'>;

/** The receiving subscribers now, of one label when `segment` is set, in id order. */
export async function recipientsOf(db: Pick<EntityManager, 'getRepository'>, segment: string | null): Promise<Recipient[]> {
  const rows = await db.getRepository(NewsletterSubscriber).find({ select: { id: true, email: true, labels: true }, where: RECEIVES_NEWSLETTERS, order: { id: 'ASC' } });
  return (segment === null ? rows : rows.filter((row) => hasLabel(row.labels, segment))).map(({ id, email }) => ({ id, email }));
}

/** One email of the item to each recipient, as part of `send`, with its featured image, its links through the send's click counter, and their own unsubscribe link. */
export async function writeSendEmails(manager: EntityManager, send: NewsletterSend, plain: PostForEmail, recipients: Recipient[], sender: EmailIdentity, context: SendContext): Promise<void> {
  if (recipients.length === 0) return;
  const item = await dressForEmail(manager, { area: send.area as ItemRef['area'], id: send.itemId }, plain, context.siteUrl, send.id);
  for (const subscriber of recipients) {
    const link = `${unsubscribeUrl(context.siteUrl, unsubscribeToken(context.mail.signingSecret, subscriber.id, subscriber.email))}&send=${send.id}`;
    await enqueueEmail(manager, { ...postEmail(item, subscriber.email, link, sender), sendId: send.id });
  }
}
