// The body of a post, essay or page: written in the writing editor (markdown, RichMarkdownEditor)
// or, for a body that came as HTML, in HTML until the owner moves it to markdown (converted on
// the server, with what would not survive listed first). The article as it will look sits
// beside it on a desktop and behind Write / Preview tabs on a phone. In Markdown mode the HTML
// field shows what the markdown renders to, read-only.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { ARTICLE_PROSE_CLASS } from '../../style/classNames';
import { color, media, radius } from '../../style/theme';
import type { BodyFormat } from '../contentTypes/contentType';
import { TextAreaField } from '../components/FormFields';
import { failureReason } from '../adminApi';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
import { conversionQuestion, convertHtmlBody } from './htmlToMarkdown';
import { RichMarkdownEditor } from './RichMarkdownEditor';
import { useRenderedBody } from './useRenderedBody';

const editorCss = css`
  display: grid;
  gap: 12px;
  margin-bottom: 20px;
`;

const toolbarCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  > span { font-weight: 600; font-size: 0.95rem; }
`;

const segmentedCss = css`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surfaceAlt};
  button {
    min-height: 36px;
    padding: 4px 14px;
    border: 0;
    border-radius: ${radius.pill};
    background: transparent;
    color: ${color.muted};
    font: inherit;
    font-size: 0.9rem;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'], button[aria-selected='true'] { background: ${color.surface}; color: ${color.text}; box-shadow: 0 1px 2px rgba(15, 23, 42, 0.12); }
`;

/** Write / Preview tabs on a phone; a desktop shows both panes and no tabs. */
const tabsCss = css`
  ${segmentedCss};
  justify-self: start;
  ${media.lg} { display: none; }
`;

const panesCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  > [data-shown='false'] { display: none; }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > [data-shown='false'] { display: block; }
  }
`;

const previewCss = css`
  min-height: 200px;
  max-height: 75vh;
  overflow: auto;
  padding: 18px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  > p:first-of-type { margin: 0 0 12px; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: ${color.muted}; }
`;

const writePaneCss = css`
  > div { margin-bottom: 0; }
`;

const hintCss = css`
  margin: 0;
  font-size: 0.85rem;
  color: ${color.muted};
`;

export interface BodyChanges {
  format?: BodyFormat;
  markdown?: string;
  body?: string;
}

export interface BodyEditorProps {
  /** The HTML field's label ('Content (HTML) *', 'Body HTML *'). */
  label: string;
  format: BodyFormat;
  markdown: string;
  html: string;
  /** The body's reading time, shown under the editor. */
  minutes: number;
  onChange: (changes: BodyChanges) => void;
}

const toHtmlQuestion = (onConfirm: () => void): ConfirmQuestion => ({
  title: 'Switch to HTML?',
  description: 'You will edit the HTML your markdown made. Saving then drops the markdown source.',
  confirmLabel: 'Switch to HTML',
  onConfirm,
});

export function BodyEditor({ label, format, markdown, html, minutes, onChange }: BodyEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const [converting, setConverting] = useState<string | null>(null);
  const isMarkdown = format === 'markdown';
  const preview = useRenderedBody(format, isMarkdown ? markdown : html, isMarkdown ? (rendered) => onChange({ body: rendered }) : undefined);

  /** HTML to markdown goes through the server's conversion, which says first what would be lost. */
  const toMarkdown = async () => {
    setConverting('Making the HTML markdown…');
    try {
      const converted = await convertHtmlBody(html);
      setConverting(null);
      setQuestion(conversionQuestion(converted, () => onChange({ format: 'markdown', markdown: converted.markdown })));
    } catch (error) {
      setConverting(`The HTML could not be made markdown: ${failureReason(error)}`);
    }
  };

  const switchTo = (to: BodyFormat) => {
    if (to === format) return;
    const leaving = isMarkdown ? markdown : html;
    if (leaving.trim() === '') onChange({ format: to });
    else if (to === 'markdown') void toMarkdown();
    else setQuestion(toHtmlQuestion(() => onChange({ format: to })));
  };

  const tabProps = (name: 'write' | 'preview') => ({
    role: 'tab',
    id: `${id}-${name}-tab`,
    'aria-selected': tab === name,
    'aria-controls': `${id}-${name}`,
    onClick: () => setTab(name),
    type: 'button' as const,
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of controls, not a form's fieldset (whose legend layout does not fit the toolbar)
    <div css={editorCss} role="group" aria-labelledby={`${id}-title`}>
      <div css={toolbarCss}>
        <span id={`${id}-title`}>Body</span>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of two toggle buttons, not a fieldset */}
        <div css={segmentedCss} role="group" aria-label="Write the body in">
          <button type="button" aria-pressed={isMarkdown} onClick={() => switchTo('markdown')}>
            Markdown
          </button>
          <button type="button" aria-pressed={!isMarkdown} onClick={() => switchTo('html')}>
            HTML
          </button>
        </div>
      </div>
      <div css={tabsCss} role="tablist" aria-label="Body">
        <button {...tabProps('write')}>Write</button>
        <button {...tabProps('preview')}>Preview</button>
      </div>
      <div css={panesCss}>
        <div css={writePaneCss} id={`${id}-write`} role="tabpanel" aria-labelledby={`${id}-write-tab`} data-shown={tab === 'write'}>
          {isMarkdown ? (
            <RichMarkdownEditor
              label="Body"
              sourceLabel="Markdown *"
              value={markdown}
              onChange={(value) => onChange({ markdown: value })}
              hint="Paste or drop an image, or press Image, to upload it and place it here."
            />
          ) : (
            <>
              <TextAreaField label={label} value={html} onChange={(value) => onChange({ body: value })} rows={20} code />
              <p css={hintCss} role="status">
                {converting ?? 'This body is HTML. Press Markdown to write it in the editor: you will see first what markdown cannot keep.'}
              </p>
            </>
          )}
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls; a keyboard must be able to reach and scroll it */}
        <section css={previewCss} id={`${id}-preview`} role="tabpanel" aria-labelledby={`${id}-preview-tab`} tabIndex={0} aria-busy={preview.rendering} data-shown={tab === 'preview'}>
          <p>Preview</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the preview is the article pipeline's own sanitised output (views/lib/article) */}
          {preview.failure ? <p role="alert">The preview failed: {preview.failure}</p> : <div className={ARTICLE_PROSE_CLASS} data-testid="body-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />}
        </section>
      </div>
      <p css={hintCss} aria-live="polite">
        Estimated reading time: {minutes} min
      </p>
      {isMarkdown && (
        // The spec's HTML content field (20 rows) stays on the form: what the markdown makes, or, while
        // there is no markdown yet, a place to write the body as HTML (the studio then switches to HTML).
        // Its size never changes, so a save tapped as the editor hands over its text lands where it aimed.
        <TextAreaField
          label={label}
          value={html}
          onChange={(value) => onChange({ format: 'html', body: value })}
          rows={20}
          code
          readOnly={markdown.trim() !== ''}
          hint={markdown.trim() === '' ? 'Or write the body as HTML here: the studio switches to HTML.' : 'What the markdown makes; the server renders it again when it is saved. Press HTML to edit it as HTML.'}
        />
      )}
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </div>
  );
}
