// The Message-ID of each outbox email, made from its row (no column): a provider's webhook that
// reports a bounce or complaint quotes it (Mailgun), or the metadata header (Postmark, which
// turns X-PM-Metadata-* headers into the event's Metadata), and the event finds its email again.
import type { OutboxEmail } from '../../../entities/OutboxEmail';

export const PROVIDER_METADATA_HEADER = 'X-PM-Metadata-outbox-id';

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase() || 'localhost';

/** `<outbox.{id}.{created, base 36}@{the From's domain}>`: the creation time keeps two databases' same id apart. */
export const messageIdOf = (email: Pick<OutboxEmail, 'id' | 'createdAt'>, fromAddress: string) => `<outbox.${email.id}.${email.createdAt.getTime().toString(36)}@${domainOf(fromAddress)}>`;

/** The outbox id and creation time a Message-ID of ours names (with or without its angle brackets). */
export function parseMessageId(value: unknown): { id: number; createdAtMs: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^<?outbox\.([1-9]\d{0,9})\.([0-9a-z]{1,12})@[^\s<>]+>?$/.exec(value.trim());
  return match ? { id: Number(match[1]), createdAtMs: Number.parseInt(match[2], 36) } : undefined;
}
