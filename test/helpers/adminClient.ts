// Admin API calls for the tests: the right key by default, a wrong or missing one on request.
import { TEST_ADMIN_SECRET, type TestServer } from './testServer';

export interface AdminCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The key to send; null sends none. */
  key?: string | null;
}

export function adminCall(server: Pick<TestServer, 'url'>, path: string, options: AdminCallOptions = {}): Promise<Response> {
  const key = options.key === undefined ? TEST_ADMIN_SECRET : options.key;
  const headers: Record<string, string> = {};
  if (key !== null) headers['x-admin-secret'] = key;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export async function adminJson<T = any>(server: Pick<TestServer, 'url'>, path: string, options: AdminCallOptions = {}): Promise<{ status: number; body: T }> {
  const response = await adminCall(server, path, options);
  return { status: response.status, body: (await response.json()) as T };
}
