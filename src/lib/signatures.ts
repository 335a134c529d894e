// The one way the site signs and checks its links (previews, email views, subscription links):
// an HMAC-SHA256 under a key derived from a secret and the link's purpose, compared in
// constant time, so a guess learns nothing from how long the check took.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64url HMAC of `message` under a key of its own for `purpose`, derived from `secret`. */
export function signature(secret: string, purpose: string, message: string): string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(message).digest('base64url');
}

export function sameSignature(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A link that stops working: its expiry, `lifetimeMs` from `now`, signed together with `message`. */
export function expiringSignature(secret: string, purpose: string, message: string, lifetimeMs: number, now: number) {
  const expires = now + lifetimeMs;
  return { expires, signature: signature(secret, purpose, `${message}:${expires}`) };
}

/** Whether `given` signs `message` with `expires`, and `expires` has not passed. */
export function validExpiringSignature(secret: string, purpose: string, message: string, expires: number, given: string, now: number): boolean {
  return expires >= now && sameSignature(signature(secret, purpose, `${message}:${expires}`), given);
}
