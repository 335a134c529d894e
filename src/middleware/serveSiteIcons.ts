// GET /favicon.ico and the app icons (src/services/siteIcons/iconSizes.ts): made from the owner's
// image (design.iconMediaId) when there is one, else the default files under static/ answer
// (the next middleware). The icons are made once per image and kept; choosing another image
// changes the settings' version, so the next request makes the new set.
import type { Context, Next } from 'koa';
import type { DataSource } from 'typeorm';
import { MediaItem } from '../../entities/MediaItem';
import { readMediaBytes } from '../services/media/mediaStore';
import { SITE_ICON_PATHS } from '../services/siteIcons/iconSizes';
import { makeSiteIcons, type SiteIconFile } from '../services/siteIcons/makeSiteIcons';

/** The chosen image's media id, or null for the default icons. */
export type IconMediaIdReader = (db: DataSource) => Promise<number | null>;

interface Kept {
  /** The image's content hash: the same bytes always make the same icons. */
  hash: string;
  icons: Promise<Map<string, SiteIconFile> | undefined>;
}

async function iconsFrom(db: DataSource, hash: string): Promise<Map<string, SiteIconFile> | undefined> {
  const original = await readMediaBytes(db, hash, 'original');
  if (!original) return undefined;
  try {
    return await makeSiteIcons(original.bytes);
  } catch {
    return undefined; // not an image sharp can read: the default icons stay
  }
}

export function serveSiteIcons(db: DataSource, iconMediaIdOf: IconMediaIdReader) {
  let kept: Kept | undefined;
  return async (ctx: Context, next: Next) => {
    if (!SITE_ICON_PATHS.has(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const id = await iconMediaIdOf(db);
    const item = id === null ? null : await db.getRepository(MediaItem).findOne({ select: { id: true, hash: true, kind: true }, where: { id } });
    if (item?.kind !== 'image') return next();
    if (kept?.hash !== item.hash) {
      const icons = iconsFrom(db, item.hash);
      kept = { hash: item.hash, icons };
      // A failed read (the database, not the image) is tried again by the next request.
      icons.catch(() => {
        if (kept?.icons === icons) kept = undefined;
      });
    }
    const icon = (await kept.icons)?.get(ctx.path);
    if (!icon) return next();
    ctx.type = icon.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    // Set before the etag middleware looks: it then leaves the body unhashed.
    ctx.set('ETag', `"icon-${item.hash}-${icon.bytes.length}"`);
    ctx.body = icon.bytes;
  };
}
