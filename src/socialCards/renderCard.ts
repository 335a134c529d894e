// Draws a card on its own thread (./cardWorker.ts), within bounds: one card at a time, a few
// more waiting, each with a deadline, and the thread's heap capped. A card past its deadline
// ends the thread (the next card starts another), so a card that would take minutes costs one
// fallback image and nobody else anything. Started on first use and kept.
import { Worker } from 'node:worker_threads';
import { builtThreadFile } from '../lib/builtThread';
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

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface CardThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const workerFile = builtThreadFile('cardWorker');
const queue = new BoundedQueue(1, CARD_RENDERS_WAITING);
let thread: CardThread | null = null;
let nextId = 1;

/** Cards drawn since start, the time the last one took on the thread and the thread's largest heap: for the logs and the tests. */
export const cardThreadStats = { drawn: 0, layoutMs: 0, rasterMs: 0, peakHeapBytes: 0 };

/** Fails the thread's cards and ends it; a thread already replaced is left alone. */
function stopThread(stopping: CardThread | null, error: Error): void {
  if (!stopping || thread !== stopping) return;
  const { worker, pending } = stopping;
  thread = null;
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  void worker.terminate();
}

function startThread(): CardThread {
  const worker = new Worker(workerFile, { resourceLimits: CARD_THREAD_LIMITS });
  worker.unref(); // an idle card thread never keeps the process alive
  const pending = new Map<number, Pending>();
  const started = { worker, pending };
  worker.on('message', (answer: CardAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    clearTimeout(job.timer);
    if ('png' in answer) {
      cardThreadStats.drawn++;
      cardThreadStats.layoutMs = answer.layoutMs;
      cardThreadStats.rasterMs = answer.rasterMs;
      cardThreadStats.peakHeapBytes = Math.max(cardThreadStats.peakHeapBytes, answer.heapBytes);
      job.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    } else job.reject(new CardRenderError(`The card could not be drawn: ${answer.error}`));
  });
  worker.on('error', (error: Error) => stopThread(started, new CardRenderError(`The card could not be drawn: ${error.message}`)));
  worker.on('exit', () => stopThread(started, new CardRenderError('The card could not be drawn: its thread stopped')));
  return started;
}

function drawOnThread(content: CardContent, image: Buffer | undefined, deadlineMs: number): Promise<Buffer> {
  if (!thread) thread = startThread();
  const current = thread;
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => stopThread(current, new CardRenderError(`The card took longer than ${deadlineMs / 1000} s to draw`)), deadlineMs);
    current.pending.set(id, { resolve, reject, timer });
    const job: CardJob = { id, content, ...(image ? { image: new Uint8Array(image) } : {}) };
    current.worker.postMessage(job);
  });
}

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
  stopThread(thread, new CardRenderError('The card could not be drawn: the server is stopping'));
}
