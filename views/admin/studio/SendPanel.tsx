// Send a post or essay to the subscribers: a test first (to the owner, or an address typed here
// and remembered on this device), then the real send after a confirmation naming who gets it:
// everyone, or one label's subscribers. A scheduled item's send waits for its time and can be
// cancelled until then; once started, the rest of it can be paused and resumed, and later
// readers can be sent it too (nobody twice). Its progress shows here until every email is out.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import type { NewsletterSendStatusDto, SubscriberLabelDto } from '../../api/adminTypes';
import { inputCss, outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { formatShortDate } from '../formatShortDate';
import { FormAlert } from '../components/FormFields';
import { adminJson, failureReason, useAdminQuery } from '../adminApi';
import type { SaveAlert } from '../useSaveFlows';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
import { formatOwnerTime } from './ownerTime';
import { buttonRowCss, panelCss } from './panelCss';
import { useRememberedTestAddress } from './rememberedTestAddress';
import { MailOffAlert, useMailOff } from '../emails/MailOffAlert';
import { countOf } from '../../lib/plural';

const WATCH_MS = 2000;

const fieldCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  label { font-size: 0.9rem; font-weight: 600; }
  input, select { ${inputCss}; width: auto; min-width: 14rem; max-width: 100%; }
`;

type SendStatus = NonNullable<NewsletterSendStatusDto['send']>;

function progressText(send: SendStatus, publishedAt: string | null): string {
  const subscribers = (n: number) => (send.segment ? `${countOf(n, 'subscriber')} labelled “${send.segment}”` : countOf(n, 'subscriber'));
  const audience = send.segment ? `subscribers labelled “${send.segment}”` : 'subscribers';
  if (send.status === 'scheduled') return `Scheduled: it goes to your ${audience} when it is published${publishedAt ? `, ${formatOwnerTime(publishedAt)}` : ''}.`;
  const figures = `${send.sent} delivered, ${send.queued} waiting, ${send.failed} failed`;
  if (send.status === 'paused') return `Paused: sent ${formatShortDate(send.sentAt)} to ${subscribers(send.recipients)}: ${figures}, ${send.paused} held back.`;
  return `Sent ${formatShortDate(send.sentAt)} to ${subscribers(send.recipients)}: ${figures}.`;
}

export function SendPanel({ itemUrl, title }: { itemUrl: string; title: string }) {
  const id = useId();
  const state = useAdminQuery<NewsletterSendStatusDto>([`${itemUrl}/send`], { refetchInterval: (data) => (data?.send && data.send.queued > 0 ? WATCH_MS : false) });
  const labels = useAdminQuery<SubscriberLabelDto[]>(['/api/admin/subscribers/labels']);
  const [note, setNote] = useState<SaveAlert | null>(null);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const [pending, setPending] = useState(false);
  const [testTo, setTestTo, rememberTestTo] = useRememberedTestAddress();
  const [segment, setSegment] = useState('');
  const mailOff = useMailOff();
  const status = state.query.data;
  if (!status) return null;

  const call = async (method: 'POST' | 'DELETE', path: string, body: unknown, success: (answer: Record<string, unknown>) => string) => {
    setPending(true);
    setNote(null);
    try {
      const answer = await adminJson<Record<string, unknown>>(`${itemUrl}/send${path}`, { method, body });
      setNote({ tone: 'success', message: success(answer) });
      await state.query.refetch();
    } catch (error) {
      setNote({ tone: 'error', message: `Not done: ${failureReason(error)}` });
    } finally {
      setPending(false);
    }
  };
  const sendTest = () => {
    rememberTestTo();
    const to = testTo.trim();
    const address = to || status.ownerEmail;
    void call('POST', '', to ? { test: true, to } : { test: true }, () => (mailOff ? `A test for ${address} waits in the outbox: email is not going out.` : `A test is on its way to ${address}.`));
  };
  const chosen = labels.query.data?.find((entry) => entry.label === segment);
  const audience = chosen ? chosen.subscribers : status.subscribers;
  const scheduled = !status.published && status.publishedAt !== null;
  const send = status.send;

  return (
    <section css={panelCss} aria-labelledby="send-title">
      <h2 id="send-title">Send to subscribers</h2>
      <MailOffAlert reason={mailOff} />
      {status.publishedAt === null ? (
        <p>Publish or schedule it first; then you can send it to your subscribers by email.</p>
      ) : send ? (
        <>
          <p aria-live="polite">{progressText(send, status.publishedAt)}</p>
          <div css={buttonRowCss}>
            {send.status === 'scheduled' && (
              <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => call('DELETE', '', undefined, () => 'The send is cancelled: nothing went out.')}>Cancel the send</button>
            )}
            {send.status === 'started' && send.queued > 0 && (
              <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => call('POST', '/pause', undefined, (a) => `Paused: ${a.held} emails held back.`)}>Pause the send</button>
            )}
            {send.status === 'paused' && (
              <button type="button" css={primaryButtonCss} disabled={pending} onClick={() => call('POST', '/resume', undefined, (a) => `Resumed: ${a.released} emails on their way.`)}>Resume the send</button>
            )}
            {send.status === 'started' && (
              <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => call('POST', '', { resend: 'new' }, (a) => `Sent to ${countOf(Number(a.recipients), 'subscriber')} who had not had it.`)}>Send to new subscribers</button>
            )}
          </div>
        </>
      ) : (
        <>
          <p>{scheduled ? 'Ask for the send now: it goes out when the item is published, once.' : 'Each subscriber it is for gets it once, with a link to read it on the site and one to unsubscribe.'}</p>
          <div css={fieldCss}>
            <label htmlFor={`${id}-to`}>Test address</label>
            <input id={`${id}-to`} type="email" placeholder={status.ownerEmail} value={testTo} onChange={(event) => setTestTo(event.target.value)} />
            <button type="button" css={outlineButtonCss} disabled={pending} onClick={sendTest}>Send a test to {testTo.trim() || status.ownerEmail}</button>
          </div>
          <div css={fieldCss}>
            <label htmlFor={`${id}-segment`}>Send to</label>
            <select id={`${id}-segment`} value={segment} onChange={(event) => setSegment(event.target.value)}>
              <option value="">All {status.subscribers} subscribers</option>
              {(labels.query.data ?? []).map((entry) => (
                <option key={entry.label} value={entry.label}>Labelled “{entry.label}” ({entry.subscribers})</option>
              ))}
            </select>
            <button
              type="button"
              css={primaryButtonCss}
              disabled={pending || (!scheduled && audience === 0)}
              onClick={() =>
                setQuestion({
                  title: scheduled ? `Send “${title}” when it is published?` : `Send “${title}” to ${audience} subscribers?`,
                  description: scheduled ? `It goes out ${formatOwnerTime(status.publishedAt as string)}, once, to the subscribers ${segment ? `labelled “${segment}”` : 'receiving it'} then.` : 'Each gets one email now. A post can be sent only once.',
                  confirmLabel: scheduled ? 'Send when published' : `Send to ${audience}`,
                  onConfirm: () => void call('POST', '', segment ? { segment } : {}, (a) =>
                        a.scheduled
                          ? `It will go out when it is published${mailOff ? ', if email is going out by then' : ''}.`
                          : mailOff
                            ? `${countOf(Number(a.recipients), 'email')} ${Number(a.recipients) === 1 ? 'waits' : 'wait'} in the outbox: email is not going out.`
                            : `Sending to ${countOf(Number(a.recipients), 'subscriber')}.`),
                })
              }
            >
              {scheduled ? 'Send when published…' : 'Send to subscribers…'}
            </button>
          </div>
        </>
      )}
      {note && <FormAlert tone={note.tone}>{note.message}</FormAlert>}
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </section>
  );
}
