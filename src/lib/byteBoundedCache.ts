// A least-recently-used cache bounded by the bytes it holds, not by its entry count: a few
// large images must not push out everything else, nor grow the process without limit.
export class ByteBoundedCache<V extends { bytes: Buffer }> {
  readonly #entries = new Map<string, V>();
  #heldBytes = 0;

  constructor(
    readonly maxBytes: number,
    /** Larger values are served but never kept. */
    readonly maxEntryBytes = Math.floor(maxBytes / 8),
  ) {}

  get heldBytes(): number {
    return this.#heldBytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.bytes.length > this.maxEntryBytes) return;
    this.delete(key);
    this.#entries.set(key, value);
    this.#heldBytes += value.bytes.length;
    for (const [oldest, old] of this.#entries) {
      if (this.#heldBytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#heldBytes -= old.bytes.length;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (!value) return;
    this.#entries.delete(key);
    this.#heldBytes -= value.bytes.length;
  }
}
