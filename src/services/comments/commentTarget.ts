// Which published post or essay an address of this site names: a reply's inReplyTo, a
// Webmention's target. Only posts and essays take comments; any other address is not one.
import type { DataSource } from 'typeorm';
import { BlogPost, Essay } from '../../../entities';
import { publishedBy } from '../published';

export type CommentArea = 'blog' | 'essays';

export interface CommentTarget {
  itemArea: CommentArea;
  itemId: number;
  slug: string;
  /** The item's public address. */
  url: string;
}

const PATHS: [RegExp, CommentArea, typeof BlogPost | typeof Essay][] = [
  [/^\/blog\/([^/]+)\/?$/, 'blog', BlogPost],
  [/^\/ai-islam\/([^/]+)\/?$/, 'essays', Essay],
];

export const publicItemPath = (area: CommentArea, slug: string) => `${area === 'blog' ? '/blog' : '/ai-islam'}/${encodeURIComponent(slug)}`;

/** The published item at `address` (absolute, on this site's host, or a path), or null. */
export async function findCommentTarget(db: DataSource, siteUrl: string, address: string): Promise<CommentTarget | null> {
  let url: URL;
  try {
    url = new URL(address, siteUrl);
  } catch {
    return null;
  }
  if (url.host.toLowerCase() !== new URL(siteUrl).host.toLowerCase() || !['http:', 'https:'].includes(url.protocol)) return null;
  for (const [pattern, itemArea, entity] of PATHS) {
    const match = url.pathname.match(pattern);
    if (!match) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    const item = await db.getRepository(entity).findOne({ select: { id: true, slug: true }, where: { slug, publishedAt: publishedBy() } });
    return item ? { itemArea, itemId: item.id, slug: item.slug, url: `${siteUrl}${publicItemPath(itemArea, item.slug)}` } : null;
  }
  return null;
}
