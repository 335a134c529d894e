// The shape of an API resource file: a table of endpoints, each a method, a path and a handler,
// all in the content area the table declares once. Read endpoints (GET) take only plain inputs,
// so the page renderer can call the very same handler in process when it prefetches a page's data.
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { AnalyticsRecorder } from '../services/analytics/analyticsRecorder';
import type { VersionedArea } from '../services/contentVersions';

export interface AppDeps {
  db: DataSource;
  config: Config;
  /** Counts readers (src/services/analytics/); absent when ANALYTICS=false, and in tests that do not count. */
  analytics?: AnalyticsRecorder;
}

export interface ReadRequest {
  params: Record<string, string>;
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
  /**
   * A write a machine signs (an email provider's webhook), checked by its handler: not a
   * visitor's form, so neither the public writes' rate limit nor their honeypot applies (a
   * wave of bounces after a send arrives at once; the site-wide limits still hold).
   */
  signed?: boolean;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** A POST that only computes an answer (a conversion) and writes nothing: no content area is bumped. */
  computesOnly?: boolean;
  /**
   * A write whose service bumps its content area itself, and only when what the public sees
   * changed (a comment approved, a like counted): the router bumps nothing after it. A Webmention
   * received is a job until verified, and a pending comment shows nowhere.
   */
  bumpsItsOwnArea?: boolean;
  /** A read that also records something a page shows (a download count): it bumps its content area like a write. */
  records?: boolean;
  /**
   * A read whose answer depends only on its URL and its content area (no randomness, no
   * time of day): the answer is kept while the area's content version is unchanged.
   */
  cached?: boolean;
  /** An answer nobody may keep (a private preview): Cache-Control: no-store, whatever it is. */
  noStore?: boolean;
  /**
   * A read whose answer comes from these areas, not its table's one (site search reads posts,
   * essays, books and resources): its kept answer, and a page that shows it, follow their versions.
   */
  areas?: readonly VersionedArea[];
}

/**
 * A class-validator DTO class; a body, query string or path's params is validated into an
 * instance of it, after its optional static normalise(raw) has run.
 */
export type DtoClass<T> = (new () => T) & { normalise?: (raw: Record<string, unknown>) => Record<string, unknown> };

/**
 * One route of the API. `area` is the content area its data lives in, declared by its table, not
 * read from its path: a write bumps it, and cached answers and pages of that area are renewed.
 */
export type Endpoint = { path: string; area: VersionedArea; options: EndpointOptions } & (
  | { method: 'GET'; handler: ReadHandler }
  // biome-ignore lint/suspicious/noExplicitAny: the table holds handlers of many body types; each gets a body validated against its own dto
  | { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; dto?: DtoClass<object>; handler: WriteHandler<any> }
);

/** The areas an endpoint's answer comes from. */
export const areasOf = (endpoint: Pick<Endpoint, 'area' | 'options'>): readonly VersionedArea[] => endpoint.options.areas ?? [endpoint.area];

export class ApiTable {
  readonly endpoints: Endpoint[] = [];

  constructor(readonly area: VersionedArea) {}

  get(path: string, handler: ReadHandler, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'GET', path, area: this.area, handler, options });
    return this;
  }

  post<Body extends object>(path: string, dto: DtoClass<Body> | undefined, handler: WriteHandler<Body>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'POST', path, area: this.area, dto, handler, options });
    return this;
  }

  put<Body extends object>(path: string, dto: DtoClass<Body> | undefined, handler: WriteHandler<Body>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'PUT', path, area: this.area, dto, handler, options });
    return this;
  }

  /** A partial change: the handler validates the body itself when no one DTO class can (src/api/admin/settings.ts). */
  patch<Body extends object>(path: string, dto: DtoClass<Body> | undefined, handler: WriteHandler<Body>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'PATCH', path, area: this.area, dto, handler, options });
    return this;
  }

  delete(path: string, handler: WriteHandler<unknown>, options: EndpointOptions = {}): this {
    this.endpoints.push({ method: 'DELETE', path, area: this.area, handler, options });
    return this;
  }
}

/** An API table: every endpoint `build` adds belongs to `area`. */
export const defineApi = (area: VersionedArea, build: (api: ApiTable) => void): ApiTable => {
  const table = new ApiTable(area);
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
