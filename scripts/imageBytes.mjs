// The image bytes a phone downloads for a post's featured image, before and after the media
// store: `node scripts/imageBytes.mjs photo.jpg`. "Before" is the photo as an owner would have
// put it under static/ (1600 px wide, JPEG quality 85, served as-is to every screen); "after" is
// the variant a 390 px phone picks from the post page's srcset (sizes="100vw") at device pixel
// ratios 1, 2 and 3, made exactly as the upload makes them (src/services/media/processImage.ts).
import sharp from 'sharp';

const [photo] = process.argv.slice(2);
if (!photo) {
  console.error('usage: node scripts/imageBytes.mjs <photo>');
  process.exit(2);
}
const before = await sharp(photo).rotate().resize({ width: 1600 }).jpeg({ quality: 85 }).toBuffer();
const widths = [480, 960, 1600];
const chosen = (ratio) => widths.find((w) => w >= 390 * ratio) ?? widths.at(-1);
console.log(`before: ${(before.length / 1024).toFixed(1)} KB (1600 px JPEG, every screen)`);
for (const ratio of [1, 2, 3]) {
  const width = chosen(ratio);
  const avif = await sharp(before).resize({ width }).avif({ quality: 55, effort: 2 }).toBuffer();
  const webp = await sharp(before).resize({ width }).webp({ quality: 80 }).toBuffer();
  console.log(`after, 390 px phone at ${ratio}x: the ${width} px variant, AVIF ${(avif.length / 1024).toFixed(1)} KB (WebP ${(webp.length / 1024).toFixed(1)} KB)`);
}
