// The wall: a Recent / Popular / Random choice over approved statements in a masonry of cards.
// Each choice is its own query; the server prefetches only Recent, so Random is shuffled in
// the browser's own request and hydration never sees it.
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isLegacyFilter, LEGACY_FILTER_LABELS, LEGACY_FILTERS, type LegacyFilter } from '../../api/legacyFilters';
import { legacyQuery } from '../../data/queries';
import { media } from '../../style/theme';
import { EmptyResults } from '../listing/EmptyResults';
import { FilterChips } from '../listing/FilterChips';
import { ShareButton } from '../ShareButton';
import { LoadingStatus, skeletonBlockCss, skeletonLastLineCss, skeletonLineCss } from '../ui';
import { LegacyCard, legacyCardCss } from './LegacyCard';

export const LEGACY_SKELETON_COUNT = 6;

const FILTER_CHOICES = LEGACY_FILTERS.map((value) => ({ value, label: LEGACY_FILTER_LABELS[value] }));

const masonryCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 1;
  column-gap: 20px;
  ${media.sm} { columns: 2; }
  ${media.lg} { columns: 3; }
`;

const toolbarCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 28px;
  h2 { margin: 0; font-size: 1.6rem; }
`;

/** Skeleton heights vary so the loading wall already looks like a masonry. */
const SKELETON_LINES = [3, 5, 2, 4, 3, 5];

const heartBlockCss = css`
  ${skeletonBlockCss};
  height: 32px;
  width: 72px;
  margin: 18px 0 4px auto;
  border-radius: 999px;
`;

function SkeletonWall() {
  return (
    <>
      <LoadingStatus label="Loading legacy statements" />
      <ul css={masonryCss} aria-hidden="true">
        {SKELETON_LINES.slice(0, LEGACY_SKELETON_COUNT).map((lines, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders, fixed in number and order
          <li key={i} css={legacyCardCss} data-testid="skeleton">
            {Array.from({ length: lines }, (_, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a skeleton card, all alike and fixed in number
              <div key={line} css={line === lines - 1 ? skeletonLastLineCss : skeletonLineCss} />
            ))}
            <div css={heartBlockCss} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function LegacyWall() {
  const [filter, setFilter] = useState<LegacyFilter>('recent');
  // Hearts given on this visit, kept across filters so a card stays pressed wherever it shows.
  const [hearted, setHearted] = useState<ReadonlySet<number>>(() => new Set());
  const onHearted = useCallback((id: number) => setHearted((ids) => new Set(ids).add(id)), []);
  // Random is stale at once, so choosing it again brings a new shuffle.
  const wall = useQuery({ ...legacyQuery(filter), staleTime: filter === 'random' ? 0 : Infinity });

  return (
    <>
      <div css={toolbarCss}>
        <h2 id="legacy-wall">The Wall</h2>
        <FilterChips
          label="Order statements"
          choices={FILTER_CHOICES}
          selected={filter}
          onSelect={(value) => isLegacyFilter(value) && setFilter(value)}
        />
      </div>
      {wall.isPending ? (
        <SkeletonWall />
      ) : wall.isError ? (
        <p role="alert">The wall could not be loaded. Please try again later.</p>
      ) : wall.data.length === 0 ? (
        <EmptyResults title="No submissions yet. Be the first!">
          <ShareButton title="Before I Die... Legacy Wall" />
        </EmptyResults>
      ) : (
        <ul css={masonryCss} aria-labelledby="legacy-wall">
          {wall.data.map((submission) => (
            <LegacyCard key={submission.id} submission={submission} hearted={hearted.has(submission.id)} onHearted={onHearted} />
          ))}
        </ul>
      )}
    </>
  );
}
