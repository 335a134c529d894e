// The values of one dimension a process keeps apart in a day, at most `limit` of them, chosen by
// weight rather than by arrival: a flood of invented values seen once each fills the places
// first, but a value seen more often than the lightest kept one takes its place (the lightest
// counts as '(other)' from then on). Values not kept wait in a bounded list with their weight,
// so a value that keeps coming is noticed. Places change hands at most `limit` times a day, so a
// day holds at most twice `limit` rows of the dimension.

export class HeaviestValues {
  /** Kept value → its views today. */
  private kept = new Map<string, number>();
  /** Values not kept → their views today (the oldest forgotten first). */
  private waiting = new Map<string, number>();
  private replacements = 0;

  constructor(private readonly limit: number) {}

  /** Adds `views` to the value; whether it is kept apart (else it counts as '(other)'). */
  admit(value: string, views: number): boolean {
    const held = this.kept.get(value);
    if (held !== undefined) {
      this.kept.set(value, held + views);
      return true;
    }
    const weight = (this.waiting.get(value) ?? 0) + views;
    this.waiting.delete(value);
    if (this.kept.size < this.limit) {
      this.kept.set(value, weight);
      return true;
    }
    // The lightest kept value weighs at least 1: a value of weight 1 never replaces it, so a flood of values seen once costs no search.
    if (weight > 1 && this.replacements < this.limit) {
      const [lightest, lightestWeight] = this.lightest();
      if (weight > lightestWeight) {
        this.kept.delete(lightest);
        this.replacements += 1;
        this.kept.set(value, weight);
        this.wait(lightest, lightestWeight);
        return true;
      }
    }
    this.wait(value, weight);
    return false;
  }

  private lightest(): [string, number] {
    let lightest: [string, number] = ['', Number.POSITIVE_INFINITY];
    for (const kept of this.kept) if (kept[1] < lightest[1]) lightest = kept;
    return lightest;
  }

  private wait(value: string, weight: number): void {
    if (this.waiting.size >= this.limit) this.waiting.delete(this.waiting.keys().next().value as string);
    this.waiting.set(value, weight);
  }
}
