// The sample posts' featured images as the media pipeline made them from the drawings in
// static/images/blog (scripts/rasteriseSampleImages.mjs): the seed stores them as media items, so
// a sample's image is served as an owner's upload is (sized AVIF and WebP at three widths, which a
// phone decodes off the main thread, where an SVG was a document of its own: issue 48), and
// removing the samples takes the images only they use (src/services/admin/sampleContent.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { MediaItem } from '../../entities/MediaItem';
import { imageUrl } from '../../views/lib/mediaUrls';
import { projectRoot } from '../config';
import { saveMedia } from '../services/media/mediaStore';
import { sampleBlogPosts } from './content/blogPosts';

interface SampleImage {
  /** Its folder under src/seed/images. */
  name: string;
  hash: string;
  width: number;
  height: number;
  variants: string[];
}

const folder = path.join(projectRoot, 'src', 'seed', 'images');
const manifest: Record<string, SampleImage> = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
const WEBP = { kind: 'image', contentType: 'image/webp', extension: 'webp' } as const;

/** The address a sample's drawing is served at: its raster copy in the media library (the drawing itself when it has none). */
export function sampleImageUrl(drawing: string): string {
  const image = manifest[drawing];
  return image ? imageUrl({ hash: image.hash, width: image.width, height: image.height, extension: WEBP.extension }) : drawing;
}

/** Stores the sample posts' images that the media library does not hold yet; encodes nothing. */
export async function storeSampleImages(db: DataSource): Promise<void> {
  for (const post of sampleBlogPosts) {
    const image = post.featuredImage ? manifest[post.featuredImage] : undefined;
    if (!image || (await db.getRepository(MediaItem).existsBy({ hash: image.hash }))) continue;
    const read = (file: string) => readFileSync(path.join(folder, image.name, file));
    await saveMedia(db, { hash: image.hash, type: WEBP, fileName: `${image.name}.webp`, alt: post.title }, {
      width: image.width,
      height: image.height,
      original: read('original.webp'),
      variants: image.variants.map((variant) => ({ variant, bytes: read(variant) })),
    });
  }
}
