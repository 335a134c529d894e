// The owner's portrait as pages show it: the chosen media item's address (an image's address
// carries its size, and the Picture component finds its AVIF and WebP copies from it) and its alt
// text: the one written in the settings, else the media library's, else the owner's name. No
// portrait when none is chosen, or when the item is gone or is not an image.
import type { DataSource } from 'typeorm';
import { MediaItem } from '../../../entities/MediaItem';
import type { IdentitySettings, PortraitImage } from '../../../views/api/settings';
import { mediaUrlOf } from '../media/mediaStore';

export async function portraitOf(db: DataSource, identity: IdentitySettings): Promise<PortraitImage | null> {
  if (identity.portraitMediaId === null) return null;
  const item = await db.getRepository(MediaItem).findOneBy({ id: identity.portraitMediaId });
  if (item?.kind !== 'image' || !item.width || !item.height) return null;
  return { url: mediaUrlOf(item), alt: identity.portraitAlt.trim() || item.alt.trim() || identity.name };
}
