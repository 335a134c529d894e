// The emails a restore brought back held (issue 45): a backup's queued emails are never sent by
// the restore itself. The owner sees how many wait, looks at them in the list, and sends them
// with one click if they are the site's own and nobody has had them yet.
import { css } from '@emotion/react';
import type { AdminEmailPageDto } from '../../api/adminTypes';
import { outlineButtonCss } from '../../components/ui';
import { color, radius } from '../../style/theme';
import { adminJson, useAdminQuery } from '../adminApi';
import { useAdminAction } from '../useAdminAction';
import { EMAILS_API } from './SendList';

const heldCss = css`
  display: grid;
  gap: 8px;
  justify-items: start;
  margin: 0 0 24px;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-left-width: 4px;
  border-radius: ${radius.md};
  p { margin: 0; }
`;

export function HeldEmails({ onShow }: { onShow: () => void }) {
  const state = useAdminQuery<AdminEmailPageDto>([`${EMAILS_API}?page=1&status=held`]);
  const { pending, run } = useAdminAction([EMAILS_API]);
  const held = state.query.data?.total ?? 0;
  if (held === 0) return null;
  const emails = held === 1 ? '1 email' : `${held} emails`;
  return (
    <section css={heldCss} aria-labelledby="held-emails">
      <h2 id="held-emails">{emails} held by a restore</h2>
      <p>A restore sends nothing by itself: the backup's queued emails wait here. Send them only if they are yours and nobody has had them yet.</p>
      <div>
        <button type="button" css={outlineButtonCss} onClick={onShow}>Show them</button>{' '}
        <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => run(() => adminJson(`${EMAILS_API}/held/release`, { method: 'POST' }), `${emails} will be sent`)}>
          Send the held emails
        </button>
      </div>
    </section>
  );
}
