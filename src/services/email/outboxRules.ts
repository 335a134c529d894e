// What an outbox row may hold to be sent, in one place: the enqueuing code, a restore and the
// sender itself apply it, so a row that came from anywhere (a backup edited by hand) can neither
// reach a second recipient nor carry a header the site never writes.
import { isEmail } from 'class-validator';

/** A header value on one line: a line break in a name or a subject can never start a header of its own. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and NUL are what is removed
export const oneLine = (value: string) => value.replace(/[\r\n\u0000\u2028\u2029]+/g, ' ').trim();

/**
 * A display name for an address header: one line, and none of the characters that could make a
 * mail program read part of it as an address ('Bob <eve@evil.example>' shows as 'Bob eve evil.example').
 */
export const displayName = (name: string) =>
  oneLine(name)
    .replace(/[<>@,;:"\\()[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** The headers the site writes itself (the newsletter's and the welcome email's one-click unsubscribe); any other is dropped. */
export const SITE_HEADERS: readonly string[] = ['List-Unsubscribe', 'List-Unsubscribe-Post'];

/** The stored headers the site may send: only SITE_HEADERS, each value on one line. Anything else (not an object, not text) is dropped. */
export function siteHeaders(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const known = SITE_HEADERS.find((allowed) => allowed.toLowerCase() === name.toLowerCase());
    if (known && typeof value === 'string') kept[known] = oneLine(value);
  }
  return kept;
}

/** The stored JSON of a row's headers, read through siteHeaders (text that is not JSON holds none). */
export function storedSiteHeaders(json: unknown): Record<string, string> {
  try {
    return siteHeaders(typeof json === 'string' ? JSON.parse(json) : undefined);
  } catch {
    return {};
  }
}

/**
 * One mailbox, as the address alone: no display name, no list ('a@x, b@x'), no line break that
 * could start a header of its own. A domain without a dot (the owner's 'me@localhost') is one.
 */
export const isSingleMailbox = (address: unknown): address is string =>
  typeof address === 'string' && address.length <= 254 && isEmail(address, { require_tld: false, allow_display_name: false, allow_ip_domain: false });
