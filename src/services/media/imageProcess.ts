// Image work runs in a child process of its own (imageWorker.ts), started with the first image
// and kept: it has its own libuv pool and a lower CPU priority than the server, so an upload's
// resizing neither queues ahead of the static files nor takes a core from a visitor. A job
// cancelled by its signal is stopped in the child between two encodings, and its turn ends only
// when the child has stopped. If the child dies (a hostile image can crash a decoder), its
// jobs fail with a 422 and the next image starts another.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../../errors';
import { builtThreadFile } from '../../lib/builtThread';
import type { FileType } from './fileType';
import type { ProcessedImage } from './processImage';

export type ImageJob = { id: number; input: Uint8Array; type: FileType } | { cancel: number };
export type ImageAnswer =
  | { id: number; image: ProcessedImage }
  | { id: number; cancelled: true }
  | { id: number; error: { status?: number; message: string } };

interface Pending {
  resolve: (image: ProcessedImage) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
}

interface ImageChild {
  child: ChildProcess;
  pending: Map<number, Pending>;
}

const workerFile = fileURLToPath(builtThreadFile('imageWorker'));
let current: ImageChild | null = null;
let nextId = 1;

/** Bytes that crossed the process boundary as a Uint8Array, as a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

const received = (image: ProcessedImage): ProcessedImage => ({
  ...image,
  original: asBuffer(image.original),
  variants: image.variants.map((v) => ({ variant: v.variant, bytes: asBuffer(v.bytes) })),
});

function settle(job: Pending, answer: ImageAnswer) {
  if ('image' in answer) job.resolve(received(answer.image));
  else if ('cancelled' in answer) job.reject(job.signal?.reason);
  else job.reject(answer.error.status ? new HttpError(answer.error.status, answer.error.message) : new Error(answer.error.message));
}

function start(): ImageChild {
  const child = fork(workerFile, [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // An idle image process never keeps the server running.
  child.unref();
  child.channel?.unref();
  const started: ImageChild = { child, pending: new Map() };
  child.on('message', (answer: ImageAnswer) => {
    const job = started.pending.get(answer.id);
    started.pending.delete(answer.id);
    if (job) settle(job, answer);
  });
  const stopped = () => {
    if (current === started) current = null;
    for (const job of started.pending.values()) job.reject(new HttpError(422, 'The image could not be read: the image process stopped on it'));
    started.pending.clear();
  };
  child.on('exit', stopped);
  child.on('error', stopped);
  return started;
}

/** processImage (./processImage.ts), in the image process. */
export function processImageApart(input: Buffer, type: FileType, signal?: AbortSignal): Promise<ProcessedImage> {
  signal?.throwIfAborted();
  current ??= start();
  const { child, pending } = current;
  const id = nextId++;
  return new Promise<ProcessedImage>((resolve, reject) => {
    pending.set(id, { resolve, reject, signal });
    signal?.addEventListener('abort', () => child.connected && child.send({ cancel: id } satisfies ImageJob), { once: true });
    child.send({ id, input, type } satisfies ImageJob);
  });
}
