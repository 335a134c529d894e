// The thread that draws social cards (src/socialCards/renderCard.ts): satori lays the card out
// as SVG, resvg turns it into a PNG. Its own thread, so a card that takes too long is ended by
// its deadline without ever holding up the server. The fonts are read once, from node_modules
// by path: nothing is fetched from the network.
import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH } from './cardAddress';
import { type CardContent, cardElement } from './cardLayout';
import { loadAdditionalAsset } from './emojiImages';

export interface CardJob {
  id: number;
  content: CardContent;
  /** The featured image as a JPEG already cut to the image panel, when the card shows one. */
  image?: Uint8Array;
}

/** A drawn card, with the time each step took and the thread's heap after it (for the stats in renderCard.ts). */
export type CardAnswer = { id: number; png: Uint8Array; layoutMs: number; rasterMs: number; heapBytes: number } | { id: number; error: string };

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(file));

// Inter for Latin script (its Latin Extended file for the letters of transliterations); Noto
// Sans Arabic is the fallback satori picks for Arabic letters (cardLayout.ts's FONT_FAMILY).
// Emoji are Twemoji's images (./emojiImages.ts).
const fonts = [
  { name: 'Inter', data: fontFile('@fontsource/inter/files/inter-latin-400-normal.woff'), weight: 400, style: 'normal' },
  { name: 'Inter', data: fontFile('@fontsource/inter/files/inter-latin-700-normal.woff'), weight: 700, style: 'normal' },
  { name: 'Inter Latin Extended', data: fontFile('@fontsource/inter/files/inter-latin-ext-400-normal.woff'), weight: 400, style: 'normal' },
  { name: 'Inter Latin Extended', data: fontFile('@fontsource/inter/files/inter-latin-ext-700-normal.woff'), weight: 700, style: 'normal' },
  { name: 'Noto Sans Arabic', data: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'), weight: 400, style: 'normal' },
  { name: 'Noto Sans Arabic', data: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'), weight: 700, style: 'normal' },
] as const;

async function drawCard({ content, image }: CardJob): Promise<{ png: Uint8Array; layoutMs: number; rasterMs: number }> {
  const started = performance.now();
  const imageDataUrl = image ? `data:image/jpeg;base64,${Buffer.from(image).toString('base64')}` : undefined;
  // biome-ignore lint/suspicious/noExplicitAny: satori's type is a React node; the plain element objects are what it reads
  const svg = await satori(cardElement(content, imageDataUrl) as any, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: [...fonts], loadAdditionalAsset });
  const laidOut = performance.now();
  // Copied into a buffer of its own, so handing it to the server moves these bytes and nothing else.
  const png = new Uint8Array(new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng());
  return { png, layoutMs: laidOut - started, rasterMs: performance.now() - laidOut };
}

parentPort?.on('message', async (job: CardJob) => {
  try {
    const { png, layoutMs, rasterMs } = await drawCard(job);
    const heapBytes = getHeapStatistics().used_heap_size;
    parentPort?.postMessage({ id: job.id, png, layoutMs, rasterMs, heapBytes } satisfies CardAnswer, [png.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies CardAnswer);
  }
});
