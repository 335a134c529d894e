// The one place for query keys and the fetcher. A key's parts joined with '/' are the URL
// the browser fetches and the server resolves in process.

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

export const queryKeys = {
  books: () => ['/api/books'] as const,
  newsletter: () => ['/api/newsletter'] as const,
};
