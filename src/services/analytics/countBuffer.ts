// A process's counted requests since its last flush, in memory: per day, subject (a page's path
// or a resource's id) and the rest of the visit (./visits.ts), the views and the readers (their
// user agents, each with the addresses it came from; made into ids only at the flush, once
// each). Nothing here builds a string per request: the keys are strings the request already
// has, most of them already hashed by the lookups before.

import { entry, newMap } from '../../lib/mapEntry';

export interface Tally {
  views: number;
  /** User agent → the addresses seen with it. */
  readers: Map<string, Set<string>>;
}

/** Day → subject → visit → tally. */
export type Visits = Map<string, Map<string, Map<string, Tally>>>;

const newTally = (): Tally => ({ views: 0, readers: new Map() });

export class CountBuffer {
  private visits: Visits = new Map();
  private size = 0;

  /** Readers held (one per visit they made): past a limit, the caller flushes early. */
  get pending(): number {
    return this.size;
  }

  /** Runs on every counted request: lookups only, nothing allocated for a visit and reader already held. */
  add(day: string, subject: string, visit: string, address: string, userAgent: string): void {
    const tally = this.tallyOf(day, subject, visit);
    tally.views += 1;
    this.addReader(tally, address, userAgent);
  }

  private tallyOf(day: string, subject: string, visit: string): Tally {
    return entry(entry(entry(this.visits, day, newMap), subject, newMap), visit, newTally);
  }

  private addReader(tally: Tally, address: string, userAgent: string): void {
    const addresses = tally.readers.get(userAgent);
    if (addresses === undefined) {
      tally.readers.set(userAgent, new Set([address]));
      this.size += 1;
    } else if (!addresses.has(address)) {
      addresses.add(address);
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
    for (const [day, bySubject] of taken) {
      for (const [subject, byVisit] of bySubject) {
        for (const [visit, tally] of byVisit) {
          const mine = this.tallyOf(day, subject, visit);
          mine.views += tally.views;
          for (const [userAgent, addresses] of tally.readers) for (const address of addresses) this.addReader(mine, address, userAgent);
        }
      }
    }
  }
}
