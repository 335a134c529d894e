// One QueryClient per render (server) or per page load (browser), with the spec's defaults:
// no retries, no refetch on window focus, data never stale. A query that failed on the
// server is not retried on mount either, so hydration shows what the server showed.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { fetchJson, urlOfKey } from './queries';

export const defaultQueryFn: QueryFunction = ({ queryKey }) => fetchJson(urlOfKey(queryKey));

export function createQueryClient(queryFn: QueryFunction = defaultQueryFn): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn, retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
