// What a public read of a slug no published item has answers: 301 to the item's current slug
// when the slug was retired by a change (and the item is published), 410 when its item was
// deleted, else 404. The page renderer answers the same three for the page.
import type { DataSource, EntityTarget } from 'typeorm';
import { GoneError, MovedPermanentlyError, NotFoundError } from '../errors';
import type { ContentArea } from './contentVersions';
import { publishedBy } from './published';
import { whereSlugWent } from './retiredSlugs';

/** The public API address of an item by its slug. */
export const publicPostPath = (slug: string) => `/api/blog/post/${encodeURIComponent(slug)}`;
export const publicEssayPath = (slug: string) => `/api/ai-islam/${encodeURIComponent(slug)}`;
export const publicPagePath = (slug: string) => `/api/pages/${encodeURIComponent(slug)}`;

const missing: Record<string, string> = { blog: 'Post not found', essays: 'Essay not found', pages: 'Page not found' };

export async function notPublishedAt(db: DataSource, area: ContentArea, entity: EntityTarget<{ id: number; slug: string; publishedAt: Date | null }>, slug: string, pathOf: (slug: string) => string): Promise<never> {
  const itemId = await whereSlugWent(db, area, slug);
  if (itemId === null) throw new GoneError(`${missing[area]}: it was deleted`);
  if (itemId !== undefined) {
    const item = await db.getRepository(entity).findOne({ select: { id: true, slug: true }, where: { id: itemId, publishedAt: publishedBy() } });
    if (item) throw new MovedPermanentlyError(item.slug, pathOf(item.slug));
  }
  throw new NotFoundError(missing[area]);
}
