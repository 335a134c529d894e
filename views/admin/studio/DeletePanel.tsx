// Deleting an item, after a confirmation naming it; then back to the list. Its address then
// answers 410 Gone.
import { useMutation } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { outlineButtonCss } from '../../components/ui';
import { color } from '../../style/theme';
import { FormAlert } from '../components/FormFields';
import { adminJson, failureReason } from '../adminApi';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
import { panelCss } from './panelCss';

const deleteButtonCss = css`
  ${outlineButtonCss};
  color: ${color.danger};
  border-color: ${color.danger};
`;

export function DeletePanel({ itemUrl, title, onDeleted }: { itemUrl: string; title: string; onDeleted: () => void }) {
  const id = useId();
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const remove = useMutation({ mutationFn: () => adminJson(itemUrl, { method: 'DELETE' }), onSuccess: onDeleted });
  return (
    <section css={panelCss} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delete</h2>
      <p>Its address then answers that it is gone, for good.</p>
      {remove.isError && <FormAlert tone="error">The delete failed: {failureReason(remove.error)}</FormAlert>}
      <button
        type="button"
        css={deleteButtonCss}
        disabled={remove.isPending}
        onClick={() => setQuestion({ title: `Delete “${title}”?`, description: 'This cannot be undone.', confirmLabel: 'Delete', danger: true, onConfirm: () => remove.mutate() })}
      >
        Delete…
      </button>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </section>
  );
}
