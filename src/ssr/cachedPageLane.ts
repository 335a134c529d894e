// A current cached page or API answer, answered before the middleware chain. Nearly every page a
// visitor asks for is in the page cache and current. Through Koa such a hit made a context with
// its request and response objects and went down some fifteen middleware frames, all of it alive
// while the request waited for its turn's shared versions read (src/lib/readAfterArrival.ts).
// Under load a whole turn of requests was alive at once, so each scavenge copied and promoted
// about 1.3 MB of them, and the promoted garbage brought on full collections: the tail of every
// cached row. The API's cached reads (src/api/cachedAnswers.ts) had the same tail: 1.3 MB promoted
// a scavenge under load of the 1,000-post list, and a browser's copy compressed per response.
//
// This lane sees each request first. A GET of an address with an answer kept in memory waits for
// the versions read holding nothing but the request, then gets the response the chain would give:
// the same headers (a test compares them), a 304 for the browser's own copy, gzip for a browser
// (compressed once, not per response), and the answer's pieces written in one vectored write,
// with nothing copied. Everything else goes to the chain untouched: other methods, addresses with
// nothing kept, an answer gone stale, a client that takes brotli but not gzip, an imported item's
// old address (the chain redirects it), and any failure (the chain then answers it as before).
import accepts from 'accepts';
import fresh from 'fresh';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import parseUrl from 'parseurl';
import { answersByAccept, asksForActivityJson } from '../federation/paths';
import { memoized } from '../lib/memoized';
import { logRequest } from '../middleware/accessLog';
import { oldAddressToLookUp } from '../middleware/redirectOldAddresses';
import type { ReaderRequest } from '../middleware/countReaders';
import { freshNonce, securityHeaderList } from '../middleware/securityHeaders';
import type { NonceTemplate, Pieces } from './nonce';
import { pagePieces } from './nonce';
import { gzipPieces } from './nonceGzip';
import type { CachedPage } from './pageCache';
import { HTML_TYPE, NEGOTIATED_PAGE_VARY, PAGE_CACHE_CONTROL, PAGE_VARY } from './pageHeaders';

export interface CachedPageSource {
  currentCachedPage(path: string, querystring: string, cookie: string | undefined): Promise<CachedPage<NonceTemplate> | undefined> | undefined;
  countPage(request: ReaderRequest): void;
}

/** One response's body: its content headers (type, encoding) and the pieces to write in order. */
export interface LaneBody extends Pieces {
  readonly headers: readonly string[];
}

/** A kind of answer kept in memory that the lane serves: pages, and the API's cached reads (src/api/cachedAnswers.ts). */
export interface LaneSource<Entry> {
  /** The kept answer for this address when it is current; undefined, not a promise, when none is kept. */
  current(path: string, querystring: string, cookie: string | undefined): Promise<Entry | undefined> | undefined;
  /** The ETag a browser's copy is compared with. */
  etag(entry: Entry): string;
  /** The headers after the security ones, for a 200 and a 304 alike (the ETag among them); `path` is the address asked. */
  headers(entry: Entry, path: string): readonly string[];
  body(entry: Entry, nonce: string, gzip: boolean): LaneBody;
  /**
   * A page carries its policy's nonce in its body, so a 304 sends no new policy (the browser
   * keeps the one stored with its copy). Koa sends an API answer's 304 with the policy.
   */
  nonceInBody: boolean;
  /** Told of each answer (pages: to count readers). */
  answered?(request: ReaderRequest): void;
}

const pageTypeHeaders = ['Content-Type', HTML_TYPE];
const gzipPageHeaders = ['Content-Type', HTML_TYPE, 'Content-Encoding', 'gzip'];

/** The page cache as the lane serves it: a page with this response's nonce, gzip-encoded for a browser. */
export function pageLaneSource(pages: CachedPageSource): LaneSource<CachedPage<NonceTemplate>> {
  return {
    current: (path, querystring, cookie) => pages.currentCachedPage(path, querystring, cookie),
    etag: (page) => `W/"${page.etag}"`,
    headers: (page, path) => ['Cache-Control', PAGE_CACHE_CONTROL, 'Vary', answersByAccept(path) ? NEGOTIATED_PAGE_VARY : PAGE_VARY, 'ETag', `W/"${page.etag}"`],
    body(page, nonce, gzip) {
      // Properties named, not spread: an object spread here made the lane promote five times
      // as much to the old generation under load (--trace-gc-nvp), and run more mark-compacts.
      const { pieces, bytes } = gzip ? gzipPieces(page.body, nonce) : pagePieces(page.body, nonce);
      return { pieces, bytes, headers: gzip ? gzipPageHeaders : pageTypeHeaders };
    },
    nonceInBody: true,
    answered: (request) => pages.countPage(request),
  };
}

