// Pages are rendered with the response's own CSP nonce. A page kept in the page cache is stored
// cut where that nonce stood, so each later response is the same page with its own fresh nonce
// put back by one join (strings: measured cheaper here than copying bytes into a new Buffer per
// response). The nonce is random per response: no visitor can know it to plant it in their text.

/** A rendered page cut where its nonce stood. */
export interface NonceTemplate {
  readonly parts: readonly string[];
  /** Memory held (UTF-16). */
  readonly bytes: number;
}

export function nonceTemplate(html: string, nonce: string): NonceTemplate {
  return { parts: html.split(nonce), bytes: html.length * 2 };
}

/** The page for one response: the parts with its own nonce between them. */
export const fillNonce = ({ parts }: NonceTemplate, nonce: string): string => parts.join(nonce);
