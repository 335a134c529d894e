// One contact message's actions: reply in the owner's mail program, mark read or unread,
// archive or bring back, delete (after asking).
import { css } from '@emotion/react';
import { useState } from 'react';
import type { AdminContactMessageDto } from '../api/adminTypes';
import { outlineButtonCss } from '../components/ui';
import { ghostButtonCss } from './components/ghostButtonCss';
import { color } from '../style/theme';
import { adminJson } from './adminApi';
import { ConfirmDialog, type ConfirmQuestion } from './studio/ConfirmDialog';
import { useAdminAction } from './useAdminAction';

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 14px;
  button { ${ghostButtonCss}; min-height: 40px; border: 1px solid ${color.border}; }
  button[data-danger] { color: ${color.danger}; }
`;

/** A mailto: link answering the message; every part is encoded, so nothing in it can add a header. */
export const replyHref = (message: Pick<AdminContactMessageDto, 'email' | 'subject'>) =>
  `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

export function MessageActions({ message }: { message: AdminContactMessageDto }) {
  const { pending, run } = useAdminAction(['/api/admin/messages', '/api/admin/dashboard']);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const url = `/api/admin/messages/${message.id}`;
  const change = (body: { read?: boolean; archived?: boolean }, done: string) => run(() => adminJson(url, { method: 'PUT', body }), done);
  const about = <span className="visually-hidden"> “{message.subject}”</span>;
  return (
    <div css={actionsCss}>
      <a css={outlineButtonCss} href={replyHref(message)} onClick={() => !message.read && void change({ read: true }, 'Marked as read')}>
        Reply{about}
      </a>
      <button type="button" disabled={pending} onClick={() => change({ read: !message.read }, message.read ? 'Marked as unread' : 'Marked as read')}>
        {message.read ? 'Mark unread' : 'Mark read'}{about}
      </button>
      <button type="button" disabled={pending} onClick={() => change({ archived: !message.archived, read: true }, message.archived ? 'Moved to the inbox' : 'Archived')}>
        {message.archived ? 'Move to inbox' : 'Archive'}{about}
      </button>
      <button
        type="button"
        data-danger
        disabled={pending}
        onClick={() => setQuestion({ title: 'Delete this message?', description: `From ${message.name}: “${message.subject}”. This cannot be undone.`, confirmLabel: 'Delete', danger: true, onConfirm: () => void run(() => adminJson(url, { method: 'DELETE' }), 'Message deleted') })}
      >
        Delete{about}
      </button>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </div>
  );
}
