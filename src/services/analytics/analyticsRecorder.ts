// Each process counts in memory (src/services/analytics/countBuffer.ts) and adds its counts to
// the database in one transaction every few seconds and when it stops: a page served from the
// page cache gains no query. A flush the database refuses keeps its counts for the next one.
// Readers are told apart by a keyed hash of today's salt with their address and user agent,
// made at the flush (and kept in memory for the day, so a reader is hashed once); neither the
// address nor the user agent is ever written.
import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { type CounterAdditions, addCounts, deleteExpired, saltOfDay } from './analyticsStore';
import { memoized } from '../../lib/memoized';
import { CountBuffer } from './countBuffer';
import { CounterTally, splitCounterKey } from './counters';
import { KnownVisitors } from './knownVisitors';
import { dayOf, today } from './dimensions';

export interface AnalyticsSettings {
  enabled: boolean;
  /** Days of daily rows kept. */
  retentionDays: number;
  flushMs: number;
}

/** Readers held in memory before a flush is started early, and past which new readers are no longer told apart. */
const EARLY_FLUSH_READERS = 20_000;
const MAX_HELD_READERS = 400_000;
/** Readers whose id a process keeps in memory for the day (about 250 bytes each); past it they are hashed again. */
const READER_IDS_KEPT = 50_000;
const CLEANUP_EVERY_MS = 60 * 60_000;

export interface AnalyticsRecorder {
  /**
   * Counts one request of a reader (their address and user agent, kept only until the flush):
   * its subject (a page's path, a resource's id) and visit (./visits.ts).
   */
  count(address: string, userAgent: string, subject: string, visit: string, now?: Date): void;
  /** Adds everything counted so far to the database (also what a failed flush kept). */
  flush(): Promise<void>;
  /** Stops the timer and flushes a last time. */
  stop(): Promise<void>;
}

export function startAnalytics(db: DataSource, settings: AnalyticsSettings): AnalyticsRecorder {
  const buffer = new CountBuffer();
  const known = new KnownVisitors();
  const counterTally = new CounterTally();
  /** Per day (today's, and yesterday's just after midnight), a reader's id from the day's salt: each reader hashed once a day. */
  const idsByDay = new Map<string, (reader: string) => string>();
  let flushing: Promise<void> | undefined;
  let lastCleanup = 0;
  let lastFailure = '';

  async function readerIdsOf(day: string): Promise<(reader: string) => string> {
    let ids = idsByDay.get(day);
    if (ids === undefined) {
      const salt = await saltOfDay(db, day);
      ids = memoized((reader) => createHmac('sha256', salt).update(reader).digest('hex').slice(0, 32), READER_IDS_KEPT);
      if (idsByDay.size >= 2) idsByDay.delete(idsByDay.keys().next().value as string);
      idsByDay.set(day, ids);
    }
    return ids;
  }

  async function writeOnce(): Promise<void> {
    const taken = buffer.take();
    if (taken.size === 0) return;
    try {
      const counters: (CounterAdditions & { key: string })[] = [];
      for (const [day, visits] of taken) {
        const idOf = await readerIdsOf(day);
        for (const [key, tally] of counterTally.countersOf(day, visits)) {
          const [dimension, value] = splitCounterKey(key);
          counters.push({ key, day, dimension, value, views: tally.views, visitorIds: known.unknown(day, key, [...tally.readers].map(idOf)) });
        }
      }
      await addCounts(db, counters);
      for (const counter of counters) known.remember(counter.day, counter.key, counter.visitorIds);
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
    count(address, userAgent, subject, visit, now) {
      // Past the hard limit (a flood while the database is away) views still count, readers no longer.
      const held = buffer.pending < MAX_HELD_READERS;
      buffer.add(now ? dayOf(now) : today(), subject, visit, held ? address : '', held ? userAgent : '');
      if (buffer.pending >= EARLY_FLUSH_READERS && !flushing) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
