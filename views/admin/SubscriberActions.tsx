// One subscriber's actions, in a column after the spec's three: deactivate or reactivate, and
// delete, which erases the address (a person's right to be forgotten), after asking.
import { css } from '@emotion/react';
import { useState } from 'react';
import type { AdminSubscriberDto } from '../api/adminTypes';
import { ghostButtonCss } from './components/ghostButtonCss';
import { formatShortDate } from './formatShortDate';
import { color } from '../style/theme';
import { adminJson } from './adminApi';
import { ConfirmDialog, type ConfirmQuestion } from './studio/ConfirmDialog';
import { useAdminAction } from './useAdminAction';

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  button { ${ghostButtonCss}; min-height: 36px; padding: 4px 10px; font-size: 0.85rem; }
  button[data-danger] { color: ${color.danger}; }
`;

const historyCss = css`
  margin: 0 0 4px;
  font-size: 0.8rem;
  color: ${color.muted};
`;

const SOURCES: Record<string, string> = { footer: 'footer form', section: 'home page form' };

/** When they confirmed and unsubscribed, and which form they used. */
export function SubscriberHistory({ subscriber }: { subscriber: AdminSubscriberDto }) {
  const parts = [
    subscriber.receivesNewsletters ? 'Receives newsletters' : subscriber.isActive ? 'Receives nothing until confirmed' : 'Receives nothing',
    subscriber.confirmedAt ? `Confirmed ${formatShortDate(subscriber.confirmedAt)}` : 'Waiting for confirmation',
    ...(subscriber.unsubscribedAt ? [`Unsubscribed ${formatShortDate(subscriber.unsubscribedAt)}`] : []),
    ...(subscriber.source ? [`via the ${SOURCES[subscriber.source] ?? subscriber.source}`] : []),
  ];
  return <p css={historyCss}>{parts.join(' · ')}</p>;
}

export function SubscriberActions({ subscriber }: { subscriber: AdminSubscriberDto }) {
  const { pending, run } = useAdminAction(['/api/admin/subscribers', '/api/newsletter']);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const url = `/api/admin/subscribers/${subscriber.id}`;
  const toggle = () =>
    run(() => adminJson(url, { method: 'PUT', body: { isActive: !subscriber.isActive } }), subscriber.isActive ? `${subscriber.email} deactivated` : `${subscriber.email} reactivated`);
  const askDelete = () =>
    setQuestion({
      title: `Delete ${subscriber.email}?`,
      description: 'The address is erased from the site for good, as its owner may ask. To only stop sending, deactivate instead.',
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => void run(() => adminJson(url, { method: 'DELETE' }), `${subscriber.email} deleted`),
    });
  return (
    <div css={actionsCss}>
      {/* An address its owner never confirmed can only be activated by their own confirmation link. */}
      {(subscriber.isActive || subscriber.confirmedAt !== null) && (
        <button type="button" disabled={pending} onClick={toggle}>
          {subscriber.isActive ? 'Deactivate' : 'Reactivate'}<span className="visually-hidden"> {subscriber.email}</span>
        </button>
      )}
      <button type="button" data-danger disabled={pending} onClick={askDelete}>
        Delete<span className="visually-hidden"> {subscriber.email}</span>
      </button>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </div>
  );
}
