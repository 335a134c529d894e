// Admin fetchers and query keys: the one browser fetch path (views/data/fetcher.ts) plus the
// key in the x-admin-secret header; a refused key is forgotten so the gate asks again.
// Only admin page files import this module, so none of it reaches the public bundle.
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, fetchJson, jsonInit, NetworkError, request, urlOfKey, type Method } from '../data/fetcher';
import { forgetAdminKey, getAdminKey, setAdminKey, useAdminKey } from './adminKey';
import type { LegacyModerationStatus } from '../api/adminTypes';

export const ADMIN_KEY_HEADER = 'x-admin-secret';

export const adminQueryKeys = {
  /** A content type's list and one of its items (views/lib/contentRules.ts names the segment). */
  contentList: (segment: string) => [`/api/admin/${segment}`] as const,
  contentItem: (segment: string, id: string) => [`/api/admin/${segment}`, id] as const,
  /** An item's revisions, newest first, and one of them in full. */
  contentRevisions: (segment: string, id: string) => [`/api/admin/${segment}`, id, 'revisions'] as const,
  contentRevision: (segment: string, id: string, revisionId: number) => [`/api/admin/${segment}`, id, 'revisions', revisionId] as const,
  subscribers: () => ['/api/admin/subscribers'] as const,
  settings: () => ['/api/admin/settings'] as const,
  legacy: (status: LegacyModerationStatus) => [`/api/admin/legacy?status=${status}`] as const,
  messages: (archived = false) => [archived ? '/api/admin/messages?archived=true' : '/api/admin/messages'] as const,
};

interface AdminInit {
  method?: Method;
  body?: unknown;
  /** Default: the stored key. */
  key?: string;
  /** The request outlives the page (a save as the tab closes). */
  keepalive?: boolean;
}

const adminInit = ({ method = 'GET', body, key = getAdminKey(), keepalive = false }: AdminInit): RequestInit => ({
  ...jsonInit(method, body, { [ADMIN_KEY_HEADER]: key }),
  ...(keepalive ? { keepalive } : {}),
});

/** An admin request: returns the OK response (a file download reads it itself). */
export const adminRequest = (url: string, init: AdminInit = {}) => request(url, adminInit(init));

export const adminJson = <T>(url: string, init: AdminInit = {}) => fetchJson<T>(url, adminInit(init));

/**
 * The server's own words in a failed answer: its JSON `error`, else `message`; '' when it said
 * none (a proxy's HTML error page, say).
 */
export function serverWords(error: ApiError): string {
  try {
    const body = JSON.parse(error.text) as { error?: unknown; message?: unknown } | null;
    return [body?.error, body?.message].find((words) => typeof words === 'string') ?? '';
  } catch {
    return ''; // not JSON: the server said nothing of its own
  }
}

/** The reason for a failure: the server's words, else the answer's text, else the network's. */
export const failureReason = (error: unknown): string =>
  error instanceof ApiError ? serverWords(error) || error.text || String(error.status) : error instanceof Error ? error.message : String(error);

/** Create forms: 'the server's error or message, else {fallback}'; a network failure: 'Network error: {detail}'. */
export function createFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return `Network error: ${error.message}`;
  return (error instanceof ApiError && serverWords(error)) || fallback;
}

/** The key was refused (or the client is locked out): the gate must ask again. */
export const isKeyRefused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 429);

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
export function useAdminQuery<T>(queryKey: QueryKey, options: { refetchInterval?: (data: T | undefined) => number | false } = {}) {
  const key = useAdminKey();
  const query = useQuery<T, Error>({
    queryKey,
    queryFn: ({ queryKey: k }) => adminJson<T>(urlOfKey(k)),
    enabled: key !== '',
    ...(options.refetchInterval ? { refetchInterval: (current: { state: { data: T | undefined } }) => options.refetchInterval?.(current.state.data) ?? false } : {}),
  });
  useEffect(() => {
    if (isKeyRefused(query.error)) forgetAdminKey();
  }, [query.error]);
  return { key, query };
}
