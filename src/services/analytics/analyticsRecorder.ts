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
import { ReaderAgents } from './readerAgents';
import { dayOf, today } from './dimensions';

export interface AnalyticsSettings {
  enabled: boolean;
  /** Days of daily rows kept. */
  retentionDays: number;
  flushMs: number;
  /** Reader ids a process stores a day (VISITOR_ROWS_PER_DAY unless set: tests set fewer). */
  visitorRowsPerDay?: number;
}

/** Readers held in memory before a flush is started early, and past which new readers are no longer told apart. */
const EARLY_FLUSH_READERS = 20_000;
const MAX_HELD_READERS = 400_000;
/** Readers whose id a process keeps in memory for the day (about 250 bytes each); past it they are hashed again. */
const READER_IDS_KEPT = 50_000;
/**
 * The most rows of reader ids (analytics_visitors, about 110 bytes each) one process writes a day:
 * about 55 MB. Past it, readers new to the process still count as visitors, told apart in memory
 * only (another process may count them again).
 */
export const VISITOR_ROWS_PER_DAY = 500_000;
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
  const readerAgents = new ReaderAgents();
  const counterTally = new CounterTally();
  /** Per day (today's, and yesterday's just after midnight), a reader's id from the day's salt: each reader hashed once a day. */
  const idsByDay = new Map<string, (reader: string) => string>();
  let flushing: Promise<void> | undefined;
  let lastCleanup = 0;
  let lastFailure = '';
  const visitorRows = { day: '', stored: 0, limit: settings.visitorRowsPerDay ?? VISITOR_ROWS_PER_DAY };

  /** The ids of a counter's new readers that may still be stored today; the others are counted, not stored. */
  function storable(day: string, ids: string[]): { visitorIds: string[]; visitorsNotStored: number } {
    if (day > visitorRows.day) Object.assign(visitorRows, { day, stored: 0 });
    if (day < visitorRows.day) return { visitorIds: ids, visitorsNotStored: 0 }; // yesterday's last flush
    const visitorIds = ids.slice(0, Math.max(0, visitorRows.limit - visitorRows.stored));
    visitorRows.stored += visitorIds.length;
    return { visitorIds, visitorsNotStored: ids.length - visitorIds.length };
  }

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
    const counters: (CounterAdditions & { key: string; newReaders: string[] })[] = [];
    try {
      for (const [day, visits] of taken) {
        const idOf = await readerIdsOf(day);
        for (const [key, tally] of counterTally.countersOf(day, visits)) {
          const [dimension, value] = splitCounterKey(key);
          const newReaders = known.unknown(day, key, [...tally.readers].map(idOf));
          counters.push({ key, day, dimension, value, views: tally.views, newReaders, ...storable(day, newReaders) });
        }
      }
      await addCounts(db, counters);
      for (const counter of counters) known.remember(counter.day, counter.key, counter.newReaders);
      lastFailure = '';
    } catch (error) {
      buffer.restore(taken);
      // The flush's ids were not stored: give their share of today's budget back (the next flush claims it again).
      for (const counter of counters) if (counter.day === visitorRows.day) visitorRows.stored -= counter.visitorIds.length;
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
      const day = now ? dayOf(now) : today();
      buffer.add(day, subject, visit, held ? address : '', held ? readerAgents.agentOf(day, address, userAgent) : '');
      if (buffer.pending >= EARLY_FLUSH_READERS && !flushing) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
