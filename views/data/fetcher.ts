// The one fetch path of the browser: every read and write goes through fetchJson, and every
// non-OK answer becomes an ApiError.
import type { QueryKey } from '@tanstack/react-query';

/** The URL of a query key: its parts joined with '/', every part after the first URL-encoded. */
export const urlOfKey = (queryKey: QueryKey) =>
  queryKey.map((part, i) => (i === 0 ? String(part) : encodeURIComponent(String(part)))).join('/');

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Any non-OK answer throws '<status>: <body text or status text>'. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

export async function fetchJson<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A request with a JSON body (mutations). */
export function sendJson<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  return fetchJson<T>(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
