// Who may report bounces and complaints. Mailgun signs each webhook: an HMAC-SHA256 of its
// timestamp and token under the signing key, in the body; a bad signature is refused (401), and
// so is a stale timestamp or a token seen before (403, a replay). Postmark's webhooks carry basic
// auth credentials the owner put in the webhook's URL. Both compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../errors';

/** A signed event older (or further ahead) than this is refused. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface MailgunSignature {
  timestamp: string;
  token: string;
  signature: string;
}

export const mailgunSignatureOf = (signingKey: string, timestamp: string, token: string) => createHmac('sha256', signingKey).update(timestamp + token).digest('hex');

/** Throws 401 for a missing or wrong signature, 403 for a stale one; the token's replay is refused when the event is stored. */
export function checkMailgunSignature(signingKey: string, raw: unknown, now = Date.now()): MailgunSignature {
  const signature = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const [timestamp, token, given] = [signature.timestamp, signature.token, signature.signature].map((value) => (typeof value === 'number' ? String(value) : value));
  if (typeof timestamp !== 'string' || typeof token !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(timestamp) || token.length < 10 || token.length > 128) {
    throw new HttpError(401, 'The event carries no valid Mailgun signature');
  }
  if (!sameText(mailgunSignatureOf(signingKey, timestamp, token), given.toLowerCase())) throw new HttpError(401, 'The event carries no valid Mailgun signature');
  if (Math.abs(now - Number(timestamp) * 1000) > WEBHOOK_MAX_AGE_MS) throw new HttpError(403, 'The event is too old (more than 5 minutes)');
  return { timestamp, token, signature: given };
}

/** Throws 401 unless the Authorization header holds exactly these basic-auth credentials. */
export function checkBasicAuth(header: string | undefined, expected: { user: string; password: string }): void {
  const given = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(header ?? '')?.[1];
  const decoded = given ? Buffer.from(given, 'base64').toString('utf8') : '';
  if (!sameText(decoded, `${expected.user}:${expected.password}`)) {
    throw new HttpError(401, 'Invalid or missing webhook credentials', undefined, { 'WWW-Authenticate': 'Basic realm="email events"' });
  }
}
