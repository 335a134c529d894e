// A queue with a bounded number of places: `concurrency` jobs run at once and at most
// `maxWaiting` more hold a place (waiting for their turn, or still getting ready, such as
// reading an upload's body). Past that a caller is refused at once, before it has spent memory
// on its job, instead of joining a line that only grows.

export interface QueuePlace {
  /** Waits for a turn, then runs the work; rejects with the signal's reason if it aborts first. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Gives the place back (after the work, or instead of it). Calling it again does nothing. */
  leave(): void;
}

export class BoundedQueue {
  #placesTaken = 0;
  #running = 0;
  readonly #turns: (() => void)[] = [];
  /** A smoothed duration of one job, for a refused caller's Retry-After. */
  #averageJobMs = 1000;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get placesTaken(): number {
    return this.#placesTaken;
  }

  get running(): number {
    return this.#running;
  }

  /** Jobs ready to run, waiting for their turn. */
  get waiting(): number {
    return this.#turns.length;
  }

  /** A place, or undefined when every place is taken. */
  tryEnter(): QueuePlace | undefined {
    if (this.#placesTaken >= this.concurrency + this.maxWaiting) return undefined;
    this.#placesTaken++;
    let left = false;
    return {
      run: (work, signal) => this.#run(work, signal),
      leave: () => {
        if (left) return;
        left = true;
        this.#placesTaken--;
      },
    };
  }

  /** Seconds until a place is likely free: the jobs ahead, at the recent pace. */
  retryAfterSeconds(): number {
    const jobsAhead = Math.max(1, this.#placesTaken - this.concurrency + 1);
    return Math.max(1, Math.ceil((jobsAhead * this.#averageJobMs) / this.concurrency / 1000));
  }

  async #run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.#turn(signal);
    try {
      signal?.throwIfAborted();
      const started = performance.now();
      const result = await work();
      this.#averageJobMs = 0.7 * this.#averageJobMs + 0.3 * (performance.now() - started);
      return result;
    } finally {
      this.#running--;
      this.#turns.shift()?.();
    }
  }

  #turn(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.#running < this.concurrency) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const give = () => {
        signal?.removeEventListener('abort', giveUp);
        this.#running++;
        resolve();
      };
      const giveUp = () => {
        this.#turns.splice(this.#turns.indexOf(give), 1);
        reject(signal?.reason);
      };
      this.#turns.push(give);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }
}
