// The shape of an API resource file: a table of endpoints, each a method, a path and a handler.
// Read endpoints (GET) take only plain inputs, so the page renderer can call the very same
// handler in process when it prefetches a page's data.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { PathParams } from '../lib/matchPath';

export interface AppDeps {
  db: DataSource;
  config: Config;
}

export interface ReadRequest {
  params: PathParams;
  query: URLSearchParams;
}

export interface WriteRequest<Body> extends ReadRequest {
  body: Body;
  ctx: Context;
}

export type ReadHandler = (deps: AppDeps, request: ReadRequest) => Promise<unknown>;
export type WriteHandler<Body> = (deps: AppDeps, request: WriteRequest<Body>) => Promise<unknown>;

export interface EndpointOptions {
  /** Requires the x-admin-secret header. */
  admin?: boolean;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** A read that also records something a page shows (a download count): it bumps its content area like a write. */
  records?: boolean;
  /**
   * A read whose answer depends only on its URL and its content area (no randomness, no
   * time of day): the answer is kept while the area's content version is unchanged.
   */
  cached?: boolean;
}

/** A class-validator DTO class; the body is validated into an instance of it. */
export type DtoClass<T> = new () => T;

export type Endpoint =
  | { method: 'GET'; path: string; handler: ReadHandler; options: EndpointOptions }
  // biome-ignore lint/suspicious/noExplicitAny: the table holds handlers of many body types; each gets a body validated against its own dto
  | { method: 'POST' | 'PUT' | 'DELETE'; path: string; dto?: DtoClass<object>; handler: WriteHandler<any>; options: EndpointOptions };

export class ApiTable {
  readonly endpoints: Endpoint[] = [];

  get(path: string, handler: ReadHandler, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'GET', path, handler, options });
    return this;
  }

  post<Body extends object>(path: string, dto: DtoClass<Body> | undefined, handler: WriteHandler<Body>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'POST', path, dto, handler, options });
    return this;
  }

  put<Body extends object>(path: string, dto: DtoClass<Body> | undefined, handler: WriteHandler<Body>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'PUT', path, dto, handler, options });
    return this;
  }

  delete(path: string, handler: WriteHandler<unknown>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'DELETE', path, handler, options });
    return this;
  }
}

export const defineApi = (build: (api: ApiTable) => void): ApiTable => {
  const table = new ApiTable();
  build(table);
  return table;
};

/** What a handler returns to answer with a 302 to a path of this site (e.g. a counted download). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** What a handler returns to answer with a file to save (Content-Disposition: attachment) instead of JSON. */
export class FileDownload {
  constructor(readonly fileName: string, readonly contentType: string, readonly body: string) {}
}
