// The one rule for "a path on this site", used wherever a stored value becomes a link or a
// Location: the header's navigation, the footer's legal links, redirects and imported settings.
// A browser reads '/\host' as '//host' (another site), drops tabs and line breaks from a URL
// before reading it, and some servers decode '%2F' and '%5C' before routing: so a path must
// start with one '/' followed by anything but another slash in any spelling, and hold no
// backslash, whitespace, control or invisible format character, raw or percent-encoded.

/** '//', '/\' and their percent-encoded spellings after the first '/': another host. */
const ANOTHER_HOST = /^\/(?:[/\\]|%2f|%5c)/i;
/** A backslash anywhere, raw or encoded: browsers read it as '/'. */
const BACKSLASH = /\\|%5c/i;
/** Whitespace of any script, and control, format (zero-width, bidi), private-use or unassigned characters. */
const INVISIBLE = /[\s\p{C}]/u;
/** Percent-encoded C0 controls and DEL. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export interface SitePathOptions {
  /** Whether a query ('?…') and fragment ('#…') may follow the path (a redirect's target); navigation takes neither. */
  query?: boolean;
}

/** Whether `text` is a path on this site ('/about'), never another host, a scheme or a hidden character. */
export function isSitePath(text: string, { query = false }: SitePathOptions = {}): boolean {
  if (!text.startsWith('/')) return false; // no scheme ('javascript:'), no relative path
  if (ANOTHER_HOST.test(text) || BACKSLASH.test(text)) return false;
  if (INVISIBLE.test(text) || ENCODED_CONTROL.test(text)) return false;
  return query || !/[?#]/.test(text);
}
