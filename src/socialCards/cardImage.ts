// The images around a card's drawing: the featured image it shows, cut to the card's image panel
// as a JPEG before it goes to the card thread, and the drawn PNG compressed again (below). Read from the media store (a /media/ upload: its 960-pixel WebP copy when it has
// one, else its original) or from static/ (the seeded posts' files). Sharp runs here, off the
// event loop in libuv's pool, not on the card thread: a thread ended by its deadline in the middle
// of sharp's work can bring the whole process down (lovell/sharp#2263).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { parseImageUrl, variantWidths } from '../../views/lib/mediaUrls';
import { projectRoot } from '../config';
import { readMediaBytes } from '../services/media/mediaStore';
import { CARD_HEIGHT } from './cardAddress';
import { IMAGE_PANEL_WIDTH } from './cardLayout';

const staticDir = path.join(projectRoot, 'static');
// Loaded with the first card: the server itself never needs libvips otherwise.
const loadSharp = async () => (await import('sharp')).default;
/** Far above any image the media library keeps; a static file past it is not shown. */
const MAX_INPUT_PIXELS = 50_000_000;
const PREFERRED_WIDTH = 960;

async function mediaBytes(db: DataSource, address: string): Promise<Buffer | undefined> {
  const image = parseImageUrl(address);
  if (!image) return undefined;
  const widths = variantWidths(image.extension, image.width);
  const width = widths.find((w) => w >= PREFERRED_WIDTH) ?? widths[widths.length - 1];
  const variant = width ? await readMediaBytes(db, image.hash, `${width}.webp`) : undefined;
  return (variant ?? (await readMediaBytes(db, image.hash, 'original')))?.bytes;
}

async function staticBytes(address: string): Promise<Buffer | undefined> {
  const file = path.resolve(staticDir, `.${address}`);
  if (!file.startsWith(`${staticDir}${path.sep}`)) return undefined;
  return readFile(file).catch(() => undefined);
}

/** The image's bytes, or undefined when it is gone. `address` comes from cardImageOf (a raster image on this site). */
export const readCardImage = (db: DataSource, address: string): Promise<Buffer | undefined> =>
  address.startsWith('/media/') ? mediaBytes(db, address) : staticBytes(address);

/** The image cut to fill the panel, as a JPEG; undefined when it cannot be read (the card is drawn without it). */
export async function panelImage(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(IMAGE_PANEL_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#1e1b4b' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * The card's PNG compressed again, losslessly: resvg writes it fast but large (a text card about
 * 160 KB, one with a photo 330 KB); zlib at level 9 makes those about 50 KB and 230 KB in 20 ms.
 */
export async function compactPng(png: Buffer): Promise<Buffer> {
  try {
    const sharp = await loadSharp();
    const smaller = await sharp(png).png({ compressionLevel: 9 }).toBuffer();
    return smaller.length < png.length ? smaller : png;
  } catch {
    return png;
  }
}
