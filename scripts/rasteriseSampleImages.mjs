// `node --import tsx scripts/rasteriseSampleImages.mjs`: turns the sample posts' SVG drawings
// (static/images/blog/*.svg) into what the media pipeline makes of an owner's upload: the drawing
// rasterised once to WebP, then src/services/media/processImage.ts's original and its AVIF and
// WebP widths, written under src/seed/images/<name>/ with a manifest the seed reads. A browser
// then decodes a sized raster image (and picks its width from a srcset), not an SVG document on
// the main thread (issue 48). Run it again after changing a drawing; the seed stores the files as
// media items without encoding anything, so starting a site stays fast.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '../src/services/media/processImage.ts';
import { hashOf } from '../src/services/media/mediaStore.ts';

const drawings = 'static/images/blog';
const out = 'src/seed/images';
rmSync(out, { recursive: true, force: true });
const manifest = {};
for (const file of readdirSync(drawings).filter((name) => name.endsWith('.svg')).sort()) {
  const name = file.replace(/\.svg$/, '');
  const raster = await sharp(readFileSync(path.join(drawings, file))).webp({ lossless: true }).toBuffer();
  const image = await processImage(raster, { kind: 'image', extension: 'webp', contentType: 'image/webp' });
  mkdirSync(path.join(out, name), { recursive: true });
  writeFileSync(path.join(out, name, 'original.webp'), image.original);
  for (const { variant, bytes } of image.variants) writeFileSync(path.join(out, name, variant), bytes);
  manifest[`/${drawings.replace(/^static\//, '')}/${file}`] = {
    name, hash: hashOf(image.original), width: image.width, height: image.height, variants: image.variants.map(({ variant }) => variant),
  };
  console.log(`${file}: ${image.width}x${image.height}, ${image.original.length} bytes and ${image.variants.length} variants`);
}
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
