// A yes-or-no question before a step that cannot be taken back (delete, restore, switching how
// the body is written), on the site's modal dialog.
import { css } from '@emotion/react';
import { Dialog } from '../../components/Dialog';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { color } from '../../style/theme';

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;

const dangerButtonCss = css`
  ${primaryButtonCss};
  background: ${color.danger};
  &:hover:not(:disabled) { background: ${color.danger}; filter: brightness(0.9); }
`;

export interface ConfirmQuestion {
  title: string;
  description?: string;
  confirmLabel: string;
  /** Deleting: the confirm button is red. */
  danger?: boolean;
  onConfirm: () => void;
}

/** Open while `question` is set; any way of closing other than the confirm button is a no. */
export function ConfirmDialog({ question, onClose }: { question: ConfirmQuestion | null; onClose: () => void }) {
  return (
    <Dialog open={question !== null} onClose={onClose} title={question?.title ?? ''} description={question?.description}>
      <div css={actionsCss}>
        <button type="button" css={outlineButtonCss} onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          css={question?.danger ? dangerButtonCss : primaryButtonCss}
          onClick={() => {
            question?.onConfirm();
            onClose();
          }}
        >
          {question?.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
