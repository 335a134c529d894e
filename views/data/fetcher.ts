// The one fetch path of the browser: every read and write, public or admin, goes through
// `request`. A non-OK answer becomes an ApiError, a request that got no answer a NetworkError.
import type { QueryKey } from '@tanstack/react-query';

/** The URL of a query key: its parts joined with '/', every part after the first URL-encoded. */
export const urlOfKey = (queryKey: QueryKey) =>
  queryKey.map((part, i) => (i === 0 ? String(part) : encodeURIComponent(String(part)))).join('/');

/** A non-OK answer: its message is '<status>: <body text or status text>' (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    /** A 429's or 503's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${text}`);
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {}

/** Sends the request (cookies included) and returns the OK response. */
export async function request(url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After') || Number.NaN);
    throw new ApiError(response.status, (await response.text().catch(() => '')) || response.statusText, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  return response;
}

export async function fetchJson<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  return (await (await request(url, init)).json()) as T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The init of a request with an optional JSON body. */
export const jsonInit = (method: Method, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** A request with a JSON body (mutations). */
export const sendJson = <T = unknown>(method: Exclude<Method, 'GET'>, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> =>
  fetchJson<T>(url, jsonInit(method, body, headers));
