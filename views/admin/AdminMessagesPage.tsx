import { css } from '@emotion/react';
import { useState } from 'react';
import { formatBlogDate } from '../lib/format';
import { cardCss } from '../components/ui';
import { color } from '../style/theme';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminContactMessageDto } from '../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { itemListCss, listHeaderCss, metaCss } from './components/listCss';
import { MessageActions, replyHref } from './MessageActions';
import { countOf } from '../lib/plural';

const messageCss = css`
  ${cardCss};
  padding: 18px 20px;
  h2 { font-size: 1.1rem; margin: 0 0 4px; }
  p { margin: 10px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  &[data-unread='true'] { border-left: 4px solid ${color.accent}; }
  &[data-unread='true'] h2::before { content: 'New · '; color: ${color.accentStrong}; font-size: 0.85rem; }
`;

const tabsCss = css`
  display: flex;
  gap: 6px;
  margin-bottom: 16px;
  button { min-height: 40px; padding: 6px 14px; border-radius: 999px; border: 1px solid ${color.border}; background: ${color.surface}; color: ${color.muted}; font-weight: 600; cursor: pointer; }
  button[aria-pressed='true'] { background: ${color.accentSoft}; color: ${color.accentStrong}; border-color: transparent; }
`;

const emptyCss = css`
  text-align: center;
  color: ${color.muted};
`;

function MessageList({ messages, archive }: { messages: AdminContactMessageDto[]; archive: boolean }) {
  if (messages.length === 0) return <p css={emptyCss}>{archive ? 'No archived messages' : 'No messages yet'}</p>;
  return (
    <>
      <div css={listHeaderCss}>
        <p>{countOf(messages.length, 'message')}</p>
      </div>
      <ul css={itemListCss}>
        {messages.map((m) => (
          <li key={m.id} css={messageCss} data-unread={!m.read}>
            <h2>{m.subject}</h2>
            <div css={metaCss}>
              <span>{m.name}</span>
              <a href={replyHref(m)}>{m.email}</a>
              <span>{formatBlogDate(m.createdAt)}</span>
            </div>
            <p>{m.message}</p>
            <MessageActions message={m} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function AdminMessagesPage() {
  const [archive, setArchive] = useState(false);
  const state = useAdminQuery<AdminContactMessageDto[]>(adminQueryKeys.messages(archive));
  return (
    <AdminLayout title="Contact Messages" intro="Messages sent through the contact form, newest first.">
      {state.key && (
        <div css={tabsCss}>
          <button type="button" aria-pressed={!archive} onClick={() => setArchive(false)}>Inbox</button>
          <button type="button" aria-pressed={archive} onClick={() => setArchive(true)}>Archive</button>
        </div>
      )}
      <AdminQueryView state={state} gateTitle="Access Contact Messages" failureMessage="Failed to fetch messages" loadingLabel="Loading messages...">
        {(messages) => <MessageList messages={messages} archive={archive} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
