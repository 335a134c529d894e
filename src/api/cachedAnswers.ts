// The API's cached reads: each answer's JSON and its ETag kept per address with the version of
// the endpoint's content area, so a write through the API is visible on the next read and the
// 1,000-post list is serialised once, not per request. It is kept as UTF-8 bytes, so no response
// encodes it again (a large answer with one character outside Latin-1 is a two-byte string
// twice its length), and compressed for gzip once, on first use, not per response.
// PAGE_CACHE_MAX_AGE_SECONDS bounds the rest (a scheduled post reaching its time), as for pages.
//
// Two doors lead here: the endpoint's middleware in the router, which keeps an answer, and the
// lane before the middleware chain (src/ssr/cachedPageLane.ts), which serves an answer already
// kept and current, as it does pages.
import type { RouterContext } from '@koa/router';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { currentContentVersions, versionStamp } from '../services/contentVersions';
import type { LaneBody, LaneSource } from '../ssr/cachedPageLane';
import { type CachedPage, PageCache } from '../ssr/pageCache';
import { type AppDeps, areasOf, type Endpoint } from './define';
import { EndpointRouter } from './endpointRouter';

type ReadEndpoint = Extract<Endpoint, { method: 'GET' }>;
type Answer = CachedPage<Buffer>;

/** Answers below this go uncompressed, as koa-compress (src/app.ts) leaves them. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const identityHeaders = ['Content-Type', 'application/json; charset=utf-8'];
const gzipHeaders = [...identityHeaders, 'Content-Encoding', 'gzip'];

/** A read whose answer is kept: a GET declared cached that needs no key, keeps no secret and records nothing. */
export const isKeptRead = (endpoint: Endpoint): endpoint is ReadEndpoint =>
  endpoint.method === 'GET' && endpoint.options.cached === true && !endpoint.options.admin && !endpoint.options.noStore && !endpoint.options.records;

/** Where an answer is kept: its address as Koa's `ctx.path` and `ctx.querystring` give it. */
const slotOf = (path: string, querystring: string) => (querystring ? `${path}?${querystring}` : path);

const gzippedBodies = new WeakMap<Buffer, Buffer>();

function gzipped(body: Buffer): Buffer {
  let compressed = gzippedBodies.get(body);
  if (!compressed) {
    compressed = gzipSync(body, { level: 9 });
    gzippedBodies.set(body, compressed);
  }
  return compressed;
}

export class CachedAnswers implements LaneSource<Answer> {
  readonly #answers: PageCache<Buffer>;
  /** The kept reads only: an address no kept read answers is never looked up. */
  readonly #keptReads: EndpointRouter;
  readonly nonceInBody = false;

  constructor(
    private readonly deps: AppDeps,
    endpoints: readonly Endpoint[],
  ) {
    this.#answers = new PageCache<Buffer>(deps.config.pageCacheMaxAgeSeconds * 1000, undefined, undefined, (body) => body.length);
    this.#keptReads = new EndpointRouter(endpoints.filter(isKeptRead));
  }

  /** Whether the cache is on (PAGE_CACHE_MAX_AGE_SECONDS above 0). */
  get enabled(): boolean {
    return this.deps.config.pageCacheMaxAgeSeconds > 0;
  }

  /** A kept read's middleware: the kept answer when it is current, else a fresh one, kept. */
  middleware(endpoint: ReadEndpoint) {
    const { deps } = this;
    const answers = this.#answers;
    return async (ctx: RouterContext) => {
      const versions = versionStamp(await currentContentVersions(deps.db), areasOf(endpoint));
      const slot = slotOf(ctx.path, ctx.querystring);
      let answer = answers.get(slot, versions);
      if (!answer) {
        const body = Buffer.from(JSON.stringify((await endpoint.handler(deps, { params: ctx.params, query: new URLSearchParams(ctx.querystring) })) ?? null), 'utf8');
        answer = answers.set(slot, versions, body, `W/"${createHash('sha1').update(body).digest('base64url')}"`);
      }
      ctx.type = 'application/json';
      ctx.set('ETag', answer.etag);
      ctx.body = answer.body;
    };
  }

  current(path: string, querystring: string): Promise<Answer | undefined> | undefined {
    const slot = slotOf(path, querystring);
    if (!this.#answers.has(slot)) return undefined;
    const match = this.#keptReads.match(path, 'GET');
    if (match === undefined) return undefined;
    const areas = areasOf(match.endpoint);
    return currentContentVersions(this.deps.db).then((versions) => this.#answers.get(slot, versionStamp(versions, areas)));
  }

  etag(answer: Answer): string {
    return answer.etag;
  }

  /** What Koa's compression says of every answer, compressed or not. */
  headers(answer: Answer): readonly string[] {
    return ['Vary', 'Accept-Encoding', 'ETag', answer.etag];
  }

  body(answer: Answer, _nonce: string, gzip: boolean): LaneBody {
    if (!gzip || answer.body.length < COMPRESS_THRESHOLD_BYTES) return { pieces: [answer.body], bytes: answer.body.length, headers: identityHeaders };
    const body = gzipped(answer.body);
    return { pieces: [body], bytes: body.length, headers: gzipHeaders };
  }
}
