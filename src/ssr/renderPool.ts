// Page renders off the event loop. React's render is the largest part of an uncached page
// request, and on the main thread it holds up every other request (API calls, assets) while it
// runs. A small pool of worker threads renders pages instead, each with its own copy of the app
// (src/ssr/renderWorker.ts); the main thread keeps the database, the HTTP work and the page
// cache. RENDER_THREADS=0 renders on the main thread.
import { Worker } from 'node:worker_threads';
import { builtThreadFile } from '../lib/builtThread';
import { renderApp, type RenderedApp, type RenderJob } from './renderApp';

export interface AppRenderer {
  render(job: RenderJob): Promise<RenderedApp>;
}

/** How long past a job's own render timeout its thread may stay silent before it is replaced (stuck in a loop). */
const STUCK_AFTER_TIMEOUT_MS = 2_000;
/** A thread that fails sooner than this after starting (a broken build) is restarted only after this pause. */
const RESTART_PAUSE_MS = 1_000;

interface PendingRender {
  resolve: (rendered: RenderedApp) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type ThreadAnswer = { id: number; result: RenderedApp; error?: undefined } | { id: number; error: { message: string; stack?: string } };

class RenderThread {
  readonly pending = new Map<number, PendingRender>();
  readonly worker: Worker;
  readonly startedAt = Date.now();

  constructor(file: URL, onStop: (thread: RenderThread, error: Error) => void) {
    this.worker = new Worker(file);
    this.worker.unref(); // a render thread never keeps the process alive
    this.worker.on('message', (answer: ThreadAnswer) => this.settle(answer));
    this.worker.on('error', (error: Error) => onStop(this, error));
    this.worker.on('exit', (code) => onStop(this, new Error(`render thread exited with code ${code}`)));
  }

  failAll(error: Error): void {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    this.pending.clear();
  }

  private settle(answer: ThreadAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if (answer.error) pending.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
    else pending.resolve(answer.result);
  }
}

export class RenderPool implements AppRenderer {
  private threads: RenderThread[];
  private nextId = 1;
  private closed = false;

  /** fallback: renders on the main thread while no thread is running (all restarting after failing at start). */
  constructor(size: number, private readonly workerFile: URL, private readonly fallback: AppRenderer['render'] = renderApp) {
    this.threads = Array.from({ length: size }, () => this.spawn());
  }

  /** Renders on the thread with the fewest renders in progress. */
  render(job: RenderJob): Promise<RenderedApp> {
    if (this.threads.length === 0) return this.fallback(job);
    const thread = this.threads.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.replace(thread, new Error(`render of ${job.url} did not finish`)), job.timeoutMs + STUCK_AFTER_TIMEOUT_MS);
      thread.pending.set(id, { resolve, reject, timer });
      thread.worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private spawn(): RenderThread {
    return new RenderThread(this.workerFile, (thread, error) => this.replace(thread, error));
  }

  /**
   * A thread that failed, exited or got stuck: its renders fail (answered 500) and a new thread
   * takes its place, at once, or after a pause when it failed right after starting (no restart
   * loop on a broken build).
   */
  private replace(thread: RenderThread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index === -1) return; // already replaced or closed ('exit' follows 'error')
    console.error(`[render] replacing a render thread: ${error.message}`);
    this.threads.splice(index, 1);
    thread.failAll(error);
    void thread.worker.terminate();
    const restart = () => {
      if (!this.closed) this.threads.push(this.spawn());
    };
    if (Date.now() - thread.startedAt >= RESTART_PAUSE_MS) restart();
    else setTimeout(restart, RESTART_PAUSE_MS).unref();
  }
}

const renderWorkerFile = builtThreadFile('renderWorker');
const sharedPools = new Map<number, RenderPool>();

/**
 * The renderer for a number of threads. Threads are a process resource: every app in the
 * process (the tests start many) shares one pool per size.
 */
export function appRendererFor(threads: number): AppRenderer {
  if (threads === 0) return { render: renderApp };
  let pool = sharedPools.get(threads);
  if (!pool) {
    pool = new RenderPool(threads, renderWorkerFile);
    sharedPools.set(threads, pool);
  }
  return pool;
}
