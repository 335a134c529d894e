// The writing editor's buttons: formatting, undo and redo, an image from the device (uploaded
// to the library), and the switch to the markdown source. On a phone it sticks to the bottom of
// the screen, under the thumb, while the editor is on screen; on a desktop it sits on top. Every
// button is at least 44 px square.
import { css } from '@emotion/react';
import { useRef } from 'react';
import { IMAGE_ACCEPT } from '../../media/mediaApi';
import { color, headerHeight, media, radius } from '../../../style/theme';
import type { EditorAction } from './createMarkdownEditor';

const toolbarCss = css`
  position: sticky;
  bottom: 0;
  z-index: 2;
  order: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: 4px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: 0 -2px 8px rgba(15, 23, 42, 0.08);
  ${media.lg} { order: 0; bottom: auto; top: calc(${headerHeight} + 8px); box-shadow: none; }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: ${radius.sm};
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-size: 0.95rem;
    cursor: pointer;
  }
  button:hover:not(:disabled), button[aria-pressed='true'] { background: ${color.surfaceAlt}; }
  button:disabled { color: ${color.muted}; cursor: default; }
  [data-face='bold'] { font-weight: 700; }
  [data-face='italic'] { font-style: italic; font-family: Georgia, serif; }
  [data-source] { margin-left: auto; font-size: 0.85rem; font-weight: 600; }
`;

interface ButtonSpec {
  action: EditorAction;
  label: string;
  face: string;
  style?: 'bold' | 'italic';
}

const BUTTONS: ButtonSpec[] = [
  { action: 'bold', label: 'Bold', face: 'B', style: 'bold' },
  { action: 'italic', label: 'Italic', face: 'I', style: 'italic' },
  { action: 'heading', label: 'Heading', face: 'H2' },
  { action: 'bullets', label: 'Bulleted list', face: '•' },
  { action: 'numbers', label: 'Numbered list', face: '1.' },
  { action: 'quote', label: 'Quote', face: '❝' },
  { action: 'code', label: 'Code block', face: '{ }' },
  { action: 'link', label: 'Link', face: 'Link' },
  { action: 'undo', label: 'Undo', face: '↶' },
  { action: 'redo', label: 'Redo', face: '↷' },
];

export interface EditorToolbarProps {
  /** The markdown source is shown: the formatting buttons rest. */
  source: boolean;
  /** The rich editor is still loading. */
  loading: boolean;
  onAction: (action: EditorAction) => void;
  onToggleSource: () => void;
  /** Images chosen with the image button; no button where the field has no place for images. */
  onImages?: (files: File[]) => void;
}

export function EditorToolbar({ source, loading, onAction, onToggleSource, onImages }: EditorToolbarProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div css={toolbarCss} role="toolbar" aria-label="Formatting">
      {BUTTONS.map(({ action, label, face, style }) => (
        <button
          key={action}
          type="button"
          aria-label={label}
          title={label}
          disabled={source || loading}
          // Keeps the editor's selection: a button that took focus would lose what it formats.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onAction(action)}
          data-face={style}
        >
          {face}
        </button>
      ))}
      {onImages && (
        <>
          <button type="button" aria-label="Add image" title="Add image" disabled={loading} onMouseDown={(event) => event.preventDefault()} onClick={() => picker.current?.click()}>
            Image
          </button>
          <input
            ref={picker}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            hidden
            onChange={(event) => {
              onImages([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </>
      )}
      <button type="button" data-source aria-pressed={source} onClick={onToggleSource}>
        Markdown source
      </button>
    </div>
  );
}
