// A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
// (the focus trap), Escape and a backdrop click close it, and focus returns to the element that
// opened it. The parent owns `open`; every way of closing reports through onClose.
import { css, Global, keyframes } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { color, media, radius, shadow } from '../style/theme';
import { CloseIcon } from './icons';
import { labelWithTooltip } from '../style/tooltips';

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const dialogCss = css`
  width: min(100% - 32px, 540px);
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 0;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  overscroll-behavior: contain;
  &::backdrop { background: ${shadow.backdrop}; -webkit-backdrop-filter: blur(3px); backdrop-filter: blur(3px); }
  &[open] { animation: ${appear} 0.18s ease-out; }
  ${media.reducedMotion} { &[open] { animation: none; } }
`;

const panelCss = css`
  padding: 24px 20px 20px;
  ${media.sm} { padding: 28px 28px 24px; }
`;

const headerCss = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  h2 { font-size: 1.4rem; margin: 0 0 4px; }
  p { margin: 0; color: ${color.muted}; font-size: 0.95rem; }
`;

const closeButtonCss = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin: -6px -6px 0 0;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.muted};
  cursor: pointer;
  &:hover { background: ${color.surfaceAlt}; color: ${color.text}; }
`;

/** The page behind a modal dialog does not scroll. */
const lockScrollCss = css`html { overflow: hidden; }`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // The first field marked data-autofocus, else the browser's choice (the first focusable).
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // The native 'close' event follows every way of closing: Escape, the close button, a
  // backdrop click, or the parent setting open to false.
  const handleClose = () => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; from the keyboard, Escape closes the native dialog
    <dialog
      ref={dialog}
      css={dialogCss}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
      // The panel fills the dialog, so a press whose target is the dialog itself is on the
      // backdrop (a text selection dragged out of a field must not close it).
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {open && <Global styles={lockScrollCss} />}
      <div css={panelCss}>
        <div css={headerCss}>
          <div>
            <h2 id={titleId}>{title}</h2>
            {description && <p id={descriptionId}>{description}</p>}
          </div>
          <button type="button" css={closeButtonCss} {...labelWithTooltip('Close')} onClick={() => dialog.current?.close()}>
            <CloseIcon size={20} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
