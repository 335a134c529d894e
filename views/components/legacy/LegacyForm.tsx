// The 'Add Your Legacy' form: idle -> pending ('Submitting...', disabled) -> success (fields
// cleared, toast, the dialog closes) or failure (destructive toast, fields kept).
import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { sendJson } from '../../data/fetcher';
import { color, media } from '../../style/theme';
import { useHoneypot } from '../Honeypot';
import { toast } from '../toast/toastStore';
import { inputCss, outlineButtonCss, primaryButtonCss } from '../ui';
import { LEGACY_NAME_MAX_LENGTH, STATEMENT_MAX_LENGTH } from '../../api/legacyLimits';

interface LegacyFields {
  statement: string;
  authorName: string;
  location: string;
}

const EMPTY: LegacyFields = { statement: '', authorName: '', location: '' };

const formCss = css`
  display: grid;
  gap: 16px;
  ${media.sm} { grid-template-columns: 1fr 1fr; }
  label { display: block; font-weight: 600; font-size: 0.92rem; margin-bottom: 6px; }
  textarea { resize: vertical; min-height: 120px; line-height: 1.5; }
`;

const fullWidthCss = css`
  ${media.sm} { grid-column: 1 / -1; }
`;

const counterCss = css`
  margin: 4px 0 0;
  text-align: right;
  font-size: 0.8rem;
  color: ${color.muted};
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 10px;
  padding-top: 4px;
  button { flex: 1 1 auto; ${media.sm} { flex: 0 0 auto; } }
`;

/** Characters as the server counts them (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

const fullWidthActionsCss = css`
  ${fullWidthCss};
  ${actionsCss};
`;

export function LegacyForm({ onSubmitted, onCancel }: { onSubmitted: () => void; onCancel: () => void }) {
  const [fields, setFields] = useState<LegacyFields>(EMPTY);
  const id = useId();
  const honeypot = useHoneypot();
  const submit = useMutation({
    mutationFn: (values: LegacyFields) => sendJson('POST', '/api/legacy/submit', { ...values, ...honeypot.values() }),
    onSuccess: () => {
      setFields(EMPTY);
      onSubmitted();
      toast({ title: 'Submission received', description: 'Your legacy statement is pending approval.' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to submit. Please try again.', variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.statement.trim() || submit.isPending) return;
    submit.mutate(fields);
  };

  const bind = (name: keyof LegacyFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: e.target.value })),
    css: inputCss,
  });

  return (
    <form onSubmit={onSubmit} css={formCss} aria-label="Add your legacy statement">
      <div css={fullWidthCss}>
        <label htmlFor={`${id}-statement`}>Before I die, I want to... *</label>
        <textarea
          {...bind('statement')}
          rows={4}
          required
          maxLength={STATEMENT_MAX_LENGTH}
          placeholder="...see the sun rise over the Sahara"
          aria-describedby={`${id}-count`}
          data-autofocus
        />
        <p id={`${id}-count`} css={counterCss}>
          {lengthOf(fields.statement)}/{STATEMENT_MAX_LENGTH} characters
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-authorName`}>Name (optional)</label>
        <input {...bind('authorName')} type="text" autoComplete="given-name" maxLength={LEGACY_NAME_MAX_LENGTH} placeholder="Anonymous" />
      </div>
      <div>
        <label htmlFor={`${id}-location`}>Location (optional)</label>
        <input {...bind('location')} type="text" autoComplete="address-level2" maxLength={LEGACY_NAME_MAX_LENGTH} placeholder="City, Country" />
      </div>
      {honeypot.field}
      <div css={fullWidthActionsCss}>
        <button type="button" css={outlineButtonCss} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" css={primaryButtonCss} disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
