// A day's visits as the counters they add to (the whole site, the page, the source…), with
// each dimension taking a bounded number of distinct values a day in this process, so a client
// inventing referrers or campaign tags cannot grow the tables without bound: the rest count as
// '(other)'. The values kept are the heaviest (./heaviestValues.ts), and the sources the site
// names (Google, Hacker News…) are always kept, so a flood of junk cannot hide real readers.
// Pages are only ever the site's own (src/middleware/countReaders.ts counts a route's address).
import { entry } from '../../lib/mapEntry';
import type { Tally } from './countBuffer';
import { type Dimension, MAX_VALUE_LENGTH, OTHER_VALUE } from './dimensions';
import { HeaviestValues } from './heaviestValues';
import { isNamedSource } from './trafficSource';
import { countsOfVisit } from './visits';

/** Distinct values of one dimension a process takes in one day. */
export const MAX_VALUES_PER_DAY = 1000;

export const counterKey = (dimension: Dimension, value: string) => `${dimension}\t${value}`;

export function splitCounterKey(key: string): [Dimension, string] {
  const tab = key.indexOf('\t');
  return [key.slice(0, tab) as Dimension, key.slice(tab + 1)];
}

type Counter = { views: number; readers: Set<string> };
const newCounter = (): Counter => ({ views: 0, readers: new Set<string>() });

export class CounterTally {
  /** The values each dimension has taken on `valuesDay` in this process. */
  private valuesKept = new Map<Dimension, HeaviestValues>();
  private valuesDay = '';

  /** One day's visits as counters: counter key → views and readers (address and user agent, as one string). */
  countersOf(day: string, visits: Map<string, Map<string, Tally>>): Map<string, Counter> {
    const asSent = new Map<string, Counter>();
    for (const [subject, byVisit] of visits) {
      for (const [visit, tally] of byVisit) {
        const readers: string[] = [];
        for (const [userAgent, addresses] of tally.readers) for (const address of addresses) readers.push(`${address}\n${userAgent}`);
        for (const [dimension, value] of countsOfVisit(subject, visit)) {
          const counter = entry(asSent, counterKey(dimension, value.length > MAX_VALUE_LENGTH ? value.slice(0, MAX_VALUE_LENGTH) : value), newCounter);
          counter.views += tally.views;
          for (const reader of readers) counter.readers.add(reader);
        }
      }
    }
    // The heaviest of this flush are admitted first.
    const counters = new Map<string, Counter>();
    for (const [key, counter] of [...asSent].sort((a, b) => b[1].views - a[1].views)) {
      const [dimension, value] = splitCounterKey(key);
      const admitted = entry(counters, counterKey(dimension, this.admitted(day, dimension, value, counter.views)), newCounter);
      admitted.views += counter.views;
      for (const reader of counter.readers) admitted.readers.add(reader);
    }
    return counters;
  }

  private admitted(day: string, dimension: Dimension, value: string, views: number): string {
    if (dimension === 'site' || dimension === 'device' || (dimension === 'source' && isNamedSource(value))) return value;
    if (day > this.valuesDay) {
      this.valuesKept.clear();
      this.valuesDay = day;
    }
    if (day < this.valuesDay) return value; // yesterday's last seconds, flushed after midnight: one flush's worth, taken as it is
    return entry(this.valuesKept, dimension, () => new HeaviestValues(MAX_VALUES_PER_DAY)).admit(value, views) ? value : OTHER_VALUE;
  }
}
