// Shows a long list a page at a time ('Show more'), so a thousand items never render at once.
// Changing the filters (the reset key) starts again from the first page.
import { useState } from 'react';

/** `total` counts every match, when only the first of them are in `items` so far (a list window). */
export function usePagedList<T>(items: T[], pageSize: number, resetKey: string, total = items.length) {
  const [paging, setPaging] = useState({ resetKey, count: pageSize });
  // Adjusting state during render (not in an effect) avoids one render with the stale count.
  if (paging.resetKey !== resetKey) setPaging({ resetKey, count: pageSize });
  const count = paging.resetKey === resetKey ? paging.count : pageSize;
  return {
    visible: items.slice(0, count),
    total,
    hasMore: total > count,
    showMore: () => setPaging({ resetKey, count: count + pageSize }),
  };
}
