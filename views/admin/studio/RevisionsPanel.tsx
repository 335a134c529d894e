// An item's revisions, newest first: when, what kind of save, what changed. One can be viewed
// (its title and body, read-only) and restored, after a confirmation; restoring is itself a new
// revision, so it can be undone.
import { useMutation } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { toast } from '../../components/toast/toastStore';
import type { ContentRevisionDto, ContentRevisionSummaryDto } from '../../api/adminTypes';
import { ARTICLE_PROSE_CLASS } from '../../style/classNames';
import { Dialog } from '../../components/Dialog';
import { outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color } from '../../style/theme';
import { adminJson, adminQueryKeys, failureReason, useAdminQuery } from '../adminApi';
import { FormAlert, Spinner } from '../components/FormFields';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
import { formatOwnerTime, formatOwnerTimeExact } from './ownerTime';
import { panelCss } from './panelCss';
import { changedWords, KIND_WORDS } from './revisionWords';

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 10px 0;
    border-top: 1px solid ${color.border};
  }
  li > div:first-of-type { min-width: 0; flex: 1 1 220px; }
  strong { display: block; font-size: 0.95rem; }
  span { font-size: 0.85rem; color: ${color.muted}; overflow-wrap: anywhere; }
`;

const smallButtonCss = css`
  ${ghostButtonCss};
  min-height: 40px;
  padding: 6px 14px;
`;

const viewBodyCss = css`
  font-size: 1rem;
  max-height: 55vh;
  overflow: auto;
  margin-bottom: 16px;
`;

function RevisionView({ segment, itemId, revisionId, onRestore }: { segment: string; itemId: string; revisionId: number; onRestore: (revision: ContentRevisionDto) => void }) {
  const { query } = useAdminQuery<ContentRevisionDto>(adminQueryKeys.contentRevision(segment, itemId, revisionId));
  if (query.isPending) return <Spinner label="Loading revision..." />;
  if (query.isError) return <FormAlert tone="error">The revision did not load: {failureReason(query.error)}</FormAlert>;
  const revision = query.data;
  return (
    <>
      <h3>{revision.title}</h3>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a revision's body was sanitised when it was saved */}
      <div css={viewBodyCss} className={ARTICLE_PROSE_CLASS} data-testid="revision-body" dangerouslySetInnerHTML={{ __html: revision.body }} />
      <button type="button" css={outlineButtonCss} onClick={() => onRestore(revision)}>
        Restore this revision
      </button>
    </>
  );
}

export interface RevisionsPanelProps<I> {
  segment: string;
  itemId: string;
  itemUrl: string;
  onRestored: (item: I) => void;
  /** The item is public: a restore changes what readers see at once. */
  published: boolean;
}

export function RevisionsPanel<I>({ segment, itemId, itemUrl, onRestored, published }: RevisionsPanelProps<I>) {
  const id = useId();
  const { query } = useAdminQuery<ContentRevisionSummaryDto[]>(adminQueryKeys.contentRevisions(segment, itemId));
  const [viewing, setViewing] = useState<number | null>(null);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const restore = useMutation({
    mutationFn: (revisionId: number) => adminJson<I>(`${itemUrl}/revisions/${revisionId}/restore`, { method: 'POST', body: {} }),
    onSuccess: (item) => {
      onRestored(item);
      toast({ title: 'Revision restored', description: published ? 'It is saved, and the public page shows this version now.' : 'It is saved; the item is still not public.' });
    },
  });

  const askRestore = (revision: { id: number; createdAt: string }) => {
    setViewing(null);
    setQuestion({
      title: `Restore the revision of ${formatOwnerTime(revision.createdAt)}?`,
      description: `This saves that version at once${published ? ': the public page will show it straight away' : ''}. The current text stays in the revisions, so this can be undone.`,
      confirmLabel: 'Restore',
      onConfirm: () => restore.mutate(revision.id),
    });
  };

  return (
    <section css={panelCss} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Revisions</h2>
      <p>Every save is kept; autosaves at most one per ten minutes.</p>
      {restore.isError && <FormAlert tone="error">The restore failed: {failureReason(restore.error)}</FormAlert>}
      {query.isPending ? (
        <Spinner label="Loading revisions..." />
      ) : query.isError ? (
        <FormAlert tone="error">The revisions did not load: {failureReason(query.error)}</FormAlert>
      ) : query.data.length === 0 ? (
        <p>No revisions yet.</p>
      ) : (
        <ol css={listCss} aria-label="Revisions, newest first">
          {query.data.map((revision) => (
            <li key={revision.id}>
              <div>
                <strong>
                  <time dateTime={revision.createdAt}>{formatOwnerTimeExact(revision.createdAt)}</time> · {KIND_WORDS[revision.kind]}
                </strong>
                <span>
                  {revision.title} — {changedWords(revision.changed)}
                </span>
              </div>
              <div>
                <button type="button" css={smallButtonCss} onClick={() => setViewing(revision.id)}>
                  View<span className="visually-hidden"> the revision of {formatOwnerTime(revision.createdAt)}</span>
                </button>
                <button type="button" css={smallButtonCss} disabled={restore.isPending} onClick={() => askRestore(revision)}>
                  Restore<span className="visually-hidden"> the revision of {formatOwnerTime(revision.createdAt)}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} title="Revision">
        {viewing !== null && <RevisionView segment={segment} itemId={itemId} revisionId={viewing} onRestore={askRestore} />}
      </Dialog>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </section>
  );
}
