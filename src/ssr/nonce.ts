// Pages are rendered with the response's own CSP nonce. A page kept in the page cache is stored
// cut where that nonce stood, so each later response is the same page with its own fresh nonce
// put back. The nonce is random per response: no visitor can know it to plant it in their text.
//
// How it is put back depends on the page's size, both measured back to back with the bench:
// - Most pages: one string join. Copying bytes into a new Buffer per response instead halved the
//   cached post's throughput (2,908 against 5,507 req/s): each response's Buffer is memory
//   outside V8's heap, allocated and tracked one by one.
// - A page whose string V8 cannot keep in its young generation (past about 128 KB of string:
//   65,536 characters once one character is outside Latin-1, as an em dash is): there a join
//   per response cost about 0.7 ms instead of 0.05, and the cached list of 1,000 essays answered
//   959 req/s against the blog's 3,066. Such a page is kept as UTF-8 bytes and copied once per
//   response (2,174 req/s).

/** The size of a string past which V8 allocates it outside the young generation. */
const LARGE_STRING_BYTES = 120 * 1024;

/** A rendered page cut where its nonce stood: strings, or UTF-8 bytes for a large page. */
export type NonceTemplate =
  | { readonly parts: readonly string[]; readonly asBytes: false; readonly bytes: number }
  | { readonly parts: readonly Buffer[]; readonly asBytes: true; readonly bytes: number };

/** V8 stores a string with one byte a character while every character is Latin-1, else two. */
const stringBytes = (text: string) => text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);

export function nonceTemplate(html: string, nonce: string): NonceTemplate {
  const parts = html.split(nonce);
  const bytes = stringBytes(html);
  if (bytes <= LARGE_STRING_BYTES) return { parts, asBytes: false, bytes };
  const encoded = parts.map((part) => Buffer.from(part, 'utf8'));
  return { parts: encoded, asBytes: true, bytes: encoded.reduce((sum, part) => sum + part.length, 0) };
}

/** The page for one response: the parts with its own nonce between them. */
export function fillNonce(template: NonceTemplate, nonce: string): string | Buffer {
  if (!template.asBytes) return template.parts.join(nonce);
  const nonceBytes = Buffer.from(nonce, 'latin1'); // base64: ASCII only
  const page = Buffer.allocUnsafe(template.bytes + nonceBytes.length * (template.parts.length - 1));
  let at = 0;
  for (const [i, part] of template.parts.entries()) {
    if (i > 0) at += nonceBytes.copy(page, at);
    at += part.copy(page, at);
  }
  return page;
}
