// Admin fetchers and query keys. Every call sends the key in the x-admin-secret header.
// Only admin page files import this module, so none of it reaches the public bundle.
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { urlOfKey } from '../../data/fetcher';
import { forgetAdminKey, getAdminKey, setAdminKey, useAdminKey } from './adminKey';
import type { LegacyModerationStatus } from '../../api/adminTypes';

export const ADMIN_KEY_HEADER = 'x-admin-secret';

export const adminQueryKeys = {
  blogPosts: () => ['/api/admin/blog'] as const,
  blogPost: (id: string) => ['/api/admin/blog', id] as const,
  essays: () => ['/api/admin/ai-islam'] as const,
  essay: (id: string) => ['/api/admin/ai-islam', id] as const,
  subscribers: () => ['/api/admin/subscribers'] as const,
  legacy: (status: LegacyModerationStatus) => [`/api/admin/legacy?status=${status}`] as const,
  messages: () => ['/api/admin/messages'] as const,
};

/**
 * A non-OK answer. `said` is the server's own words (its JSON `error`, else `message`), empty
 * when the answer had none (a proxy's HTML error page, say); `reason` is those words, else the
 * answer's text, else its status text.
 */
export class AdminApiError extends Error {
  readonly reason: string;
  constructor(readonly status: number, readonly said: string, text: string) {
    const reason = said || text || String(status);
    super(`${status}: ${reason}`);
    this.reason = reason;
  }
}

/** The request never got an answer (offline, server down). */
export class AdminNetworkError extends Error {}

async function apiErrorOf(response: Response): Promise<AdminApiError> {
  const text = await response.text().catch(() => '');
  let said = '';
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    said = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : '';
  } catch {
    // not JSON: the server said nothing of its own
  }
  return new AdminApiError(response.status, said, text || response.statusText);
}

/** Sends an admin request with the given key (default: the stored one) and returns the OK response. */
export async function adminRequest(url: string, init: { method?: string; body?: unknown; key?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { [ADMIN_KEY_HEADER]: init.key ?? getAdminKey() };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new AdminNetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

export async function adminJson<T>(url: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; key?: string } = {}): Promise<T> {
  return (await (await adminRequest(url, init)).json()) as T;
}

/** The server's reason for a failure, or the network's. */
export const failureReason = (error: unknown): string => (error instanceof AdminApiError ? error.reason : error instanceof Error ? error.message : String(error));

/** Create forms: 'the server's error or message, else {fallback}'; a network failure: 'Network error: {detail}'. */
export function createFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof AdminNetworkError) return `Network error: ${error.message}`;
  if (error instanceof AdminApiError && error.said) return error.said;
  return fallback;
}

/** The key was refused (or the client is locked out): the gate must ask again. */
export const isKeyRefused = (error: unknown) => error instanceof AdminApiError && (error.status === 401 || error.status === 429);

const isAdminQuery = (queryKey: QueryKey) => typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/admin/');

/** Remembers a newly entered key and loads the admin data again with it. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return (key: string) => {
    setAdminKey(key);
    void queryClient.resetQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
  };
}

/** Forgets the key on this device and drops every admin answer held in memory. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return () => {
    forgetAdminKey();
    queryClient.removeQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
  };
}

/** Marks every cached query whose URL starts with one of the prefixes as stale (public and admin lists alike). */
export function invalidateByPrefix(queryClient: QueryClient, ...prefixes: string[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && prefixes.some((prefix) => (query.queryKey[0] as string).startsWith(prefix)),
  });
}

/** An admin read: runs once a key is known; a refused key is forgotten so the gate shows again. */
export function useAdminQuery<T>(queryKey: QueryKey) {
  const key = useAdminKey();
  const query = useQuery<T, Error>({
    queryKey,
    queryFn: ({ queryKey: k }) => adminJson<T>(urlOfKey(k)),
    enabled: key !== '',
  });
  useEffect(() => {
    if (isKeyRefused(query.error)) forgetAdminKey();
  }, [query.error]);
  return { key, query };
}
