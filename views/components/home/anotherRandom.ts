// The random endpoints' query, with a query function that asks for a row other than the one on
// screen ('?exclude=<id>'), so a refresh or a timed refetch always shows something new. The query
// key stays the plain one of views/data/queries.ts, so the server's prefetch and the browser
// share the cache.
import type { DataTag, DefaultError, QueryFunction, QueryKey } from '@tanstack/react-query';
import { fetchJson, urlOfKey } from '../../data/fetcher';

interface RandomQuery<T> {
  queryKey: DataTag<QueryKey, T | null, DefaultError>;
}

export function anotherRandom<T extends { id: number }>(query: RandomQuery<T>): RandomQuery<T> & { queryFn: QueryFunction<T | null> } {
  const url = urlOfKey(query.queryKey);
  return {
    ...query,
    queryFn: ({ client }) => {
      const current = client.getQueryData(query.queryKey);
      return fetchJson<T | null>(current ? `${url}?exclude=${current.id}` : url);
    },
  };
}
