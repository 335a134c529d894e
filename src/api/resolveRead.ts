// Answers a GET API URL in process by calling the endpoint's own handler, so a page's
// prefetched data is exactly what the browser would fetch: the answer's JSON text.
import { NotFoundError } from '../errors';
import { matchPath } from '../../views/lib/matchPath';
import type { AppDeps, Endpoint } from './define';
import { apiEndpoints } from './index';

export async function resolveReadJson(deps: AppDeps, url: string, endpoints: Endpoint[] = apiEndpoints): Promise<string> {
  const parsed = new URL(url, 'http://in-process');
  const pathname = parsed.pathname.replace(/^\/api/, '');
  for (const endpoint of endpoints) {
    if (endpoint.method !== 'GET' || endpoint.options.admin) continue;
    const params = matchPath(endpoint.path, pathname);
    if (!params) continue;
    const result = await endpoint.handler(deps, { params, query: parsed.searchParams });
    return JSON.stringify(result ?? null);
  }
  throw new NotFoundError(`No API route for GET ${parsed.pathname}`);
}
