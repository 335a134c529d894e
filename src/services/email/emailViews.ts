// Short-lived links that show one stored email as its recipient would see it, for the admin's
// mail viewer (an <iframe> cannot send the admin key). A link is the email's id, its expiry and
// an HMAC of both under a key derived from the admin secret, checked in constant time.
import { sameSignature, signature } from '../../lib/signatures';

const LIFETIME_MS = 15 * 60_000;

const signatureOf = (secret: string, id: number, expires: number) => signature(secret, 'email views', `email:${id}:${expires}`);

export const emailViewPath = (secret: string, id: number, now = Date.now()) => {
  const expires = now + LIFETIME_MS;
  return `/mail-view/${id}/${expires}/${signatureOf(secret, id, expires)}`;
};

const VIEW_PATH = /^\/mail-view\/([1-9]\d{0,9})\/(\d{13})\/([\w-]{43})$/;

/** The email id a view path opens, or undefined when it is malformed, forged or expired. */
export function emailIdOfView(secret: string, path: string, now = Date.now()): number | undefined {
  const match = VIEW_PATH.exec(path);
  if (!match) return undefined;
  const [id, expires] = [Number(match[1]), Number(match[2])];
  if (expires < now) return undefined;
  return sameSignature(signatureOf(secret, id, expires), match[3]) ? id : undefined;
}
