// The process that resizes uploaded images for the server (src/services/media/imageProcess.ts).
// Apart from the server, it has its own libuv thread pool, so image work never queues ahead of
// the server's static file reads and page compression; and it runs at a lower CPU priority, so
// when a visitor's request and an image both want a core, the visitor's request gets it.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { HttpError } from '../../errors';
import type { ImageAnswer, ImageJob } from './imageProcess';
import { processImage } from './processImage';

/** Niceness: 0 is the server's, 19 the lowest. */
const NICENESS = 10;

/**
 * On Linux a priority belongs to a thread, and a new thread takes its starter's: libuv's pool
 * started while this file loaded, and it starts libvips' threads. So every thread is lowered, by
 * its id; elsewhere the process's priority is its threads'.
 */
function lowerPriority() {
  const threads = process.platform === 'linux' ? readdirSync('/proc/self/task').map(Number) : [process.pid];
  try {
    for (const thread of threads) setPriority(thread, NICENESS);
  } catch {
    // Not allowed here (a locked-down container): the images are still bounded by the upload queue.
  }
}

lowerPriority();

const working = new Map<number, AbortController>();

const send = (answer: ImageAnswer) => process.send?.(answer);

async function work({ id, input, type }: Extract<ImageJob, { input: Uint8Array }>) {
  const controller = new AbortController();
  working.set(id, controller);
  try {
    send({ id, image: await processImage(Buffer.from(input.buffer, input.byteOffset, input.byteLength), type, controller.signal) });
  } catch (error) {
    if (controller.signal.aborted) send({ id, cancelled: true });
    else send({ id, error: { status: error instanceof HttpError ? error.status : undefined, message: error instanceof Error ? error.message : String(error) } });
  } finally {
    working.delete(id);
  }
}

process.on('message', (job: ImageJob) => {
  if ('cancel' in job) working.get(job.cancel)?.abort();
  else void work(job);
});
// The server has gone: nobody is waiting for these images.
process.on('disconnect', () => process.exit(0));
