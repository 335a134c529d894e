// The main thread's side of the search thread (./searchWorker.ts): it sends the index its
// updates and the searches, one search at a time with a few more waiting. A search past that,
// or waiting longer than its deadline, is refused at once with a 503 and Retry-After.
//
// Off the main thread is not enough on a small machine: a thread searching flat out takes a
// whole core from the pages. So after each search the thread rests SEARCH_REST_FACTOR times as
// long as it worked before the next one starts: searching never takes more than a share of one
// core, and a burst of costly searches costs other searches a quick "busy" and pages little.
// The thread is started on first use and kept; if it ever stops, its index is gone, and
// `generation` tells the index (./searchIndex.ts) to build again.
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { SearchPageDto } from '../../../views/api/types';
import { HttpError } from '../../errors';
import { BoundedQueue } from '../../lib/boundedQueue';
import { builtThreadFile } from '../../lib/builtThread';
import type { SearchSource } from './searchDocument';
import type { EngineSearch } from './searchEngine';
import type { SearchAnswer, SearchJob } from './searchWorker';

/** How long a search may wait for its answer, its turn included. */
export const SEARCH_DEADLINE_MS = 3_000;
/** Searches waiting for the thread beyond the one it runs; past that a search is refused at once. */
export const SEARCHES_WAITING = 8;
/** The thread rests this many times as long as a search took before the next: searching takes at most 1 / (1 + this) of a core. */
export const SEARCH_REST_FACTOR = 3;

export class SearchBusyError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, 'Search is busy. Please try again in a moment.', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

interface Pending {
  resolve: (answer: SearchAnswer) => void;
  reject: (error: Error) => void;
}

interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
}

type JobWithoutId = SearchJob extends infer Job ? (Job extends SearchJob ? Omit<Job, 'id'> : never) : never;

export class SearchThread {
  private running: Running | null = null;
  private nextId = 1;
  /** When the thread may start the next search (performance.now()). */
  private restUntil = 0;
  private readonly queue = new BoundedQueue(1, SEARCHES_WAITING);
  /** Counts the threads started: a new one holds an empty index. */
  generation = 0;

  constructor(private readonly file: URL | string = builtThreadFile('searchWorker')) {}

  /** Starts the thread if none runs, so `generation` is that of the thread the next jobs go to. */
  ensureStarted(): void {
    if (!this.running) this.running = this.start();
  }

  /** Updates the index; resolves with how many items it then holds, and how long the thread worked. */
  async apply(removed: string[], added: SearchSource[]): Promise<{ size: number; workMs: number }> {
    const answer = await this.post({ kind: 'apply', removed, added });
    if ('error' in answer) throw new Error(`The search index could not be updated: ${answer.error}`);
    return 'size' in answer ? { size: answer.size, workMs: answer.workMs } : { size: 0, workMs: 0 };
  }

  /** A page of results, or a SearchBusyError when too many searches wait or this one waited too long. */
  async search(search: EngineSearch, deadlineMs = SEARCH_DEADLINE_MS): Promise<SearchPageDto> {
    const place = this.queue.tryEnter();
    if (!place) throw new SearchBusyError(this.queue.retryAfterSeconds());
    const expiresAt = Date.now() + deadlineMs;
    const signal = AbortSignal.timeout(deadlineMs);
    try {
      const answer = await place.run(async () => {
        const restMs = this.restUntil - performance.now();
        if (restMs > 0) await sleep(restMs, undefined, { signal });
        return this.post({ kind: 'search', search, expiresAt }, signal);
      }, signal);
      if ('page' in answer) return answer.page;
      if ('error' in answer) throw new Error(`The search failed: ${answer.error}`);
      throw new SearchBusyError(1);
    } catch (error) {
      if (signal.aborted) throw new SearchBusyError(1);
      throw error;
    } finally {
      place.leave();
    }
  }

  /** Ends the thread (graceful shutdown, tests); the next job starts another. */
  stop(): void {
    this.end(this.running, new Error('The search thread was stopped'));
  }

  private post(job: JobWithoutId, signal?: AbortSignal): Promise<SearchAnswer> {
    this.ensureStarted();
    const current = this.running as Running;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        current.pending.delete(id);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', giveUp, { once: true });
      const settle = (then: () => void) => {
        signal?.removeEventListener('abort', giveUp);
        then();
      };
      current.pending.set(id, { resolve: (answer) => settle(() => resolve(answer)), reject: (error) => settle(() => reject(error)) });
      current.worker.postMessage({ ...job, id });
    });
  }

  private end(stopping: Running | null, error: Error): void {
    if (!stopping || this.running !== stopping) return;
    this.running = null;
    for (const job of stopping.pending.values()) job.reject(error);
    void stopping.worker.terminate();
  }

  private start(): Running {
    const worker = new Worker(this.file);
    worker.unref();
    this.generation++;
    const started: Running = { worker, pending: new Map() };
    worker.on('message', (answer: SearchAnswer) => {
      // Every search's, even one whose caller stopped waiting: the thread worked for it all the same.
      if ('page' in answer) this.restUntil = performance.now() + answer.workMs * SEARCH_REST_FACTOR;
      const job = started.pending.get(answer.id);
      started.pending.delete(answer.id);
      job?.resolve(answer);
    });
    worker.on('error', (error: Error) => this.end(started, new Error(`The search thread failed: ${error.message}`)));
    worker.on('exit', () => this.end(started, new Error('The search thread stopped')));
    return started;
  }
}
