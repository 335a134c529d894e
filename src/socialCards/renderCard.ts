// Draws a card on its own thread (./cardWorker.ts), within bounds: one card at a time, a few
// more waiting, each with a deadline, and the thread's heap capped. A card past its deadline
// ends the thread (the next card starts another), so a card that would take minutes costs one
// fallback image and nobody else anything. Started on first use and kept.
import { builtThreadFile } from '../lib/builtThread';
import { DeadlineThread } from '../lib/deadlineThread';
import { BoundedQueue } from '../lib/boundedQueue';
import type { CardContent } from './cardLayout';
import type { CardAnswer, CardJob } from './cardWorker';

export const CARD_RENDER_DEADLINE_MS = 10_000;
/** Cards waiting for the thread beyond the one it draws; past that a card is refused at once. */
export const CARD_RENDERS_WAITING = 16;
/** The thread's heap: drawing a card peaks at about 25 MB of it (test/unit/socialCards.test.ts prints the figure). */
export const CARD_THREAD_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } as const;

export class CardRenderError extends Error {}

/** Every place in the line is taken: the card is not drawn now, but nothing is wrong with it. */
export class CardQueueFullError extends CardRenderError {}

const queue = new BoundedQueue(1, CARD_RENDERS_WAITING);

/** Cards drawn since start, the time the last one took on the thread and the thread's largest heap: for the logs and the tests. */
export const cardThreadStats = { drawn: 0, layoutMs: 0, rasterMs: 0, peakHeapBytes: 0 };

const cardThread = new DeadlineThread<CardAnswer, Buffer>({
  file: builtThreadFile('cardWorker'),
  resourceLimits: CARD_THREAD_LIMITS,
  settle: (answer) => {
    if (!('png' in answer)) return new CardRenderError(`The card could not be drawn: ${answer.error}`);
    cardThreadStats.drawn++;
    cardThreadStats.layoutMs = answer.layoutMs;
    cardThreadStats.rasterMs = answer.rasterMs;
    cardThreadStats.peakHeapBytes = Math.max(cardThreadStats.peakHeapBytes, answer.heapBytes);
    return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
  },
  failure: (reason) => new CardRenderError(`The card could not be drawn: ${reason}`),
});

const drawOnThread = (content: CardContent, image: Buffer | undefined, deadlineMs: number) =>
  cardThread.run(
    (id): CardJob => ({ id, content, ...(image ? { image: new Uint8Array(image) } : {}) }),
    deadlineMs,
    () => new CardRenderError(`The card took longer than ${deadlineMs / 1000} s to draw`),
  );

/** The card as a PNG, or a CardRenderError (failed, past its deadline, or too many cards waiting). */
export async function renderCardPng(content: CardContent, image?: Buffer, deadlineMs = CARD_RENDER_DEADLINE_MS): Promise<Buffer> {
  const place = queue.tryEnter();
  if (!place) throw new CardQueueFullError('Too many cards are waiting to be drawn');
  try {
    return await place.run(() => drawOnThread(content, image, deadlineMs));
  } finally {
    place.leave();
  }
}

/** Ends the thread (graceful shutdown, tests). */
export function stopCardThread(): void {
  cardThread.stop('the server is stopping');
}
