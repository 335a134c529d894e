// Fills a form from a .md file: the first '# ' heading becomes the title, the rest the markdown
// body, rendered to HTML by the article pipeline. The markdown toolchain is loaded only when a
// file is chosen, so no page ships it up front.
import { css } from '@emotion/react';
import { useId, useState, type ChangeEvent } from 'react';
import type { MarkdownDocument } from '../../lib/markdown';
import { loadArticlePipeline } from '../studio/articlePipeline';
import { color, radius } from '../../style/theme';
import { FormAlert } from './FormFields';

export const MAX_MARKDOWN_BYTES = 1_000_000;

const dropCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* the file input's own width must not widen the box's text */
  gap: 6px;
  padding: 16px;
  margin-bottom: 20px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
  label { font-weight: 600; }
  input { font-size: 0.9rem; max-width: 100%; }
  p { margin: 0; font-size: 0.85rem; color: ${color.muted}; }
`;

type Notice = { tone: 'success' | 'error'; lines: string[] };

/** An uploaded document: its title, its markdown body and that body rendered. */
export interface UploadedMarkdown extends MarkdownDocument {
  html: string;
}

export function MarkdownUpload({ onLoaded }: { onLoaded: (document: UploadedMarkdown) => void }) {
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    if (!/\.md$/i.test(file.name)) {
      setNotice({ tone: 'error', lines: ['Please upload a .md (markdown) file'] });
      input.value = '';
      return;
    }
    try {
      if (file.size > MAX_MARKDOWN_BYTES) throw new Error('the file is larger than 1 MB');
      const [text, { splitMarkdownTitle }, pipeline] = await Promise.all([file.text(), import('../../lib/markdown'), loadArticlePipeline()]);
      const document = splitMarkdownTitle(text);
      onLoaded({ ...document, html: await pipeline.renderMarkdown(document.markdown) });
      setNotice({ tone: 'success', lines: ['Markdown file loaded successfully!', document.title ? `Title: ${document.title}` : 'Review and edit the fields below.'] });
    } catch (error) {
      setNotice({ tone: 'error', lines: [`Error reading file: ${error instanceof Error ? error.message : String(error)}`] });
    } finally {
      input.value = ''; // the same file can be chosen again
    }
  };

  return (
    <>
      <div css={dropCss}>
        <label htmlFor={id}>Upload markdown file</label>
        <input id={id} type="file" accept=".md,text/markdown" onChange={onChange} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`}>A .md file: its first "# " heading becomes the title, the rest fills the content below.</p>
      </div>
      {notice && (
        <FormAlert tone={notice.tone}>
          {notice.lines.map((line) => <p key={line}>{line}</p>)}
        </FormAlert>
      )}
    </>
  );
}
