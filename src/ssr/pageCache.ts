// Rendered pages, kept by URL and a hash of the data they were rendered from: the same data
// renders the same HTML, so a hit is always current and nothing needs invalidating (an admin
// edit changes the data, hence the key). Least recently used pages go first past the limits.

export class PageCache {
  private readonly pages = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxEntries = 500, private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const html = this.pages.get(key);
    if (html !== undefined) {
      this.pages.delete(key); // re-insert: Map order is recency order
      this.pages.set(key, html);
    }
    return html;
  }

  set(key: string, html: string): void {
    if (html.length * 2 > this.maxBytes) return;
    const existing = this.pages.get(key);
    if (existing !== undefined) {
      this.bytes -= existing.length * 2;
      this.pages.delete(key);
    }
    this.pages.set(key, html);
    this.bytes += html.length * 2;
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.pages.entries().next().value as [string, string];
      this.pages.delete(oldestKey);
      this.bytes -= oldest.length * 2;
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
