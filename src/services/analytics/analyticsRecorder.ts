// Each process counts in memory (src/services/analytics/countBuffer.ts) and adds its counts to
// the database in one transaction every few seconds and when it stops: a page served from the
// page cache gains no query. A flush the database refuses keeps its counts for the next one.
// Readers are told apart by a keyed hash of today's salt with their address and user agent,
// made at the flush; neither is ever written.
import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { type CounterAdditions, addCounts, deleteExpired, saltOfDay } from './analyticsStore';
import { CountBuffer, splitCounterKey } from './countBuffer';
import { type Count, dayOf } from './dimensions';

export interface AnalyticsSettings {
  enabled: boolean;
  /** Days of daily rows kept. */
  retentionDays: number;
  flushMs: number;
}

/** Readers held in memory before a flush is started early, and past which new readers are no longer told apart. */
const EARLY_FLUSH_READERS = 20_000;
const MAX_HELD_READERS = 400_000;
const CLEANUP_EVERY_MS = 60 * 60_000;

export interface AnalyticsRecorder {
  /** Counts one request of a reader: `reader` is their address and user agent, kept only until the flush. */
  count(reader: string, counts: readonly Count[], now?: Date): void;
  /** Adds everything counted so far to the database (also what a failed flush kept). */
  flush(): Promise<void>;
  /** Stops the timer and flushes a last time. */
  stop(): Promise<void>;
}

export function startAnalytics(db: DataSource, settings: AnalyticsSettings): AnalyticsRecorder {
  const buffer = new CountBuffer();
  const salts = new Map<string, string>();
  let flushing: Promise<void> | undefined;
  let lastCleanup = 0;
  let lastFailure = '';

  async function saltFor(day: string): Promise<string> {
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = await saltOfDay(db, day);
      if (salts.size > 3) salts.clear(); // only today's and yesterday's are ever asked for
      salts.set(day, salt);
    }
    return salt;
  }

  async function writeOnce(): Promise<void> {
    const taken = buffer.take();
    if (taken.size === 0) return;
    try {
      const counters: CounterAdditions[] = [];
      for (const [day, byCounter] of taken) {
        const salt = await saltFor(day);
        const idOf = (reader: string) => createHmac('sha256', salt).update(reader).digest('hex').slice(0, 32);
        for (const [key, tally] of byCounter) {
          const [dimension, value] = splitCounterKey(key);
          counters.push({ day, dimension, value, views: tally.views, visitorIds: [...tally.readers].map(idOf) });
        }
      }
      await addCounts(db, counters);
      lastFailure = '';
    } catch (error) {
      buffer.restore(taken);
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastFailure) console.error(`[analytics] counts kept for the next flush: ${message}`);
      lastFailure = message;
      return;
    }
    const now = Date.now();
    if (now - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now;
      await deleteExpired(db, new Date(now), settings.retentionDays).catch(() => undefined);
    }
  }

  /** One flush at a time; a flush asked for during one runs after it. */
  function flush(): Promise<void> {
    const run = (flushing ?? Promise.resolve()).then(writeOnce);
    const settled = run.finally(() => {
      if (flushing === settled) flushing = undefined;
    });
    flushing = settled;
    return settled;
  }

  const timer = setInterval(() => void flush(), settings.flushMs);
  timer.unref();

  return {
    count(reader, counts, now = new Date()) {
      // Past the hard limit (a flood while the database is away) views still count, readers no longer.
      buffer.add(dayOf(now), buffer.pending < MAX_HELD_READERS ? reader : '', counts);
      if (buffer.pending >= EARLY_FLUSH_READERS && !flushing) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
