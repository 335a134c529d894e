// The links in subscription emails: confirm (valid for a week) and unsubscribe (valid while the
// subscription exists); and the "subscribe again" button of the unsubscribe page (a day). Each is the subscriber's id (and expiry) with an HMAC, under
// SIGNING_SECRET, of those and the address; checked in constant time, so a forged or altered
// link opens nothing.
import { sameSignature, signature } from '../../lib/signatures';

export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const RESUBSCRIBE_LIFETIME_MS = 24 * 60 * 60_000;

export type TokenPurpose = 'confirm' | 'unsubscribe' | 'resubscribe';
type Purpose = TokenPurpose;

const sign = (secret: string, purpose: Purpose, id: number, email: string, expires: number) => signature(secret, 'subscription links', `${purpose}:${id}:${email}:${expires}`);

export const confirmToken = (secret: string, id: number, email: string, now = Date.now()) => {
  const expires = now + CONFIRMATION_LIFETIME_MS;
  return `${id}.${expires}.${sign(secret, 'confirm', id, email, expires)}`;
};

export const unsubscribeToken = (secret: string, id: number, email: string) => `${id}.0.${sign(secret, 'unsubscribe', id, email, 0)}`;

/** Issued on the page that confirms an unsubscription, for its "Subscribe again" button only. */
export const resubscribeToken = (secret: string, id: number, email: string, now = Date.now()) => {
  const expires = now + RESUBSCRIBE_LIFETIME_MS;
  return `${id}.${expires}.${sign(secret, 'resubscribe', id, email, expires)}`;
};

const TOKEN = /^([1-9]\d{0,9})\.(0|\d{13})\.([\w-]{43})$/;

/** The subscriber id a token names, read before the check (which needs their address). */
export function tokenSubscriberId(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** When a confirm token was issued: its expiry less its lifetime (0 for a malformed token). */
export function confirmTokenIssuedAt(token: string): number {
  const match = TOKEN.exec(token);
  return match ? Number(match[2]) - CONFIRMATION_LIFETIME_MS : 0;
}

export function isValidToken(secret: string, purpose: Purpose, token: string, subscriber: { id: number; email: string }, now = Date.now()): boolean {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return false;
  const expires = Number(match[2]);
  if (purpose === 'unsubscribe' ? expires !== 0 : expires < now) return false;
  return sameSignature(sign(secret, purpose, subscriber.id, subscriber.email, expires), match[3]);
}

export const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
