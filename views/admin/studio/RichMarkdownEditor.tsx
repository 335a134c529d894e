// The one writing editor of every markdown field (posts, essays, pages, the welcome email, the
// About story): the text shown as it will read (`## ` makes a heading, `**bold**` bold), with a
// toolbar, undo and redo, and the plain markdown source a button away. Markdown is what it
// holds and answers; the engine (./editor/createMarkdownEditor.ts, Milkdown) is loaded on first
// use, so no page that does not show an editor pays for it.
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { ARTICLE_PROSE_CLASS } from '../../style/classNames';
import { color, radius } from '../../style/theme';
import { TextAreaField } from '../components/FormFields';
import { AltTextPrompts } from '../media/AltTextPrompts';
import { UploadStatusLine } from '../media/UploadStatusLine';
import { type RichInsert, useMarkdownImages } from '../media/useMarkdownImages';
import type { EditorAction, MarkdownEditor } from './editor/createMarkdownEditor';
import { EditorToolbar } from './editor/EditorToolbar';

const frameCss = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const surfaceCss = css`
  order: 1;
  min-width: 0;
  > div { outline: none; }
  .rich-markdown {
    min-height: var(--editor-min-height, 16rem);
    padding: 14px 16px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bg};
    color: ${color.text};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  .rich-markdown:focus-visible { outline: 2px solid ${color.accent}; outline-offset: 2px; }
  .rich-markdown > :first-child { margin-top: 0; }
  .editor-math { font-family: ui-monospace, monospace; font-size: 0.9em; color: ${color.muted}; }
  .ProseMirror-selectednode { outline: 2px solid ${color.accent}; }
  img { max-width: 100%; height: auto; }
`;

const loadingCss = css`
  order: 1;
  margin: 0;
  padding: 14px 16px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  color: ${color.muted};
`;

const errorCss = css`
  order: 1;
  margin: 0;
  color: ${color.danger};
  font-size: 0.9rem;
`;

export interface RichMarkdownEditorProps {
  /** The editing surface's accessible name ('Body', 'Welcome email'). */
  label: string;
  /** The markdown source's label ('Markdown *'). */
  sourceLabel: string;
  value: string;
  onChange: (markdown: string) => void;
  /** Pasted and dropped images go to the media library (not where a field has no place for images). */
  images?: boolean;
  /** The editing surface's least height (CSS length). */
  minHeight?: string;
  hint?: string;
  /** The server's word on the value (a settings field's error). */
  error?: string;
}

export function RichMarkdownEditor({ label, sourceLabel, value, onChange, images = true, minHeight = '16rem', hint, error }: RichMarkdownEditorProps) {
  const [source, setSource] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [editor, setEditor] = useState<MarkdownEditor | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  /** The markdown the editor last answered: any other value came from outside (a restored revision, an upload) and rebuilds it. */
  const written = useRef<string | null>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const insertRich = useRef<RichInsert | null>(null);
  const uploads = useMarkdownImages(value, onChange, insertRich);

  const latest = useRef(value);
  latest.current = value;
  /** Bumped to build the editor again from the value. */
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (written.current !== null && value !== written.current) setGeneration((n) => n + 1);
  }, [value]);

  useEffect(() => {
    const root = surface.current;
    if (source || !root) return;
    // Which build this is: a value from outside (a restored revision) makes a new one.
    root.dataset.generation = String(generation);
    let cancelled = false;
    let made: MarkdownEditor | null = null;
    const markdown = latest.current;
    written.current = markdown;
    import('./editor/createMarkdownEditor')
      .then(({ createMarkdownEditor }) =>
        createMarkdownEditor({
          root,
          markdown,
          label,
          onChange: (changed) => {
            written.current = changed;
            report.current(changed);
          },
        }),
      )
      .then(
        (created) => {
          made = created;
          if (cancelled) return void created.destroy();
          insertRich.current = created.insertMarkdown;
          setEditor(created);
        },
        (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      written.current = null;
      insertRich.current = null;
      setEditor(null);
      void made?.destroy();
    };
  }, [source, generation, label]);

  const run = (action: EditorAction) => {
    if (action === 'link') {
      const href = window.prompt('Link address (https://…)');
      if (href) editor?.run('link', href.trim());
      return;
    }
    editor?.run(action);
  };

  return (
    <div css={[frameCss, css`--editor-min-height: ${minHeight};`]}>
      <EditorToolbar source={source} loading={!source && editor === null} onAction={run} onToggleSource={() => setSource((shown) => !shown)} onImages={images ? uploads.onChoose : undefined} />
      {source ? (
        <div css={surfaceCss}>
          <TextAreaField label={sourceLabel} value={value} onChange={onChange} rows={20} code spellCheck hint={hint} error={error} onPaste={images ? uploads.onPaste : undefined} onDrop={images ? uploads.onDrop : undefined} />
        </div>
      ) : (
        <>
          {editor === null && <p css={loadingCss}>{failure ? `The editor did not load: ${failure}. Use the markdown source.` : 'Loading the editor…'}</p>}
          <div
            css={surfaceCss}
            ref={surface}
            className={ARTICLE_PROSE_CLASS}
            onPasteCapture={images ? uploads.onPaste : undefined}
            onDropCapture={images ? uploads.onDrop : undefined}
            hidden={editor === null}
          />
          {error && (
            <p css={errorCss} role="alert">
              {error}
            </p>
          )}
        </>
      )}
      {images && <AltTextPrompts uploads={uploads.uploads} />}
      {images && <UploadStatusLine status={uploads.uploads.status} />}
    </div>
  );
}
