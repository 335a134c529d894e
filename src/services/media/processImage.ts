// An uploaded image made ready to serve: decoded (which proves it is one), turned upright by
// its EXIF orientation, re-encoded without its metadata (GPS position, camera serial), and
// resized to the widths a phone, a tablet and a desktop ask for, as AVIF and WebP.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { variantWidths, VARIANT_FORMATS } from '../../../views/lib/mediaUrls';
import { HttpError } from '../../errors';
import type { FileType } from './fileType';

// Runs in the image process (imageWorker.ts). One thread of libvips per image: the upload queue
// decides how many images are worked on at once (uploadQueue.ts), so uploads never take every
// core. No operation cache: an upload's input is never seen again.
sharp.concurrency(1);
sharp.cache(false);

/** Larger images are refused before they are decoded: a small file can declare a huge canvas (a pixel bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface StoredBytes {
  variant: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  original: Buffer;
  variants: StoredBytes[];
}

const encoders: Record<string, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  gif: (image) => image.gif(),
};

/** Resizes and re-encodes the image; `signal` stops the work between two encodings. */
export async function processImage(input: Buffer, type: FileType, signal?: AbortSignal): Promise<ProcessedImage> {
  const animated = type.extension === 'gif';
  const open = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated }).rotate();
  let declared: Metadata;
  try {
    declared = await sharp(input, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw new HttpError(422, 'The image could not be read: the file is damaged or not really an image');
  }
  if ((declared.width ?? 0) * (declared.pageHeight ?? declared.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new HttpError(422, `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
  try {
    const encode = encoders[type.extension];
    const { data: original, info } = await encode(open()).toBuffer({ resolveWithObject: true });
    const height = animated ? (info.pageHeight ?? info.height) : info.height;
    const variants: StoredBytes[] = [];
    for (const width of variantWidths(type.extension, info.width)) {
      for (const format of VARIANT_FORMATS) {
        signal?.throwIfAborted();
        const bytes = await encoders[format](open().resize({ width, withoutEnlargement: true })).toBuffer();
        variants.push({ variant: `${width}.${format}`, bytes });
      }
    }
    return { width: info.width, height, original, variants };
  } catch {
    if (signal?.aborted) throw signal.reason;
    throw new HttpError(422, 'The image could not be read: the file is damaged or not really an image');
  }
}
