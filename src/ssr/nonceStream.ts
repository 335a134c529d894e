// Pages are rendered with a per-process placeholder where the request's CSP nonce goes, so a
// rendered page can be cached and served again with each response's own fresh nonce. The
// placeholder is random per process: no visitor can know it to plant it in their own text.
import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString('hex')}`;

export const withNonce = (html: string, nonce: string) => html.replaceAll(NONCE_PLACEHOLDER, nonce);

/** Length of the longest end of `text` that could be the start of the placeholder. */
function partialPlaceholderAtEnd(text: string): number {
  for (let n = Math.min(NONCE_PLACEHOLDER.length - 1, text.length); n > 0; n--) {
    if (NONCE_PLACEHOLDER.startsWith(text.slice(-n))) return n;
  }
  return 0;
}

/**
 * Passes HTML through with the placeholder replaced by `nonce` (also across chunk boundaries),
 * adds `suffix` at the end, and hands the placeholder form of the whole document to
 * `onComplete` when it ends.
 */
export function nonceReplacingStream(nonce: string, suffix: string, onComplete: (html: string) => void): Transform {
  const decoder = new StringDecoder('utf8');
  const original: string[] = [];
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      original.push(text);
      const joined = withNonce(carry + text, nonce);
      const keep = partialPlaceholderAtEnd(joined);
      carry = joined.slice(joined.length - keep);
      done(null, joined.slice(0, joined.length - keep));
    },
    flush(done) {
      const rest = decoder.end() + suffix;
      original.push(rest);
      onComplete(original.join(''));
      done(null, withNonce(carry + rest, nonce));
    },
  });
}
