// Answers a GET API URL in process by calling the endpoint's own handler, so a page's
// prefetched data is exactly what the browser would fetch: the answer's JSON text. The URL is
// matched by the same router table as HTTP requests (src/api/endpointRouter.ts).
import { NotFoundError } from '../errors';
import { EVERY_AREA, type VersionedArea } from '../services/contentVersions';
import { type AppDeps, areasOf, type Endpoint, type ReadHandler } from './define';
import { memoized } from '../lib/memoized';
import { EndpointRouter } from './endpointRouter';
import { apiEndpoints } from './index';

const routers = new WeakMap<readonly Endpoint[], EndpointRouter>();

function routerOf(endpoints: readonly Endpoint[]): EndpointRouter {
  const known = routers.get(endpoints);
  if (known) return known;
  const router = new EndpointRouter(endpoints);
  routers.set(endpoints, router);
  return router;
}

interface PublicRead {
  handler: ReadHandler;
  areas: readonly VersionedArea[];
  params: Record<string, string>;
  query: URLSearchParams;
}

/** The public read that answers a GET of `url`, or undefined when HTTP would not answer it without the admin key. */
function publicReadAt(url: string, endpoints: readonly Endpoint[]): PublicRead | undefined {
  const parsed = new URL(url, 'http://in-process');
  const match = routerOf(endpoints).match(parsed.pathname, 'GET');
  if (match?.endpoint.method !== 'GET' || match.endpoint.options.admin) return undefined;
  return { handler: match.endpoint.handler, areas: areasOf(match.endpoint), params: match.params, query: parsed.searchParams };
}

export async function resolveReadJson(deps: AppDeps, url: string, endpoints: readonly Endpoint[] = apiEndpoints): Promise<string> {
  const read = publicReadAt(url, endpoints);
  if (!read) throw new NotFoundError(`No API route for GET ${new URL(url, 'http://in-process').pathname}`);
  const result = await read.handler(deps, { params: read.params, query: read.query });
  return JSON.stringify(result ?? null);
}

const EVERY: readonly VersionedArea[] = [EVERY_AREA];

const areasOfApiRead = memoized((url) => publicReadAt(url, apiEndpoints)?.areas ?? EVERY, 2_000);

/**
 * The content areas a GET API URL's answer comes from: the area its endpoint's table declares,
 * or the areas the endpoint names. A URL no endpoint answers depends on every area. Every cached
 * page hit asks this of its reads, and matching a URL against the route table makes about 16 KB
 * of garbage, a quarter of such a hit's: the API's own answers are kept for the URLs seen most.
 */
export function areasOfRead(url: string, endpoints: readonly Endpoint[] = apiEndpoints): readonly VersionedArea[] {
  return endpoints === apiEndpoints ? areasOfApiRead(url) : (publicReadAt(url, endpoints)?.areas ?? EVERY);
}
