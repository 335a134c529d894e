// Rendered pages, one per slot (the build, the URL and the theme cookie), each stored with the
// content versions it was rendered at (src/services/contentVersions.ts). The API keeps its
// cacheable answers in one too (slot: the URL). A request hits only
// when the versions still match: a write bumps its area's version, so a hit is always current.
// A newer render replaces its slot's older one (versions only grow, so the old page could never
// be served again), and a page older than the maximum age is rendered again regardless
// (scheduled posts, changes made outside the API). Least recently used slots go first past
// the size limits.

export interface CachedPage {
  /** The content versions the page was rendered at. */
  versions: string;
  /** The HTML page, or the API answer's JSON. */
  body: string;
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

  get(slot: string, versions: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(slot);
    if (page === undefined || page.versions !== versions) return undefined;
    this.remove(slot);
    if (now - page.storedAt >= this.maxAgeMs) return undefined;
    this.pages.set(slot, page); // re-inserted: Map order is recency order
    this.bytes += sizeOf(page);
    return page;
  }

  set(slot: string, versions: string, body: string, etag: string, now = Date.now()): void {
    if (this.maxAgeMs <= 0 || body.length * 2 > this.maxBytes) return;
    this.remove(slot);
    const page = { versions, body, etag, storedAt: now };
    this.pages.set(slot, page);
    this.bytes += sizeOf(page);
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) this.remove(this.pages.keys().next().value as string);
  }

  get size(): number {
    return this.pages.size;
  }

  private remove(slot: string): void {
    const page = this.pages.get(slot);
    if (page === undefined) return;
    this.pages.delete(slot);
    this.bytes -= sizeOf(page);
  }
}

/** Bytes held: JavaScript strings are UTF-16. */
const sizeOf = (page: CachedPage) => page.body.length * 2;
