// Work a request starts but does not wait for: its answer goes out first (so, for a signup, a
// new address and a known one take the same time to answer and cannot be told apart). A failure
// is logged; the server waits for what is still running before it closes the database, and the
// tests wait for it before they look at what it wrote.
//
// Work whose answer has already promised it (a signup answered "subscribed") can be run again
// while the database cannot be reached: a signup answered a moment before an outage was lost
// otherwise (scripts/reliability.mjs outage: "every write answered 2xx is stored").
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './databaseUnavailable';

const running = new Set<Promise<void>>();

/** Waits between attempts while the database is unreachable: quick at first, then once a second. */
const RETRY_DELAYS_MS = [100, 250, 500, 1000];

export interface BackgroundOptions {
  /** Run the task again while the database cannot be reached, for up to this long after its first failure. */
  retryWhileDatabaseUnavailableMs?: number;
}

async function withRetries(task: () => Promise<unknown>, retryForMs: number): Promise<unknown> {
  let giveUpAt: number | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      giveUpAt ??= Date.now() + retryForMs;
      if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
      await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
    }
  }
}

export function runInBackground(label: string, task: () => Promise<unknown>, options: BackgroundOptions = {}): void {
  const work: Promise<void> = withRetries(task, options.retryWhileDatabaseUnavailableMs ?? 0).then(
    () => undefined,
    (error: unknown) => console.error(`[background] ${label} failed:`, error instanceof Error ? error.message : error),
  );
  running.add(work);
  void work.finally(() => running.delete(work));
}

/** Resolves once everything started so far (and whatever it started meanwhile) has finished. */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
