// A process's counts since its last flush, in memory: per day and counter, the views and the set
// of readers (as the request's address and user agent, hashed only at the flush, once each).
// Each dimension takes a bounded number of distinct values a day, so a client inventing paths,
// referrers or campaign tags cannot grow the tables without bound: the rest count as '(other)'.
import { type Count, type Dimension, MAX_VALUE_LENGTH, OTHER_VALUE } from './dimensions';

/** Distinct values of one dimension a process takes in one day. */
export const MAX_VALUES_PER_DAY = 1000;

export interface Tally {
  views: number;
  readers: Set<string>;
}

/** Day → `${dimension}\t${value}` → tally. */
export type Counts = Map<string, Map<string, Tally>>;

export const counterKey = (dimension: Dimension, value: string) => `${dimension}\t${value}`;

export function splitCounterKey(key: string): [Dimension, string] {
  const tab = key.indexOf('\t');
  return [key.slice(0, tab) as Dimension, key.slice(tab + 1)];
}

function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export class CountBuffer {
  private counts: Counts = new Map();
  private size = 0;
  /** The values each dimension has taken today (in this process): `${day}\t${dimension}` → values. */
  private valuesSeen = new Map<string, Set<string>>();
  private valuesDay = '';

  /** Readers held (one per tally they touched): past a limit, the caller flushes early. */
  get pending(): number {
    return this.size;
  }

  add(day: string, reader: string, counts: readonly Count[]): void {
    const byCounter = entry(this.counts, day, () => new Map<string, Tally>());
    for (const [dimension, raw] of counts) {
      const tally = entry(byCounter, counterKey(dimension, this.admitted(day, dimension, raw)), () => ({ views: 0, readers: new Set<string>() }));
      tally.views += 1;
      const before = tally.readers.size;
      tally.readers.add(reader);
      this.size += tally.readers.size - before;
    }
  }

  /** Hands over everything counted so far and starts empty. */
  take(): Counts {
    const taken = this.counts;
    this.counts = new Map();
    this.size = 0;
    return taken;
  }

  /** Puts back counts a flush could not write, to be tried again with the next. */
  restore(taken: Counts): void {
    for (const [day, byCounter] of taken) {
      const mine = entry(this.counts, day, () => new Map<string, Tally>());
      for (const [key, tally] of byCounter) {
        const current = mine.get(key);
        if (!current) {
          mine.set(key, tally);
          this.size += tally.readers.size;
          continue;
        }
        current.views += tally.views;
        const before = current.readers.size;
        for (const reader of tally.readers) current.readers.add(reader);
        this.size += current.readers.size - before;
      }
    }
  }

  private admitted(day: string, dimension: Dimension, raw: string): string {
    const value = raw.length > MAX_VALUE_LENGTH ? raw.slice(0, MAX_VALUE_LENGTH) : raw;
    if (dimension === 'site' || dimension === 'device') return value;
    if (day !== this.valuesDay) {
      this.valuesSeen.clear();
      this.valuesDay = day;
    }
    const seen = entry(this.valuesSeen, `${day}\t${dimension}`, () => new Set<string>());
    if (seen.has(value)) return value;
    if (seen.size >= MAX_VALUES_PER_DAY) return OTHER_VALUE;
    seen.add(value);
    return value;
  }
}
