// The favicon and app icons made from one image (the owner's, from the media library): each size
// a square PNG, the image fitted inside it on a transparent ground (a logo keeps its edges), and
// favicon.ico holding the small sizes. The Apple touch icon is flattened on white: iOS shows
// transparency as black. Sharp works in libuv's pool, off the event loop; loaded with the first
// icon, so a site with the default icons never loads libvips for them.
import { FAVICON, SITE_ICONS } from './iconSizes';

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** Far above any image the media library keeps (it refuses larger ones on upload). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface SiteIconFile {
  type: string;
  bytes: Buffer;
}

/** Each icon's bytes by its address. Rejects when the bytes are not an image sharp can read. */
export async function makeSiteIcons(source: Buffer): Promise<Map<string, SiteIconFile>> {
  const sharp = (await import('sharp')).default;
  const { encode } = await import('sharp-ico');
  const png = (size: number, opaque = false) =>
    sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      // sharp flattens before it resizes: the opaque icon's margin gets its white from the resize.
      .flatten(opaque ? { background: WHITE } : false)
      .resize(size, size, { fit: 'contain', background: opaque ? WHITE : TRANSPARENT })
      .png({ compressionLevel: 9 })
      .toBuffer();

  const icons = new Map<string, SiteIconFile>();
  for (const icon of Object.values(SITE_ICONS)) {
    icons.set(icon.path, { type: 'image/png', bytes: await png(icon.size, icon === SITE_ICONS.appleTouch) });
  }
  const small = await Promise.all(FAVICON.sizes.map((size) => png(size)));
  icons.set(FAVICON.path, { type: 'image/x-icon', bytes: encode(small) });
  return icons;
}
