// A day's visits as the counters they add to (the whole site, the page, the source…), with
// each dimension taking a bounded number of distinct values a day in this process, so a client
// inventing paths, referrers or campaign tags cannot grow the tables without bound: the rest
// count as '(other)'.
import { entry } from '../../lib/mapEntry';
import type { Tally } from './countBuffer';
import { type Dimension, MAX_VALUE_LENGTH, OTHER_VALUE } from './dimensions';
import { countsOfVisit } from './visits';

/** Distinct values of one dimension a process takes in one day. */
export const MAX_VALUES_PER_DAY = 1000;

export const counterKey = (dimension: Dimension, value: string) => `${dimension}\t${value}`;

export function splitCounterKey(key: string): [Dimension, string] {
  const tab = key.indexOf('\t');
  return [key.slice(0, tab) as Dimension, key.slice(tab + 1)];
}

export class CounterTally {
  /** The values each dimension has taken on `valuesDay` in this process. */
  private valuesSeen = new Map<Dimension, Set<string>>();
  private valuesDay = '';

  /** One day's visits as counters: counter key → views and readers (address and user agent, as one string). */
  countersOf(day: string, visits: Map<string, Map<string, Tally>>): Map<string, { views: number; readers: Set<string> }> {
    const counters = new Map<string, { views: number; readers: Set<string> }>();
    for (const [subject, byVisit] of visits) {
      for (const [visit, tally] of byVisit) {
        const readers: string[] = [];
        for (const [userAgent, addresses] of tally.readers) for (const address of addresses) readers.push(`${address}\n${userAgent}`);
        for (const [dimension, value] of countsOfVisit(subject, visit)) {
          const counter = entry(counters, counterKey(dimension, this.admitted(day, dimension, value)), () => ({ views: 0, readers: new Set<string>() }));
          counter.views += tally.views;
          for (const reader of readers) counter.readers.add(reader);
        }
      }
    }
    return counters;
  }

  private admitted(day: string, dimension: Dimension, raw: string): string {
    const value = raw.length > MAX_VALUE_LENGTH ? raw.slice(0, MAX_VALUE_LENGTH) : raw;
    if (dimension === 'site' || dimension === 'device') return value;
    if (day > this.valuesDay) {
      this.valuesSeen.clear();
      this.valuesDay = day;
    }
    if (day < this.valuesDay) return value; // yesterday's last seconds, flushed after midnight: one flush's worth, taken as it is
    const seen = entry(this.valuesSeen, dimension, () => new Set<string>());
    if (seen.has(value)) return value;
    if (seen.size >= MAX_VALUES_PER_DAY) return OTHER_VALUE;
    seen.add(value);
    return value;
  }
}
