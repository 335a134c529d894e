import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBlogDate } from '../lib/format';
import { toast } from '../components/toast/toastStore';
import { buttonCss, outlineButtonCss, primaryButtonCss } from '../components/ui';
import { color } from '../style/theme';
import { adminJson, adminQueryKeys, failureReason, invalidateByPrefix, useAdminQuery } from './adminApi';
import type { AdminLegacySubmissionDto, LegacyModerationStatus } from '../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { StatusTabs } from './components/StatusTabs';
import { itemCss, itemListCss, metaCss } from './components/listCss';
import { countOf } from '../lib/plural';

const tabs: { status: LegacyModerationStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
];

const dangerButtonCss = css`
  ${buttonCss};
  background: transparent;
  color: ${color.danger};
  border-color: currentColor;
  &:hover:not(:disabled) { background: color-mix(in srgb, currentColor 10%, transparent); }
`;

type Action = 'approve' | 'reject' | 'remove';

const actionDone: Record<Action, string> = { approve: 'Statement approved', reject: 'Statement rejected', remove: 'Statement removed' };

function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action }) =>
      action === 'remove'
        ? adminJson(`/api/admin/legacy/${id}`, { method: 'DELETE' })
        : adminJson(`/api/admin/legacy/${id}/${action}`, { method: 'POST' }),
    onSuccess: (_result, { action }) => {
      toast({ title: actionDone[action], description: action === 'approve' ? 'It now appears on the Legacy Wall.' : undefined });
      return invalidateByPrefix(queryClient, '/api/legacy', '/api/admin/legacy');
    },
    onError: (error) => toast({ title: 'Moderation failed', description: failureReason(error), variant: 'destructive' }),
  });
}

const emptyCss = css`
  text-align: center;
  color: ${color.muted};
`;

const statementCss = css`
  margin: 0 0 6px;
  font-size: 1.05rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const bylineCss = css`
  ${metaCss};
  margin: 0;
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

function Statements({ statements, status }: { statements: AdminLegacySubmissionDto[]; status: LegacyModerationStatus }) {
  const moderate = useModerate();
  if (statements.length === 0) {
    return <p css={emptyCss}>{status === 'pending' ? 'No statements waiting for review' : 'No approved statements yet'}</p>;
  }
  const busy = (id: number) => moderate.isPending && moderate.variables?.id === id;
  return (
    <ul css={itemListCss}>
      {statements.map((s) => (
        <li key={s.id} css={itemCss}>
          <div>
            <blockquote css={statementCss}>
              Before I die, I want to {s.statement}
            </blockquote>
            <div css={bylineCss}>
              <span>{s.authorName || 'Anonymous'}</span>
              {s.location && <span>{s.location}</span>}
              <span>{formatBlogDate(s.submittedAt)}</span>
              {status === 'approved' && <span>{countOf(s.hearts, 'heart')}</span>}
            </div>
          </div>
          <div css={actionsCss}>
            {status === 'pending' ? (
              <>
                <button type="button" css={primaryButtonCss} disabled={busy(s.id)} onClick={() => moderate.mutate({ id: s.id, action: 'approve' })}>
                  Approve<span className="visually-hidden"> statement by {s.authorName || 'Anonymous'}</span>
                </button>
                <button type="button" css={outlineButtonCss} disabled={busy(s.id)} onClick={() => moderate.mutate({ id: s.id, action: 'reject' })}>
                  Reject<span className="visually-hidden"> statement by {s.authorName || 'Anonymous'}</span>
                </button>
              </>
            ) : (
              <button
                type="button"
                css={dangerButtonCss}
                disabled={busy(s.id)}
                onClick={() => {
                  if (window.confirm('Remove this statement from the Legacy Wall for good?')) moderate.mutate({ id: s.id, action: 'remove' });
                }}
              >
                Remove<span className="visually-hidden"> statement by {s.authorName || 'Anonymous'}</span>
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function AdminLegacyPage() {
  const [status, setStatus] = useState<LegacyModerationStatus>('pending');
  const state = useAdminQuery<AdminLegacySubmissionDto[]>(adminQueryKeys.legacy(status));
  return (
    <AdminLayout title="Legacy Wall Moderation" intro="New statements wait here until approved; only approved ones appear on the Legacy Wall.">
      {state.key && (
        <StatusTabs label="Statements to show" tabs={tabs} shown={status} onShow={setStatus} />
      )}
      <AdminQueryView state={state} gateTitle="Access Legacy Moderation" failureMessage="Failed to load legacy statements. Please check your admin secret key." loadingLabel="Loading statements...">
        {(statements) => <Statements statements={statements} status={status} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
