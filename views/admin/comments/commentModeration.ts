// The comments screen's reads and writes: the queue by status, the blocks and the trust rule,
// each refreshed after a change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBlockDto, CommentRulesDto, CommentStatus } from '../../api/adminTypes';
import { toast } from '../../components/toast/toastStore';
import { adminJson, failureReason, invalidateByPrefix } from '../adminApi';

export const COMMENTS_API = '/api/admin/comments';
export const BLOCKS_API = `${COMMENTS_API}/blocks`;
export const RULES_API = `${COMMENTS_API}/rules`;

const done: Record<CommentStatus | 'delete', string> = { approved: 'Comment approved', spam: 'Marked as spam', pending: 'Back in the queue', delete: 'Comment deleted' };

export function useCommentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateByPrefix(queryClient, COMMENTS_API);
  const onError = (error: Error) => toast({ title: 'Not saved', description: failureReason(error), variant: 'destructive' });
  const moderate = useMutation({
    mutationFn: ({ id, action }: { id: number; action: CommentStatus | 'delete' }) =>
      action === 'delete' ? adminJson(`${COMMENTS_API}/${id}`, { method: 'DELETE' }) : adminJson(`${COMMENTS_API}/${id}`, { method: 'PATCH', body: { status: action } }),
    onSuccess: (_result, { action }) => {
      toast({ title: done[action], description: action === 'approved' ? 'It now shows under its post.' : undefined });
      return refresh();
    },
    onError,
  });
  const addBlock = useMutation({ mutationFn: (body: Pick<CommentBlockDto, 'kind' | 'value'>) => adminJson<CommentBlockDto>(BLOCKS_API, { method: 'POST', body }), onSuccess: refresh, onError });
  const removeBlock = useMutation({ mutationFn: (id: number) => adminJson(`${BLOCKS_API}/${id}`, { method: 'DELETE' }), onSuccess: refresh, onError });
  const saveRules = useMutation({ mutationFn: (body: CommentRulesDto) => adminJson<CommentRulesDto>(RULES_API, { method: 'PUT', body }), onSuccess: refresh, onError });
  return { moderate, addBlock, removeBlock, saveRules };
}
