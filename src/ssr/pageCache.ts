// Rendered pages, kept by a key of everything they were rendered from except the data itself:
// the build, the URL, the theme cookie and the content versions of the areas the page shows
// (src/services/contentVersions.ts). A write bumps its area's version, hence the key, so a hit
// is current; a page older than the maximum age is rendered again regardless (scheduled posts,
// changes made outside the API). Least recently used pages go first past the size limits.

export interface CachedPage {
  html: string;
  /** The ETag of the data the page was rendered from. */
  etag: string;
  storedAt: number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page === undefined) return undefined;
    this.remove(key);
    if (now - page.storedAt >= this.maxAgeMs) return undefined;
    this.pages.set(key, page); // re-inserted: Map order is recency order
    this.bytes += sizeOf(page);
    return page;
  }

  set(key: string, html: string, etag: string, now = Date.now()): void {
    if (this.maxAgeMs <= 0 || html.length * 2 > this.maxBytes) return;
    this.remove(key);
    const page = { html, etag, storedAt: now };
    this.pages.set(key, page);
    this.bytes += sizeOf(page);
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) this.remove(this.pages.keys().next().value as string);
  }

  get size(): number {
    return this.pages.size;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (page === undefined) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }
}

/** Bytes held: JavaScript strings are UTF-16. */
const sizeOf = (page: CachedPage) => page.html.length * 2;
