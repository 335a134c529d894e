// An item's status as a coloured badge: grey for a draft, amber when scheduled, green when published.
import { css } from '@emotion/react';
import type { ContentStatus } from '../../api/adminTypes';
import { badgeCss } from '../../components/ui';
import { statusText } from './status';

const statusBadgeCss = css`
  ${badgeCss};
  white-space: normal;
  &[data-status='draft'] { background: #e5e7eb; color: #1f2937; }
  &[data-status='scheduled'] { background: #fef3c7; color: #78350f; }
  &[data-status='published'] { background: #d1fae5; color: #065f46; }
`;

export function StatusBadge({ status, publishedAt, withTime = true }: { status: ContentStatus; publishedAt: string | null; withTime?: boolean }) {
  return (
    <span css={statusBadgeCss} data-status={status} data-testid="status-badge">
      {withTime ? statusText(status, publishedAt) : statusText(status, null)}
    </span>
  );
}
