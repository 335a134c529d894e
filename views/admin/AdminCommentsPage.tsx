// /admin/comments: the one moderation queue of replies from the fediverse and Webmentions
// (pending, approved, spam), the blocks, and the rule for trusted authors.
import { css } from '@emotion/react';
import { useState } from 'react';
import type { AdminCommentDto, CommentBlockDto, CommentRulesDto, CommentStatus } from '../api/adminTypes';
import { useAdminQuery } from './adminApi';
import { CommentBlocks, CommentRules } from './comments/CommentBlocks';
import { CommentQueue } from './comments/CommentQueue';
import { BLOCKS_API, COMMENTS_API, RULES_API, useCommentWrites } from './comments/commentModeration';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { StatusTabs } from './components/StatusTabs';

const tabs: { status: CommentStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'spam', label: 'Spam' },
];

const sectionCss = css`
  margin-top: 40px;
  h2 { font-size: 1.25rem; margin: 0 0 16px; }
`;

export default function AdminCommentsPage() {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const queue = useAdminQuery<{ items: AdminCommentDto[] }>([`${COMMENTS_API}?status=${status}`]);
  const blocks = useAdminQuery<{ items: CommentBlockDto[] }>([BLOCKS_API]);
  const rules = useAdminQuery<CommentRulesDto>([RULES_API]);
  const writes = useCommentWrites();
  return (
    <AdminLayout title="Comments" intro="Replies from the fediverse and Webmentions wait here; only approved ones show under your posts and essays.">
      {queue.key && (
        <StatusTabs label="Comments to show" tabs={tabs} shown={status} onShow={setStatus} />
      )}
      <AdminQueryView state={queue} gateTitle="Access Comments" failureMessage="Failed to load comments. Please check your admin secret key." loadingLabel="Loading comments...">
        {({ items }) => <CommentQueue comments={items} status={status} moderate={writes.moderate} />}
      </AdminQueryView>
      {queue.key && (
        <section css={sectionCss} aria-labelledby="comment-rules-title">
          <h2 id="comment-rules-title">Rules and blocks</h2>
          {rules.query.data && <CommentRules rules={rules.query.data} saveRules={writes.saveRules} />}
          {blocks.query.data && <CommentBlocks blocks={blocks.query.data.items} addBlock={writes.addBlock} removeBlock={writes.removeBlock} />}
        </section>
      )}
    </AdminLayout>
  );
}
