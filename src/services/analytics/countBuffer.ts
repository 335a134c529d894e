// A process's counted requests since its last flush, in memory: per day and visit (a page view
// with its source, device and language, or a download: ./visits.ts), the views and the set of
// readers (the request's address and user agent, hashed only at the flush, once each).
export interface Tally {
  views: number;
  readers: Set<string>;
}

/** Day → visit → tally. */
export type Visits = Map<string, Map<string, Tally>>;

export function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export class CountBuffer {
  private visits: Visits = new Map();
  private size = 0;

  /** Readers held (one per visit they made): past a limit, the caller flushes early. */
  get pending(): number {
    return this.size;
  }

  /** Runs on every counted request: plain lookups, nothing allocated for a visit already held. */
  add(day: string, reader: string, visit: string): void {
    let byVisit = this.visits.get(day);
    if (byVisit === undefined) {
      byVisit = new Map();
      this.visits.set(day, byVisit);
    }
    let tally = byVisit.get(visit);
    if (tally === undefined) {
      tally = { views: 0, readers: new Set() };
      byVisit.set(visit, tally);
    }
    tally.views += 1;
    if (!tally.readers.has(reader)) {
      tally.readers.add(reader);
      this.size += 1;
    }
  }

  /** Hands over everything counted so far and starts empty. */
  take(): Visits {
    const taken = this.visits;
    this.visits = new Map();
    this.size = 0;
    return taken;
  }

  /** Puts back visits a flush could not write, to be tried again with the next. */
  restore(taken: Visits): void {
    for (const [day, byVisit] of taken) {
      const mine = entry(this.visits, day, () => new Map<string, Tally>());
      for (const [visit, tally] of byVisit) {
        const current = entry(mine, visit, () => ({ views: 0, readers: new Set<string>() }));
        current.views += tally.views;
        const before = current.readers.size;
        for (const reader of tally.readers) current.readers.add(reader);
        this.size += current.readers.size - before;
      }
    }
  }
}
