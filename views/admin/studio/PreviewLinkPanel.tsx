// The private preview address of an unpublished item: copy it, open it, or revoke it (a new
// address replaces it and the old one stops working).
import { useMutation } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import type { PreviewLinkDto } from '../../api/adminTypes';
import { inputCss, outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { codeAreaCss, FormAlert } from '../components/FormFields';
import { adminJson, failureReason } from '../adminApi';
import type { SaveAlert } from '../useSaveFlows';
import { buttonRowCss, panelCss } from './panelCss';

const linkCss = css`
  ${inputCss};
  ${codeAreaCss};
  margin-bottom: 12px;
`;

export function PreviewLinkPanel({ itemUrl, previewUrl, onChanged }: { itemUrl: string; previewUrl: string; onChanged: (previewUrl: string) => void }) {
  const id = useId();
  const [note, setNote] = useState<SaveAlert | null>(null);
  const revoke = useMutation({
    mutationFn: () => adminJson<PreviewLinkDto>(`${itemUrl}/preview-link`, { method: 'POST', body: {} }),
    onSuccess: (result) => {
      onChanged(result.previewUrl);
      setNote({ tone: 'success', message: 'A new link replaces the old one, which no longer works.' });
    },
    onError: (error) => setNote({ tone: 'error', message: `The link was not revoked: ${failureReason(error)}` }),
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(previewUrl);
      setNote({ tone: 'success', message: 'Link copied.' });
    } catch {
      document.getElementById(id)?.focus();
      setNote({ tone: 'error', message: 'Copying was refused: the link is selected, copy it from the field.' });
    }
  };

  return (
    <section css={panelCss} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preview link</h2>
      <p>Anyone with this link sees the page as it will look, without the admin key, until it is published.</p>
      <label className="visually-hidden" htmlFor={id}>
        Preview address
      </label>
      <input id={id} css={linkCss} value={previewUrl} readOnly onFocus={(event) => event.target.select()} />
      <div css={buttonRowCss}>
        <button type="button" css={outlineButtonCss} onClick={copy}>
          Copy
        </button>
        <a css={outlineButtonCss} href={previewUrl} target="_blank" rel="noopener noreferrer">
          Open
        </a>
        <button type="button" css={ghostButtonCss} disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          Revoke link
        </button>
      </div>
      {note && <FormAlert tone={note.tone}>{note.message}</FormAlert>}
    </section>
  );
}
