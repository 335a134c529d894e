// The slugs items have left behind. After a slug change the old address answers 301 to the
// item's current one (every old slug points at the item, not at the next slug, so chains
// collapse to one hop); after a delete the item's slugs answer 410. An item that takes a
// retired slug wins it back.
import type { Store } from '../db';
import { RetiredSlug } from '../../entities';
import type { ContentArea } from './contentVersions';

const retired = (db: Store) => db.getRepository(RetiredSlug);

/** The item with this id no longer answers at `slug`. */
export async function retireSlug(db: Store, area: ContentArea, slug: string, itemId: number): Promise<void> {
  await retired(db).delete({ area, slug });
  await retired(db).insert({ area, slug, itemId });
}

/** A live item now uses `slug`: it stops pointing anywhere else. */
export async function reclaimSlug(db: Store, area: ContentArea, slug: string): Promise<void> {
  await retired(db).delete({ area, slug });
}

/** The item was deleted: its current slug and every old one answer 410 from now on. */
export async function retireDeletedItem(db: Store, area: ContentArea, itemId: number, slug: string): Promise<void> {
  await retired(db).update({ area, itemId }, { itemId: null });
  await retired(db).delete({ area, slug });
  await retired(db).insert({ area, slug, itemId: null });
}

/** Where a slug no item has went: to an item (its id), to nothing (deleted: null), or undefined when it was never retired. */
export async function whereSlugWent(db: Store, area: ContentArea, slug: string): Promise<number | null | undefined> {
  const row = await retired(db).findOneBy({ area, slug });
  return row ? row.itemId : undefined;
}
