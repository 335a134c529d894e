// A current cached page, answered before the middleware chain. Nearly every page a visitor asks
// for is in the page cache and current. Through Koa such a hit made a context with its request
// and response objects and went down some fifteen middleware frames, all of it alive while the
// request waited for its turn's shared versions read (src/lib/readAfterArrival.ts). Under load a
// whole turn of requests was alive at once, so each scavenge copied and promoted about 1.3 MB of
// them, and the promoted garbage brought on full collections: the tail of every cached row.
//
// This lane sees each request first. A GET of a public page kept in the cache waits for the
// versions read holding nothing but the request, then gets the response the chain would give:
// the same headers (a test compares them), a 304 for the browser's own copy, gzip for a browser,
// and the page's pieces written in one vectored write, with nothing copied. Everything else goes
// to the chain untouched: other methods, addresses with no page kept, a page gone stale, a client
// that takes brotli but not gzip, an imported item's old address (the chain redirects it), and
// any failure (the chain then answers it as before).
import accepts from 'accepts';
import fresh from 'fresh';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import parseUrl from 'parseurl';
import { memoized } from '../lib/memoized';
import { logRequest } from '../middleware/accessLog';
import { oldAddressToLookUp } from '../middleware/redirectOldAddresses';
import type { ReaderRequest } from '../middleware/countReaders';
import { freshNonce, securityHeaderList } from '../middleware/securityHeaders';
import type { NonceTemplate, Pieces } from './nonce';
import { pagePieces } from './nonce';
import { gzipPieces } from './nonceGzip';
import type { CachedPage } from './pageCache';
import { HTML_TYPE, PAGE_CACHE_CONTROL, PAGE_VARY } from './pageHeaders';

export interface CachedPageSource {
  currentCachedPage(path: string, querystring: string, cookie: string | undefined): Promise<CachedPage<NonceTemplate> | undefined> | undefined;
  countPage(request: ReaderRequest): void;
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

/** A request the lane takes: its address, how to encode the answer, and the cached page being looked up. */
interface Asked {
  page: Promise<CachedPage<NonceTemplate> | undefined>;
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

/** The request listener: cached pages first, `chain` (Koa's listener) for the rest. */
export function cachedPagesFirst(chain: Listener, pages: CachedPageSource, options: LaneOptions): Listener {
  function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage<NonceTemplate>, { path, querystring, gzip, started }: Asked): void {
    const https = overHttps(req, options.trustProxy);
    const etag = `W/"${page.etag}"`;
    const pageHeaders = ['Cache-Control', PAGE_CACHE_CONTROL, 'Vary', PAGE_VARY, 'ETag', etag];
    let status = 200;
    if (req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag })) {
      // The browser keeps its copy, whose nonce matches the policy it stored with it: send no new one.
      status = 304;
      res.writeHead(304, [...securityHeaderList(undefined, https), ...pageHeaders]);
      res.end();
    } else {
      const nonce = freshNonce();
      const body = gzip ? gzipPieces(page.body, nonce) : pagePieces(page.body, nonce);
      const encoding = gzip ? ['Content-Encoding', 'gzip'] : [];
      res.writeHead(200, [...securityHeaderList(nonce, https), ...pageHeaders, 'Content-Type', HTML_TYPE, ...encoding, 'Content-Length', String(body.bytes)]);
      write(res, body);
    }
    if (options.logRequests) logRequest('GET', path, status, started);
    pages.countPage({ method: 'GET', path, querystring, ip: clientIp(req, options.trustProxy), status, headers: req.headers });
  }

  /** What the lane will answer, or undefined for the chain. */
  function asked(req: IncomingMessage): Asked | undefined {
    const acceptEncoding = req.headers['accept-encoding'];
    // Served here: a GET, from a client taking gzip or saying nothing of encodings (Koa's
    // compression would give any other a brotli or deflate body of its own).
    if (req.method !== 'GET' || (acceptEncoding !== undefined && !takesGzip(acceptEncoding))) return undefined;
    const url = parseUrl(req);
    const path = url?.pathname ?? '';
    const querystring = typeof url?.query === 'string' ? url.query : '';
    if (oldAddressToLookUp('GET', path, querystring) !== undefined) return undefined;
    const page = pages.currentCachedPage(path, querystring, headerText(req.headers.cookie));
    return page && { page, path, querystring, gzip: acceptEncoding !== undefined, started: options.logRequests ? performance.now() : 0 };
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
    return lane.page.then(
      (page) => (page === undefined ? chain(req, res) : answer(req, res as ServerResponse, page, lane)),
      () => chain(req, res),
    );
  };
}
