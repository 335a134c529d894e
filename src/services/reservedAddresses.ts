// Every address the site itself answers, in one list: the spec's pages and everything under
// them, the admin, the API, media, feeds, social cards and the files under static/. A page's
// slug, a redirect's `from` and an import may never take one of them (409 with the reason).
import { publicPageRoutes } from '../../views/app/routes';

/** A first path segment the site owns, with everything under it, and why. */
const RESERVED_SEGMENTS: Record<string, string> = {
  admin: 'the admin',
  api: 'the API',
  media: 'the media library',
  cards: 'social cards',
  'mail-view': 'emails viewed in the browser',
  backup: 'backups',
  newsletter: 'newsletter confirmations',
  pages: 'page previews',
  assets: 'the site’s scripts and styles',
  images: 'the site’s images',
  video: 'the site’s video',
  healthz: 'the health check',
  // Files under static/ (test/unit/reservedAddresses.test.ts checks every one is listed).
  'favicon.ico': 'the site’s icon',
  // The feeds, the sitemap, robots.txt and the web app manifest (src/feeds/routes.ts).
  'rss.xml': 'a feed',
  'atom.xml': 'a feed',
  'feed.json': 'a feed',
  'sitemap.xml': 'the sitemap',
  'robots.txt': 'robots.txt',
  'manifest.webmanifest': 'the web app manifest',
};

/** The spec's pages (/blog, /about, /search…): each first segment of the page table, the catch-all apart. */
const pageSegments = publicPageRoutes.map((route) => route.path.split('/')[1]).filter((segment) => segment !== '' && !segment.startsWith(':'));

const reserved = new Map<string, string>([...pageSegments.map((segment): [string, string] => [segment, `the site’s /${segment} page`]), ...Object.entries(RESERVED_SEGMENTS)]);

/** Why the site itself uses this path (its first segment, case-insensitively), or undefined when it does not. '/' is the home page. */
export function reservedAddressReason(path: string): string | undefined {
  const segment = path.split('/')[1]?.toLowerCase() ?? '';
  if (segment === '') return 'the home page';
  const reason = reserved.get(segment);
  return reason === undefined ? undefined : `/${segment} is ${reason}`;
}

/** Whether the site answers this path with something other than a page (the admin, the API, media, files, feeds): its first segment, case-insensitively. */
export const servedBesidePages = (path: string): boolean => Object.hasOwn(RESERVED_SEGMENTS, path.split('/')[1]?.toLowerCase() ?? '');

/** Every reserved first segment (for tests and the admin's hints). */
export const reservedSegments = (): string[] => [...reserved.keys()];
