// A statement's heart: one click sends a heart, shows the server's count at once, then
// refetches the wall. The server counts one heart per visitor; once hearted the button stays
// pressed and does not send again.
import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeartResultDto, LegacySubmissionDto } from '../../api/types';
import { legacyQuery, queriesUnder } from '../../data/queries';
import { sendJson } from '../../data/fetcher';
import { color, radius } from '../../style/theme';
import { HeartIcon } from '../icons';
import { toast } from '../toast/toastStore';

/** The first part of every legacy list key: matches the recent, popular and random lists alike. */
const allLegacyLists = queriesUnder('/api/legacy');

const heartCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  min-width: 64px;
  padding: 6px 14px;
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.muted};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: color 0.15s ease, border-color 0.15s ease, background-color 0.15s ease;
  &:hover { color: ${color.danger}; border-color: currentColor; }
  &[aria-pressed='true'] { color: ${color.heart}; border-color: ${color.heartBorder}; background: ${color.heartSoft}; }
  &[aria-pressed='true'] svg { fill: currentColor; }
`;

const heartsLabel = (count: number) => `${count} ${count === 1 ? 'heart' : 'hearts'}`;

export function HeartButton({ submission, hearted, onHearted }: { submission: LegacySubmissionDto; hearted: boolean; onHearted: (id: number) => void }) {
  const queryClient = useQueryClient();
  const heart = useMutation({
    mutationFn: () => sendJson<HeartResultDto>('POST', `/api/legacy/${submission.id}/heart`),
    onSuccess: (result) => {
      onHearted(result.id);
      queryClient.setQueriesData<LegacySubmissionDto[]>({ queryKey: allLegacyLists }, (list) =>
        list?.map((item) => (item.id === result.id ? { ...item, hearts: result.hearts } : item)),
      );
      // Refetch the ordered lists; the random one is only marked stale, since refetching it
      // would reshuffle the wall under the visitor's pointer (choosing Random again reloads it).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: allLegacyLists, predicate: (query) => query.queryKey[1] !== 'random' }),
        queryClient.invalidateQueries({ queryKey: legacyQuery('random').queryKey, refetchType: 'none' }),
      ]);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to give a heart. Please try again.', variant: 'destructive' }),
  });

  return (
    <button
      type="button"
      css={heartCss}
      aria-pressed={hearted}
      aria-label={`Give a heart to this statement, ${heartsLabel(submission.hearts)}`}
      onClick={() => {
        if (!hearted && !heart.isPending) heart.mutate();
      }}
    >
      <HeartIcon size={18} />
      <span>{submission.hearts}</span>
    </button>
  );
}
