// What a post or essay takes on before it becomes emails: its featured image at a size suited to
// mail, and for a real send, its links through the send's click counter. The one hook
// ./newsletterSends.ts calls for a test and for a send alike.
import type { DataSource, EntityManager } from 'typeorm';
import { BlogPost } from '../../../entities';
import { parseImageUrl, variantUrl, variantWidths } from '../../../views/lib/mediaUrls';
import { trackLinks } from './clickTracking';
import { EMAIL_WIDTH } from './emailLayout';
import type { EmailImage, PostForEmail } from './postEmail';

/** Twice the shown width at most: sharp on a phone's screen, without mailing a 4,000 px original. */
const LARGEST_MAILED_WIDTH = 2 * EMAIL_WIDTH;
/** Mail programs that show no WebP (Outlook on Windows) still show these. */
const EVERYWHERE = ['jpg', 'png', 'gif'];

/** A featured image (decorative: the title follows it, so its alt is empty) at an address for mail: a library image's original when small enough and shown everywhere, else its largest WebP variant within the limit. */
export function emailImageOf(featuredImage: string | null, alt: string, siteUrl: string): EmailImage | undefined {
  if (!featuredImage) return undefined;
  let absolute: URL;
  try {
    absolute = new URL(featuredImage, `${siteUrl}/`);
  } catch {
    return undefined;
  }
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:') return undefined;
  const library = absolute.origin === siteUrl ? parseImageUrl(absolute.pathname) : undefined;
  if (!library) return { src: absolute.href, alt, width: EMAIL_WIDTH };
  const shown = Math.min(EMAIL_WIDTH, library.width);
  const height = Math.round((library.height * shown) / library.width);
  const variant = variantWidths(library.extension, library.width).filter((width) => width <= LARGEST_MAILED_WIDTH).at(-1);
  const original = EVERYWHERE.includes(library.extension) && library.width <= LARGEST_MAILED_WIDTH;
  const src = original || variant === undefined ? absolute.href : `${siteUrl}${variantUrl(library.hash, variant, 'webp')}`;
  return { src, alt, width: shown, height };
}

export interface ItemRef {
  area: 'blog' | 'essays';
  id: number;
}

export async function dressForEmail(db: DataSource | EntityManager, ref: ItemRef, item: PostForEmail, siteUrl: string, sendId?: number): Promise<PostForEmail> {
  const post = ref.area === 'blog' ? await db.getRepository(BlogPost).findOne({ select: { id: true, featuredImage: true }, where: { id: ref.id } }) : null;
  const image = post ? emailImageOf(post.featuredImage, '', siteUrl) : undefined;
  const dressed = image ? { ...item, image } : item;
  return sendId === undefined ? dressed : trackLinks(db, sendId, dressed, siteUrl);
}
