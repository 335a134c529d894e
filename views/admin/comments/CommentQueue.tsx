// The moderation queue: each comment with its author (linked), where it came from, the post it
// is about and its text, and the owner's actions for its status.
import { css } from '@emotion/react';
import type { AdminCommentDto, CommentStatus } from '../../api/adminTypes';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { formatBlogDate } from '../../lib/format';
import { color } from '../../style/theme';
import { itemCss, itemListCss, metaCss } from '../components/listCss';
import type { useCommentWrites } from './commentModeration';

const textCss = css`
  margin: 6px 0 8px;
  overflow-wrap: anywhere;
  p { margin: 0 0 6px; color: ${color.text}; font-size: 1rem; }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const sourceLabel = { activitypub: 'Fediverse reply', webmention: 'Webmention' } as const;
const empty: Record<CommentStatus, string> = { pending: 'No comments waiting for review', approved: 'No approved comments yet', spam: 'No spam' };

export function CommentQueue({ comments, status, moderate }: { comments: AdminCommentDto[]; status: CommentStatus; moderate: ReturnType<typeof useCommentWrites>['moderate'] }) {
  if (comments.length === 0) return <p>{empty[status]}</p>;
  const busy = (id: number) => moderate.isPending && moderate.variables?.id === id;
  const action = (comment: AdminCommentDto, to: CommentStatus | 'delete', label: string, primary = false) => (
    <button type="button" css={primary ? primaryButtonCss : outlineButtonCss} disabled={busy(comment.id)} onClick={() => moderate.mutate({ id: comment.id, action: to })}>
      {label}<span className="visually-hidden"> comment by {comment.authorName}</span>
    </button>
  );
  return (
    <ul css={itemListCss}>
      {comments.map((comment) => (
        <li key={comment.id} css={itemCss}>
          <div>
            <div css={metaCss}>
              {comment.authorUrl ? <a href={comment.authorUrl} rel="nofollow noopener noreferrer" target="_blank">{comment.authorName}</a> : <span>{comment.authorName}</span>}
              {comment.authorHandle && <span>{comment.authorHandle}</span>}
              <a href={comment.externalId} rel="nofollow noopener noreferrer" target="_blank">{sourceLabel[comment.source]}</a>
              <span>{formatBlogDate(comment.receivedAt)}</span>
            </div>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned when received (src/services/comments/commentHtml.ts) */}
            <div css={textCss} dangerouslySetInnerHTML={{ __html: comment.contentHtml }} />
            <p>On {comment.itemPath ? <a href={comment.itemPath}>{comment.itemTitle}</a> : 'a deleted item'}</p>
          </div>
          <div css={actionsCss}>
            {status !== 'approved' && action(comment, 'approved', 'Approve', true)}
            {status !== 'spam' && action(comment, 'spam', 'Spam')}
            {status === 'spam' && action(comment, 'pending', 'Not spam')}
            {action(comment, 'delete', 'Delete')}
          </div>
        </li>
      ))}
    </ul>
  );
}
