// One QueryClient per render (server) or per page load (browser), with the spec's defaults:
// no retries, no refetch on window focus, data never stale. A query that failed on the
// server is not retried on mount either, so hydration shows what the server showed.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, fetchJson, urlOfKey } from './fetcher';

/**
 * The read function: fetches the URL of the query key and parses its JSON. A 401 throws like
 * any other failure, unless the query asks for `null` instead (`on401: 'returnNull'`).
 */
export const readQueryFn =
  ({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction =>
  async ({ queryKey }) => {
    try {
      return await fetchJson(urlOfKey(queryKey));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

export const defaultQueryFn = readQueryFn({ on401: 'throw' });

export function createQueryClient(queryFn: QueryFunction = defaultQueryFn): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn, retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
