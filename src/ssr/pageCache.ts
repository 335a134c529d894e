// Rendered pages, one per slot (the build, the URL and the theme cookie), each stored with the
// content versions it was rendered at (src/services/contentVersions.ts). The API keeps its
// cacheable answers in one too (slot: the URL; body: the JSON text). A request hits only
// when the versions still match: a write bumps its area's version, so a hit is always current.
// A newer render replaces its slot's older one (versions only grow, so the old page could never
// be served again), and a page older than the maximum age is rendered again regardless
// (scheduled posts, changes made outside the API). Least recently used slots go first past
// the size limits.

export interface CachedPage<Body> {
  /** The content versions the page was rendered at. */
  versions: string;
  /** The HTML page, or the API answer's JSON. */
  body: Body;
  /** The ETag of the data the page was rendered from. */
  etag: string;
  storedAt: number;
}

/** Bytes a text body holds: JavaScript strings are UTF-16. */
const textBytes = (body: unknown) => (typeof body === 'string' ? body.length * 2 : 0);

export class PageCache<Body = string> {
  private readonly pages = new Map<string, CachedPage<Body>>();
  private bytes = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
    /** Bytes a body holds in memory (the default counts a string's). */
    private readonly bytesOf: (body: Body) => number = textBytes,
  ) {}

  get(slot: string, versions: string, now = Date.now()): CachedPage<Body> | undefined {
    const page = this.pages.get(slot);
    if (page === undefined || page.versions !== versions) return undefined;
    this.remove(slot);
    if (now - page.storedAt >= this.maxAgeMs) return undefined;
    this.pages.set(slot, page); // re-inserted: Map order is recency order
    this.bytes += this.bytesOf(page.body);
    return page;
  }

  /** Keeps the page (unless caching is off or it is too large to keep) and returns it. */
  set(slot: string, versions: string, body: Body, etag: string, now = Date.now()): CachedPage<Body> {
    const page = { versions, body, etag, storedAt: now };
    if (this.maxAgeMs <= 0 || this.bytesOf(body) > this.maxBytes) return page;
    this.remove(slot);
    this.pages.set(slot, page);
    this.bytes += this.bytesOf(body);
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) this.remove(this.pages.keys().next().value as string);
    return page;
  }

  /** Whether a page is kept in this slot, current or not. */
  has(slot: string): boolean {
    return this.pages.has(slot);
  }

  get size(): number {
    return this.pages.size;
  }

  private remove(slot: string): void {
    const page = this.pages.get(slot);
    if (page === undefined) return;
    this.pages.delete(slot);
    this.bytes -= this.bytesOf(page.body);
  }
}
