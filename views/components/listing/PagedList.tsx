// A long list shown a page at a time: a thousand items never render at once. 'Show more' adds
// the next page and moves focus to its first link, so keyboard users carry on where they were.
import { css, type SerializedStyles } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { color } from '../../style/theme';
import { outlineButtonCss } from '../ui';
import { usePagedList } from './usePagedList';

interface PagedListProps<T> {
  items: T[];
  /** Every match, when `items` holds only the first of them so far. */
  total?: number;
  /** Called on 'Show more' before the next page shows (e.g. to fetch the whole list). */
  onShowMore?: () => void;
  pageSize: number;
  /** Changing it (new filters) starts again from the first page. */
  resetKey: string;
  /** Plural noun for the count line, e.g. 'posts'. */
  noun: string;
  listCss: SerializedStyles;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

const moreCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-top: 40px;
`;

const countCss = css`
  margin: 0;
  color: ${color.muted};
  font-size: 0.9rem;
`;

export function PagedList<T>({ items, total: allMatches, onShowMore, pageSize, resetKey, noun, listCss, itemKey, renderItem }: PagedListProps<T>) {
  const { visible, total, hasMore, showMore } = usePagedList(items, pageSize, resetKey, allMatches);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when more items were shown, to focus the first new one
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.children[focusFrom.current]?.querySelector<HTMLElement>('a, button')?.focus();
    focusFrom.current = null;
  }, [visible.length]);

  return (
    <>
      <ul ref={listRef} css={listCss}>
        {visible.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
      </ul>
      <div css={moreCss}>
        <p role="status" css={countCss}>
          Showing {visible.length} of {total} {noun}
        </p>
        {hasMore && (
          <button
            type="button"
            css={outlineButtonCss}
            onClick={() => {
              focusFrom.current = visible.length;
              onShowMore?.();
              showMore();
            }}
          >
            Show more
          </button>
        )}
      </div>
    </>
  );
}
