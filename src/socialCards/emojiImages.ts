// Emoji on social cards: satori asks for each run of emoji it meets (loadAdditionalAsset with the
// language 'emoji') and draws the image it is given. The images are Twemoji's SVG files from the
// @twemoji/svg package, read from node_modules: nothing is fetched from the network. Runs on
// the card thread (./cardWorker.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));
/** Emoji images kept in memory once read (a few KB each). */
const KEPT = 256;
const images = new Map<string, string>();

/**
 * Twemoji's file name for an emoji: its code points in hex joined by '-', without the variation
 * selector U+FE0F unless the emoji is a ZWJ sequence (Twemoji's own rule); the other spelling is
 * tried too, as a few files follow it.
 */
export function twemojiNames(emoji: string): string[] {
  const points = [...emoji].map((character) => (character.codePointAt(0) as number).toString(16));
  const withoutSelector = points.filter((point) => point !== 'fe0f').join('-');
  const asWritten = points.join('-');
  return emoji.includes('\u200d') ? [asWritten, withoutSelector] : [withoutSelector, asWritten];
}

/** The emoji as an SVG data URL, or '' when Twemoji has no image of it. */
export function emojiImage(emoji: string): string {
  const kept = images.get(emoji);
  if (kept !== undefined) return kept;
  let image = '';
  for (const name of twemojiNames(emoji)) {
    try {
      image = `data:image/svg+xml;base64,${readFileSync(path.join(twemojiDir, `${name}.svg`)).toString('base64')}`;
      break;
    } catch {
      // not this spelling
    }
  }
  if (images.size >= KEPT) images.clear();
  images.set(emoji, image);
  return image;
}

/** satori's loadAdditionalAsset: emoji as Twemoji images; other scripts are covered by the card's fonts. */
export const loadAdditionalAsset = async (languageCode: string, segment: string): Promise<string> => (languageCode === 'emoji' ? emojiImage(segment) : '');
