// Short-lived links that show one stored email as its recipient would see it, for the admin's
// mail viewer (an <iframe> cannot send the admin key). A link is the email's id, its expiry and
// an HMAC of both under a key derived from the admin secret, checked in constant time.
import { expiringSignature, validExpiringSignature } from '../../lib/signatures';

const LIFETIME_MS = 15 * 60_000;
const PURPOSE = 'email views';

export const emailViewPath = (secret: string, id: number, now = Date.now()) => {
  const { expires, signature } = expiringSignature(secret, PURPOSE, `email:${id}`, LIFETIME_MS, now);
  return `/mail-view/${id}/${expires}/${signature}`;
};

const VIEW_PATH = /^\/mail-view\/([1-9]\d{0,9})\/(\d{13})\/([\w-]{43})$/;

/** The email id a view path opens, or undefined when it is malformed, forged or expired. */
export function emailIdOfView(secret: string, path: string, now = Date.now()): number | undefined {
  const match = VIEW_PATH.exec(path);
  if (!match) return undefined;
  const id = Number(match[1]);
  return validExpiringSignature(secret, PURPOSE, `email:${id}`, Number(match[2]), match[3], now) ? id : undefined;
}
