// The two providers' webhook bodies, read into one ProviderEvent (./providerEvents.ts), or
// undefined for an event that changes nothing here (a delivery, a temporary failure, a soft
// bounce). Shapes: Mailgun's JSON webhooks ({ signature, "event-data" }) and Postmark's Bounce and
// SpamComplaint webhooks.
import { BadRequestError } from '../../errors';
import { PROVIDER_METADATA_HEADER } from './messageIds';
import type { ProviderEvent } from './providerEvents';

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const ADDRESS = /^[^\s@<>"]{1,200}@[^\s@<>"]{1,200}$/;
const METADATA_KEY = PROVIDER_METADATA_HEADER.replace(/^X-PM-Metadata-/i, '');

function addressOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 254 || !ADDRESS.test(value.trim())) throw new BadRequestError('The event names no recipient address');
  return value.trim().toLowerCase();
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');

/** Permanent failures are bounces; complaints are complaints; the rest is no news here. */
export function mailgunEvent(body: unknown, token: string): ProviderEvent | undefined {
  const data = objectOf(objectOf(body)['event-data']);
  const kind = data.event === 'complained' ? 'complained' : data.event === 'failed' && data.severity === 'permanent' ? 'bounced' : undefined;
  if (!kind) return undefined;
  const status = objectOf(data['delivery-status']);
  return {
    provider: 'mailgun',
    eventKey: token,
    kind,
    email: addressOf(data.recipient),
    description: text(status.description) || text(status.message) || text(data.reason) || (kind === 'bounced' ? 'permanent failure' : 'complaint'),
    messageId: objectOf(objectOf(data.message).headers)['message-id'],
    outboxId: objectOf(data['user-variables'])[METADATA_KEY],
  };
}

/** Postmark's permanent bounce types, and any bounce after which Postmark itself stops mailing the address. */
const POSTMARK_PERMANENT = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated']);

export function postmarkEvent(body: unknown): ProviderEvent | undefined {
  const data = objectOf(body);
  const id = data.ID;
  const kind = data.RecordType === 'SpamComplaint' ? 'complained' : data.RecordType === 'Bounce' && (POSTMARK_PERMANENT.has(String(data.Type)) || data.Inactive === true) ? 'bounced' : undefined;
  if (!kind) return undefined;
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id).length > 40) throw new BadRequestError('The event has no ID');
  return {
    provider: 'postmark',
    eventKey: `${data.RecordType}:${id}`,
    kind,
    email: addressOf(data.Email),
    description: text(data.Description) || text(data.Details) || text(data.Type),
    outboxId: objectOf(data.Metadata)[METADATA_KEY],
  };
}
