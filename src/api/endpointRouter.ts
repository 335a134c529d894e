// The API's endpoints on a @koa/router: one route table and one matcher for HTTP requests and for
// the page renderer's in-process reads, so both resolve a path and its params identically.
import { Router, type RouterMiddleware } from '@koa/router';
import type { Endpoint } from './define';

export interface MatchedEndpoint {
  endpoint: Endpoint;
  params: Record<string, string>;
}

export class EndpointRouter {
  readonly router = new Router({ prefix: '/api' });
  /** Each endpoint by the name of its route ('GET /blog/post/:slug'). */
  readonly #endpointNamed = new Map<string, Endpoint>();

  constructor(endpoints: readonly Endpoint[], middlewareOf: (endpoint: Endpoint) => RouterMiddleware[] = () => []) {
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      this.#endpointNamed.set(name, endpoint);
      this.router.register(endpoint.path, [endpoint.method], middlewareOf(endpoint), { name });
    }
  }

  /** The endpoint that answers `method pathname` (the path as sent, /api included), with its params decoded as the router does. */
  match(pathname: string, method: string): MatchedEndpoint | undefined {
    // The first route matched answers: no endpoint passes a request on to the next one.
    const [layer] = this.router.match(pathname, method).pathAndMethod;
    const endpoint = layer?.name === undefined ? undefined : this.#endpointNamed.get(layer.name);
    return endpoint && { endpoint, params: layer.params(pathname, layer.captures(pathname)) };
  }
}
