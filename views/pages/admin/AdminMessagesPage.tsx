import { css } from '@emotion/react';
import { formatBlogDate } from '../../lib/format';
import { cardCss } from '../../components/ui';
import { color } from '../../style/theme';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminContactMessageDto } from '../../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { itemListCss, listHeaderCss, metaCss } from './components/listCss';

const messageCss = css`
  ${cardCss};
  padding: 18px 20px;
  h2 { font-size: 1.1rem; margin: 0 0 4px; }
  p { margin: 10px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const emptyCss = css`
  text-align: center;
  color: ${color.muted};
`;

function MessageList({ messages }: { messages: AdminContactMessageDto[] }) {
  if (messages.length === 0) return <p css={emptyCss}>No messages yet</p>;
  return (
    <>
      <div css={listHeaderCss}>
        <p>{messages.length} message(s)</p>
      </div>
      <ul css={itemListCss}>
        {messages.map((m) => (
          <li key={m.id} css={messageCss}>
            <h2>{m.subject}</h2>
            <div css={metaCss}>
              <span>{m.name}</span>
              <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</a>
              <span>{formatBlogDate(m.createdAt)}</span>
            </div>
            <p>{m.message}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function AdminMessagesPage() {
  const state = useAdminQuery<AdminContactMessageDto[]>(adminQueryKeys.messages());
  return (
    <AdminLayout title="Contact Messages" intro="Messages sent through the contact form, newest first.">
      <AdminQueryView state={state} gateTitle="Access Contact Messages" failureMessage="Failed to fetch messages" loadingLabel="Loading messages...">
        {(messages) => <MessageList messages={messages} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
