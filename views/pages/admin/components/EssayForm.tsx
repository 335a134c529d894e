// The essay form of the create and edit pages. The page owns saving; this owns the fields.
import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { essayReadingTime } from '../../../lib/text';
import { primaryButtonCss } from '../../../components/ui';
import type { EssayDraft } from '../payloads';
import { ContentFields, type ContentDraft } from './ContentFields';
import { formCardCss, TextField } from './FormFields';

export const ESSAY_EXCERPT_LENGTH = 200;

export interface EssayFormProps {
  initial: EssayDraft;
  slugOf: (draft: EssayDraft) => string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (draft: EssayDraft, slug: string) => void;
  top?: ReactNode;
  /** The result of the last save, shown above the button. */
  status?: ReactNode;
  /** Saved and about to leave: no second save. */
  locked?: boolean;
}

const submitCss = css`
  ${primaryButtonCss};
  min-width: 180px;
`;

export function EssayForm({ initial, slugOf, submitLabel, pendingLabel, pending, onSubmit, top, status, locked = false }: EssayFormProps) {
  const [draft, setDraft] = useState<EssayDraft>(initial);
  const update = (changes: Partial<EssayDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const slug = slugOf(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !locked) onSubmit(draft, slug);
  };

  return (
    <form onSubmit={submit} css={formCardCss} noValidate>
      {top}
      <ContentFields
        draft={draft}
        update={update as (changes: Partial<ContentDraft>) => void}
        slugPreview={`/ai-islam/${slug}`}
        afterTitle={<TextField label="Authors" maxLength={300} value={draft.authors} onChange={(authors) => update({ authors })} />}
        bodyLabel="Body HTML"
        excerptLength={ESSAY_EXCERPT_LENGTH}
        formatReadTime={essayReadingTime}
        readTimeField={{ label: 'Reading time (optional)', type: 'text', placeholder: 'e.g. 9 min read' }}
      />
      {status}
      <button type="submit" css={submitCss} disabled={pending || locked}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
