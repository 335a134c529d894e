// Send a published post or essay to the subscribers: a test to the owner first, then the real
// send after a confirmation naming how many people get it. Once sent, its progress (sent,
// waiting, failed) shows here until every email is out.
import { useState } from 'react';
import type { NewsletterSendStatusDto } from '../../api/adminTypes';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { formatShortDate } from '../../lib/format';
import { FormAlert } from '../components/FormFields';
import { adminJson, failureReason, useAdminQuery } from '../adminApi';
import type { SaveAlert } from '../useSaveFlows';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
import { buttonRowCss, panelCss } from './panelCss';

const WATCH_MS = 2000;

export function SendPanel({ itemUrl, title }: { itemUrl: string; title: string }) {
  const state = useAdminQuery<NewsletterSendStatusDto>([`${itemUrl}/send`], { refetchInterval: (data) => (data?.send && data.send.queued > 0 ? WATCH_MS : false) });
  const [note, setNote] = useState<SaveAlert | null>(null);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const [pending, setPending] = useState(false);
  const status = state.query.data;
  if (!status) return null;

  const post = async (test: boolean) => {
    setPending(true);
    setNote(null);
    try {
      const answer = await adminJson<{ recipients: number }>(`${itemUrl}/send`, { method: 'POST', body: test ? { test: true } : {} });
      setNote({ tone: 'success', message: test ? `A test is on its way to ${status.ownerEmail}.` : `Sending to ${answer.recipients} subscribers.` });
      await state.query.refetch();
    } catch (error) {
      setNote({ tone: 'error', message: `Not sent: ${failureReason(error)}` });
    } finally {
      setPending(false);
    }
  };

  return (
    <section css={panelCss} aria-labelledby="send-title">
      <h2 id="send-title">Send to subscribers</h2>
      {!status.published ? (
        <p>Publish it first; then you can send it to your subscribers by email.</p>
      ) : status.send ? (
        <p aria-live="polite">
          Sent {formatShortDate(status.send.sentAt)} to {status.send.recipients} subscribers: {status.send.sent} delivered, {status.send.queued} waiting, {status.send.failed} failed.
        </p>
      ) : (
        <>
          <p>Each of your {status.subscribers} active, confirmed subscribers gets it once, with a link to read it on the site and one to unsubscribe.</p>
          <div css={buttonRowCss}>
            <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => post(true)}>Send a test to {status.ownerEmail}</button>
            <button
              type="button"
              css={primaryButtonCss}
              disabled={pending || status.subscribers === 0}
              onClick={() =>
                setQuestion({
                  title: `Send “${title}” to ${status.subscribers} subscribers?`,
                  description: 'Each gets one email now. A post can be sent only once.',
                  confirmLabel: `Send to ${status.subscribers}`,
                  onConfirm: () => void post(false),
                })
              }
            >
              Send to subscribers…
            </button>
          </div>
        </>
      )}
      {note && <FormAlert tone={note.tone}>{note.message}</FormAlert>}
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </section>
  );
}
