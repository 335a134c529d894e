// Pages are rendered with the response's own CSP nonce. A page kept in the page cache is stored
// with a per-process placeholder where that nonce was, so each later response is sent with its
// own fresh nonce. The placeholder is random per process and a nonce is random per response:
// no visitor can know either to plant it in their own text.
import { randomBytes } from 'node:crypto';

const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString('hex')}`;

/** The page as stored: its response's nonce replaced by the placeholder. */
export const withNoncePlaceholder = (html: string, nonce: string) => html.replaceAll(nonce, NONCE_PLACEHOLDER);

/** A stored page for a response: the placeholder replaced by the response's nonce. */
export const withNonce = (html: string, nonce: string) => html.replaceAll(NONCE_PLACEHOLDER, nonce);
