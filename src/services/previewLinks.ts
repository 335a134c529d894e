// Private preview links of unpublished items. A link is the item's id and an HMAC of a random
// per-item nonce: the database holds only the nonce, so a copy of it alone opens no preview;
// the link is checked in constant time; a new nonce revokes every earlier link. The HMAC key
// is derived from the admin secret: changing the secret revokes every link too.
import { randomBytes } from 'node:crypto';
import { sameSignature, signature as sign } from '../lib/signatures';
import type { ContentArea } from './contentVersions';

export interface PreviewSigning {
  /** The admin secret, from which the links' key is derived. */
  secret: string;
  siteUrl: string;
}

export const newPreviewNonce = () => randomBytes(16).toString('base64url');

const signature = (signing: PreviewSigning, area: ContentArea, id: number, nonce: string) => sign(signing.secret, 'preview links', `preview:${area}:${id}:${nonce}`);

/** The token of the item's current link: '{id}.{signature}'. */
export const previewToken = (signing: PreviewSigning, area: ContentArea, id: number, nonce: string) => `${id}.${signature(signing, area, id, nonce)}`;

/** The item id a token names, read before the check (which needs the item's nonce); undefined for anything malformed. */
export function previewTokenItemId(token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.[\w-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : Number.NaN;
  return id <= 2_147_483_647 ? id : undefined;
}

/** Whether the token is the item's current link, compared in constant time. */
export function isPreviewToken(signing: PreviewSigning, area: ContentArea, id: number, nonce: string | null, token: string): boolean {
  if (!nonce) return false;
  return sameSignature(previewToken(signing, area, id, nonce), token);
}
