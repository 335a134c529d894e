// Every upload takes a place in its app's queue before its body is read, and an image is
// resized only in its turn, MEDIA_IMAGE_CONCURRENCY at once (in the image process,
// imageProcess.ts), so image work never takes every core from visitors. Past MEDIA_UPLOAD_QUEUE
// waiting uploads the next is refused with a 429 before its bytes are read, so memory holds at
// most one upload's bytes per place.
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { BoundedQueue, type QueuePlace } from '../../lib/boundedQueue';

type QueueConfig = Pick<Config, 'mediaImageConcurrency' | 'mediaUploadQueue'>;

const queues = new WeakMap<QueueConfig, BoundedQueue>();

/** The upload queue of the app that has this configuration. */
export function uploadQueueOf(config: QueueConfig): BoundedQueue {
  let queue = queues.get(config);
  if (!queue) {
    queue = new BoundedQueue(config.mediaImageConcurrency, config.mediaUploadQueue);
    queues.set(config, queue);
  }
  return queue;
}

/** A place for one upload, or a 429 with Retry-After when the queue is full. */
export function enterUploadQueue(config: QueueConfig): QueuePlace {
  const queue = uploadQueueOf(config);
  const place = queue.tryEnter();
  if (place) return place;
  const seconds = queue.retryAfterSeconds();
  throw new HttpError(429, `Too many uploads at once: try again in ${seconds} s`, undefined, { 'Retry-After': String(seconds) });
}
