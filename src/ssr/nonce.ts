// Pages are rendered with a per-process placeholder where the request's CSP nonce goes, so a
// rendered page can be cached and served again with each response's own fresh nonce. The
// placeholder is random per process: no visitor can know it to plant it in their own text.
import { randomBytes } from 'node:crypto';

export const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString('hex')}`;

export const withNonce = (html: string, nonce: string) => html.replaceAll(NONCE_PLACEHOLDER, nonce);
