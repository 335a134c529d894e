// Query function for the random endpoints: asks for a row other than the one on screen
// ('?exclude=<id>'), so a refresh or a timed refetch always shows something new. The query key
// stays the plain one of views/data/queries.ts, so the server's prefetch and the browser share the cache.
import type { QueryFunction } from '@tanstack/react-query';
import { fetchJson, urlOfKey } from '../../data/fetcher';

export const fetchAnotherRandom = <T extends { id: number }>(): QueryFunction<T | null> =>
  ({ queryKey, client }) => {
    const current = client.getQueryData<T | null>(queryKey);
    const url = urlOfKey(queryKey);
    return fetchJson<T | null>(current ? `${url}?exclude=${current.id}` : url);
  };
