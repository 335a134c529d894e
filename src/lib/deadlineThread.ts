// One worker thread that answers jobs by id, each within a deadline. A job past its deadline
// ends the thread, failing what else it held, and the next job starts another: a job that would
// take minutes costs its caller an error and nobody else anything. Started on first use and
// kept; an idle thread never keeps the process alive.
import { type ResourceLimits, Worker } from 'node:worker_threads';

interface Pending<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Running<Result> {
  worker: Worker;
  pending: Map<number, Pending<Result>>;
}

export interface DeadlineThreadOptions<Answer extends { id: number }, Result> {
  /** The thread's built file (src/lib/builtThread.ts). */
  file: string | URL;
  resourceLimits?: ResourceLimits;
  /** An answer's result, or the error it reports. */
  settle: (answer: Answer) => Result | Error;
  /** Why every job the thread held failed: 'its thread stopped', the thread's own error, … */
  failure: (reason: string) => Error;
}

export class DeadlineThread<Answer extends { id: number }, Result> {
  private running: Running<Result> | null = null;
  private nextId = 1;

  constructor(private readonly options: DeadlineThreadOptions<Answer, Result>) {}

  /** Posts the job `message(id)` makes; `overdue` is the error once `deadlineMs` have passed. */
  run(message: (id: number) => { id: number }, deadlineMs: number, overdue: () => Error): Promise<Result> {
    if (!this.running) this.running = this.start();
    const current = this.running;
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => this.end(current, overdue()), deadlineMs);
      current.pending.set(id, { resolve, reject, timer });
      current.worker.postMessage(message(id));
    });
  }

  /** Ends the thread (graceful shutdown, tests). */
  stop(reason: string): void {
    this.end(this.running, this.options.failure(reason));
  }

  /** Fails the thread's jobs and ends it; a thread already replaced is left alone. */
  private end(stopping: Running<Result> | null, error: Error): void {
    if (!stopping || this.running !== stopping) return;
    this.running = null;
    for (const job of stopping.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    void stopping.worker.terminate();
  }

  private start(): Running<Result> {
    const worker = new Worker(this.options.file, this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {});
    worker.unref();
    const started: Running<Result> = { worker, pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const job = started.pending.get(answer.id);
      if (!job) return;
      started.pending.delete(answer.id);
      clearTimeout(job.timer);
      const result = this.options.settle(answer);
      if (result instanceof Error) job.reject(result);
      else job.resolve(result);
    });
    worker.on('error', (error: Error) => this.end(started, this.options.failure(error.message)));
    worker.on('exit', () => this.end(started, this.options.failure('its thread stopped')));
    return started;
  }
}
