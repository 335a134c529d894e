// What a redirect may lead to, decided once for the admin's check and for the 301 that answers
// it: a path of this site (views/lib/sitePath.ts, a query and fragment allowed) or an http(s)
// address that `new URL()` reads, port in range included (a stored value it cannot read would
// otherwise make the answer throw).
import { isSitePath } from './sitePath';

/** The Location to answer for `to`, or undefined when `to` is no target a redirect may have. */
export function redirectLocationOf(to: string): string | undefined {
  if (to.startsWith('/')) return isSitePath(to, { query: true }) ? to : undefined;
  if (!/^https?:\/\//i.test(to) || /[\s\\]/.test(to)) return undefined;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return undefined; // a port past 65535, a host no URL may have
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : undefined;
}

/**
 * The path on the site at `siteOrigin` that `to` leads to ('/a', 'https://site/a' and
 * 'http://site/a' alike: a proxy that upgrades http to https makes the last one this site too),
 * or undefined when it leads elsewhere.
 */
export function pathOnSiteOf(to: string, siteOrigin: string): string | undefined {
  if (to.startsWith('/')) return isSitePath(to, { query: true }) ? to.split(/[?#]/)[0] : undefined;
  const location = redirectLocationOf(to);
  if (!location) return undefined;
  const url = new URL(location);
  return url.host === new URL(siteOrigin).host ? url.pathname : undefined;
}
