// How a newsletter send is followed: its emails' links to the item carry
// utm_source=newsletter (the visits they bring are counted as the newsletter's), and their
// unsubscribe links name the send (an unsubscribe is put down to it when that send did email
// that address).
import type { DataSource } from 'typeorm';
import { OutboxEmail } from '../../../entities/OutboxEmail';
import { NEWSLETTER_SOURCE } from './dimensions';

/** The item's address as a newsletter email links to it, its slug as the campaign. */
export function newsletterLink(url: string, slug: string): string {
  const tagged = new URL(url);
  tagged.searchParams.set('utm_source', NEWSLETTER_SOURCE);
  tagged.searchParams.set('utm_medium', 'email');
  tagged.searchParams.set('utm_campaign', slug);
  return tagged.href;
}

/** The send an unsubscribe link named (its `send` parameter), when that send emailed this address. */
export async function sendOfUnsubscribe(db: DataSource, sendParam: unknown, email: string): Promise<number | null> {
  if (typeof sendParam !== 'string' || !/^[1-9]\d{0,9}$/.test(sendParam)) return null;
  const sendId = Number(sendParam);
  return (await db.getRepository(OutboxEmail).existsBy({ sendId, toAddress: email })) ? sendId : null;
}
