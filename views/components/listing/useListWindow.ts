// A list page's data. The server sends only the first window of matches for the filters in the
// address (a ListWindow), so a thousand posts never travel inside the page. The whole list is
// fetched when the visitor first needs it (other filters, 'Show more', or focus on the filters)
// and from then on searched in the browser, over every item.
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ListWindow } from '../../api/types';

export interface ListData<T, W> {
  status: 'pending' | 'error' | 'success';
  /** The whole list, once fetched. */
  all?: T[];
  /** The server's first window, while the whole list is not there. */
  window?: W;
  /** The matches known so far (all of them once the whole list is there). */
  matches: T[];
  /** How many items match in all. */
  total: number;
  /** Fetches the whole list (idempotent). */
  loadAll: () => void;
}

export function useListWindow<T, F, W extends ListWindow<T>>(
  allQuery: UseQueryOptions<T[]>,
  windowQuery: UseQueryOptions<W>,
  filters: F,
  filterItems: (items: T[], filters: F) => T[],
): ListData<T, W> {
  const queryClient = useQueryClient();
  const windowKey = windowQuery.queryKey;
  const windowId = JSON.stringify(windowKey);
  // The window this page was rendered with (the server's), if it has one.
  const [renderedWindowId] = useState(() => (queryClient.getQueryData(windowKey) === undefined ? null : windowId));
  const [wanted, setWanted] = useState(false);
  const needAll = wanted || windowId !== renderedWindowId;
  const all = useQuery({ ...allQuery, enabled: needAll });
  const window = useQuery({ ...windowQuery, enabled: !needAll });
  // biome-ignore lint/correctness/useExhaustiveDependencies: filters is a new object each render; windowId is the same filters, serialized, and changes only when they do
  const matches = useMemo(() => (all.data ? filterItems(all.data, filters) : undefined), [all.data, filterItems, windowId]);
  const loadAll = () => setWanted(true);

  if (all.data && matches) return { status: 'success', all: all.data, matches, total: matches.length, loadAll };
  if (window.data) return { status: 'success', window: window.data, matches: window.data.items, total: window.data.matching, loadAll };
  return { status: all.isError || window.isError ? 'error' : 'pending', matches: [], total: 0, loadAll };
}