export interface LaneOptions {
  trustProxy: boolean;
  logRequests: boolean;
  /** Told of each request's X-Forwarded-For (src/middleware/proxyWarning.ts). */
  noticeProxy: (forwardedFor: string | undefined) => void;
}

/** Accept-Encoding headers are few: each is negotiated once, exactly as Koa's `acceptsEncodings` does. */
const takesGzip = memoized((acceptEncoding) => accepts({ headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage).encodings(['gzip', 'identity']) === 'gzip', 200);

/** The first of a comma-separated header's values, or the last: as Koa reads X-Forwarded-Proto and X-Forwarded-For. */
const firstValue = (header: string) => header.split(/\s*,\s*/, 1)[0];
const lastValue = (header: string) => header.split(/\s*,\s*/).at(-1);

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The client's address as Koa's `ctx.ip` gives it with `maxIpsCount: 1`. */
function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwardedFor = trustProxy ? headerText(req.headers['x-forwarded-for']) : undefined;
  return (forwardedFor && lastValue(forwardedFor)) || req.socket.remoteAddress || '';
}

/** Whether the request came over HTTPS, as the security headers ask Koa's `ctx.protocol`. */
function overHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if (!trustProxy) return false;
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  const proto = headerText(req.headers['x-forwarded-proto']);
  return proto !== undefined && firstValue(proto) === 'https';
}

/** A request the lane takes: its address, how to encode the answer, and the kept answer being looked up. */
interface Asked {
  source: LaneSource<unknown>;
  entry: Promise<unknown>;
  path: string;
  querystring: string;
  gzip: boolean;
  /** `performance.now()` on arrival, for the access log. */
  started: number;
}

function write(res: ServerResponse, { pieces }: Pieces): void {
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.end();
  res.uncork();
}

/** A request listener as Koa's `callback()` makes it. */
type Listener = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => Promise<void>;

/** The request listener: kept answers first, from the first source that keeps one for the address; `chain` (Koa's listener) for the rest. */
export function cachedAnswersFirst(chain: Listener, sources: readonly LaneSource<unknown>[], options: LaneOptions): Listener {
  function answer(req: IncomingMessage, res: ServerResponse, entry: unknown, { source, path, querystring, gzip, started }: Asked): void {
    const https = overHttps(req, options.trustProxy);
    const headers = source.headers(entry, path);
    let status = 200;
    if (req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag: source.etag(entry) })) {
      status = 304;
      res.writeHead(304, [...securityHeaderList(source.nonceInBody ? undefined : freshNonce(), https), ...headers]);
      res.end();
    } else {
      const nonce = freshNonce();
      const body = source.body(entry, nonce, gzip);
      res.writeHead(200, [...securityHeaderList(nonce, https), ...headers, ...body.headers, 'Content-Length', String(body.bytes)]);
      write(res, body);
    }
    if (options.logRequests) logRequest('GET', path, status, started);
    source.answered?.({ method: 'GET', path, querystring, ip: clientIp(req, options.trustProxy), status, headers: req.headers });
  }

  /** What the lane will answer, or undefined for the chain. */
  function asked(req: IncomingMessage): Asked | undefined {
    const acceptEncoding = req.headers['accept-encoding'];
    // Served here: a GET, from a client taking gzip or saying nothing of encodings (Koa's
    // compression would give any other a brotli or deflate body of its own).
    if (req.method !== 'GET' || (acceptEncoding !== undefined && !takesGzip(acceptEncoding))) return undefined;
    // A fediverse server asking a post's address for its Article: the chain's federation answers it.
    if (asksForActivityJson(headerText(req.headers.accept))) return undefined;
    const url = parseUrl(req);
    const path = url?.pathname ?? '';
    const querystring = typeof url?.query === 'string' ? url.query : '';
    if (oldAddressToLookUp('GET', path, querystring) !== undefined) return undefined;
    const cookie = headerText(req.headers.cookie);
    for (const source of sources) {
      const entry = source.current(path, querystring, cookie);
      if (entry) return { source, entry, path, querystring, gzip: acceptEncoding !== undefined, started: options.logRequests ? performance.now() : 0 };
    }
    return undefined;
  }

  return (req, res) => {
    if (!(req instanceof IncomingMessage)) return chain(req, res); // HTTP/2: this site serves none
    let request: Asked | undefined;
    try {
      request = asked(req);
    } catch {
      request = undefined; // an address the chain makes sense of, or answers 400
    }
    if (request === undefined) return chain(req, res);
    const lane = request;
    options.noticeProxy(headerText(req.headers['x-forwarded-for']));
    return lane.entry.then(
      (entry) => (entry === undefined ? chain(req, res) : answer(req, res as ServerResponse, entry, lane)),
      () => chain(req, res),
    );
  };
}
