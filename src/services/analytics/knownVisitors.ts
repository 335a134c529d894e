// The visitor ids this process has already recorded for each counter today: the database has
// them, so a flush sends only new ones and a busy day's flushes stay small. Bounded; past the
// bound the database's primary key still decides, at the cost of sending ids again.
const MAX_REMEMBERED = 1_000_000;

export class KnownVisitors {
  private day = '';
  /** Counter key → the ids recorded for it today. */
  private known = new Map<string, Set<string>>();
  private size = 0;

  /** The ids of `ids` not yet recorded by this process for the counter. */
  unknown(day: string, counterKey: string, ids: Iterable<string>): string[] {
    const known = day === this.day ? this.known.get(counterKey) : undefined;
    return known ? [...ids].filter((id) => !known.has(id)) : [...ids];
  }

  /** Notes ids the database has now recorded (only today's are kept). */
  remember(day: string, counterKey: string, ids: readonly string[]): void {
    if (day < this.day) return;
    if (day > this.day) {
      this.day = day;
      this.known.clear();
      this.size = 0;
    }
    let known = this.known.get(counterKey);
    if (!known) {
      known = new Set();
      this.known.set(counterKey, known);
    }
    for (const id of ids) {
      if (this.size >= MAX_REMEMBERED) return;
      known.add(id);
      this.size += 1;
    }
  }
}
