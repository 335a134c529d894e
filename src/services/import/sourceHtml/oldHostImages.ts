// Images an import leaves on the old site (nothing is fetched: the site makes no outbound
// requests): for each item, how many and where (host and folder, /wp-content/uploads/2019/), and
// for each host a summary that tells the owner how to bring them. An image the file itself
// brought (a key of the item's `files`) is not counted. "On the old site" is: a site-relative
// address, the old site's host (with or without www), WordPress.com's file host for a
// WordPress.com blog, any WordPress uploads folder, and Substack's image hosts.
import type { ImportWarning, SourceItem } from '../sourceTypes';
import { attributeOf, descendants, parseHtml } from './htmlTree';
import type { SourceHtmlOptions } from './transformSourceHtml';

const SUBSTACK_HOSTS = /(^|\.)(substackcdn\.com|substack-post-media\.s3\.amazonaws\.com|substack\.com)$/;
const OLD_SITE = 'the old site';

const HOW_TO_BRING: Record<SourceHtmlOptions['source'], string> = {
  wordpress: 'copy its uploads folder (wp-content/uploads) into a zip beside the export and import the zip, and they are stored here',
  ghost: 'copy its uploads folder (content/images) into a zip beside the export and import the zip, and they are stored here',
  substack: 'they show only as long as Substack serves them: download them and add them in the media library',
};

function oldHostsOf(options: SourceHtmlOptions): Set<string> {
  const hosts = new Set<string>();
  let host: string | undefined;
  try {
    host = options.oldSiteUrl ? new URL(options.oldSiteUrl).hostname.toLowerCase() : undefined;
  } catch {
    host = undefined;
  }
  if (!host) return hosts;
  const bare = host.replace(/^www\./, '');
  hosts.add(bare).add(`www.${bare}`);
  const wordPressCom = /^([^.]+)\.wordpress\.com$/.exec(bare);
  if (wordPressCom) hosts.add(`${wordPressCom[1]}.files.wordpress.com`);
  return hosts;
}

/** The host an image is on when that is the old site, or undefined. */
function oldHostOf(reference: string, options: SourceHtmlOptions, oldHosts: Set<string>): { host: string; path: string } | undefined {
  const trimmed = reference.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    const [host] = oldHosts;
    return { host: host ?? OLD_SITE, path: trimmed.replace(/[?#].*$/, '') };
  }
  let url: URL;
  try {
    url = new URL(trimmed, 'https://relative.invalid/');
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === 'relative.invalid') return undefined;
  const host = url.hostname.toLowerCase();
  const onOldSite =
    oldHosts.has(host) ||
    (options.source === 'wordpress' && url.pathname.includes('/wp-content/uploads/')) ||
    (options.source === 'substack' && SUBSTACK_HOSTS.test(host));
  return onOldSite ? { host, path: url.pathname } : undefined;
}

/** The folder an image is in, down to its year when it has one: /wp-content/uploads/2019/03/a.jpg → /wp-content/uploads/2019/. */
export function folderOf(path: string): string {
  const parts = path.split('/').slice(0, -1);
  const year = parts.findIndex((part) => /^(19|20)\d\d$/.test(part));
  return `${(year >= 0 ? parts.slice(0, year + 1) : parts).join('/')}/`;
}

function imagesOf(item: SourceItem): string[] {
  const references: string[] = [];
  if ('html' in item.body && /<img\b/i.test(item.body.html)) {
    for (const element of descendants(parseHtml(item.body.html))) {
      const src = element.tagName === 'img' ? attributeOf(element, 'src') : undefined;
      if (src?.trim()) references.push(src);
    }
  }
  if (item.featureImage) references.push(item.featureImage);
  return [...new Set(references)].filter((reference) => !(reference in item.files));
}

const images = (count: number) => `${count} image${count === 1 ? ' is' : 's are'}`;

export function oldHostImageWarnings(items: SourceItem[], options: SourceHtmlOptions): ImportWarning[] {
  const oldHosts = oldHostsOf(options);
  const warnings: ImportWarning[] = [];
  const totals = new Map<string, { count: number; folders: Set<string> }>();
  for (const item of items) {
    const byHost = new Map<string, { count: number; folders: Set<string> }>();
    for (const reference of imagesOf(item)) {
      const found = oldHostOf(reference, options, oldHosts);
      if (!found) continue;
      for (const tally of [byHost, totals]) {
        const entry = tally.get(found.host) ?? { count: 0, folders: new Set<string>() };
        entry.count++;
        entry.folders.add(folderOf(found.path));
        tally.set(found.host, entry);
      }
    }
    for (const [host, { count, folders }] of byHost) {
      warnings.push({ item: item.title || item.sourceId, message: `${images(count)} still on ${host} (${[...folders].join(', ')}): not copied here` });
    }
  }
  for (const [host, { count, folders }] of totals) {
    warnings.push({ item: host, message: `${images(count)} still on ${host} (${[...folders].slice(0, 6).join(', ')}${folders.size > 6 ? ', …' : ''}): ${HOW_TO_BRING[options.source]}` });
  }
  return warnings;
}
