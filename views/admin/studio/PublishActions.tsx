// The publishing buttons beside a form's own submit: Save draft, Publish (now), Schedule (a time
// typed in the owner's time zone, sent as UTC) and Unpublish, as fit the item's status; for a
// post or essay, "Publish and email" and "Schedule and email" also ask for its newsletter send. The
// create form's own submit already publishes now, so it offers only a draft and a schedule.
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import type { ContentStatus } from '../../api/adminTypes';
import { inputCss, outlineButtonCss } from '../../components/ui';
import { color } from '../../style/theme';
import { formatOwnerTime, isoOfLocalInput, localInputValue } from './ownerTime';
import { useMailOff } from '../emails/MailOffAlert';

/** What a publishing button asks for: the publishedAt to send (null: a draft), and whether to email it to the subscribers too (at its time). */
export type PublishChoice = { publishedAt: string | null; label: string; email?: boolean };

const scheduleCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  label { font-size: 0.9rem; font-weight: 600; color: ${color.muted}; }
  input { ${inputCss}; width: auto; max-width: 100%; }
  /* Chromium focuses the parts of a date-time field (and its picker button) without :focus-visible on the field. */
  input:focus { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;

const HOUR_MS = 3_600_000;

export interface PublishActionsProps {
  /** Null on the create form. */
  status: ContentStatus | null;
  pending: boolean;
  onChoose: (choice: PublishChoice) => void;
  /** Offers "Publish and email" and "Schedule and email" (posts and essays, once they exist). */
  emailable?: boolean;
}

export function PublishActions({ status, pending, onChoose, emailable = false }: PublishActionsProps) {
  const id = useId();
  // An hour from now, set in the browser: the server neither knows the owner's time zone nor the moment the page hydrates.
  const [when, setWhen] = useState('');
  useEffect(() => setWhen(localInputValue(new Date(Date.now() + HOUR_MS))), []);
  const scheduleAt = isoOfLocalInput(when);
  const unpublished = status === null || status === 'draft';
  // Without SMTP_URL the emails wait in the outbox: the labels say so rather than promise them on their way.
  const mailOff = useMailOff() !== null;
  const emailedNow = mailOff ? 'Published; its emails wait in the outbox: email is not going out.' : 'Published, and on its way to the subscribers.';
  const emailedThen = (at: string) =>
    mailOff ? `Scheduled for ${formatOwnerTime(at)}; its emails will wait in the outbox: email is not going out.` : `Scheduled for ${formatOwnerTime(at)}, and emailed to the subscribers then.`;
  return (
    <>
      {unpublished && (
        <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => onChoose({ publishedAt: null, label: 'Saved as a draft.' })}>
          Save draft
        </button>
      )}
      {status !== null && status !== 'published' && (
        <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => onChoose({ publishedAt: new Date().toISOString(), label: 'Published.' })}>
          Publish
        </button>
      )}
      {emailable && status !== null && status !== 'published' && (
        <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => onChoose({ publishedAt: new Date().toISOString(), label: emailedNow, email: true })}>
          Publish and email
        </button>
      )}
      {status !== null && status !== 'draft' && (
        <button type="button" css={outlineButtonCss} disabled={pending} onClick={() => onChoose({ publishedAt: null, label: 'Unpublished: it is a draft again.' })}>
          Unpublish
        </button>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a label, an input and a button in one row, not a fieldset */}
      <div css={scheduleCss} role="group" aria-label="Schedule">
        <label htmlFor={id}>Publish at</label>
        <input id={id} type="datetime-local" step={60} aria-describedby={`${id}-minute`} value={when} onChange={(event) => setWhen(event.target.value)} />
        <small id={`${id}-minute`}>To the minute: seconds are rounded.</small>
        <button
          type="button"
          css={outlineButtonCss}
          disabled={pending || scheduleAt === null}
          onClick={() => scheduleAt && onChoose({ publishedAt: scheduleAt, label: `Scheduled for ${formatOwnerTime(scheduleAt)}.` })}
        >
          Schedule
        </button>
        {emailable && status !== null && (
          <button
            type="button"
            css={outlineButtonCss}
            disabled={pending || scheduleAt === null}
            onClick={() => scheduleAt && onChoose({ publishedAt: scheduleAt, label: emailedThen(scheduleAt), email: true })}
          >
            Schedule and email
          </button>
        )}
      </div>
    </>
  );
}
