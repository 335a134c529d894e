// The fields posts and essays share: markdown upload, title with its live slug preview,
// excerpt, HTML body with its live reading-time preview, tags and reading time. The form
// adds its own fields (category, authors, featured) through `afterTitle` and `children`.
import type { ReactNode } from 'react';
import { autoExcerpt, readTimeMinutes } from '../../../lib/text';
import { MarkdownUpload } from './MarkdownUpload';
import { TextAreaField, TextField } from './FormFields';

export interface ContentDraft {
  title: string;
  excerpt: string;
  body: string;
  tags: string;
  readTime: string;
}

export const emptyContentDraft: ContentDraft = { title: '', excerpt: '', body: '', tags: '', readTime: '' };

export interface ContentFieldsProps {
  draft: ContentDraft;
  update: (changes: Partial<ContentDraft>) => void;
  /** The public address the saved slug gives, e.g. /blog/my-post. */
  slugPreview: string;
  /** Blog create's own slug field, shown under the title. */
  slugField?: ReactNode;
  afterTitle?: ReactNode;
  bodyLabel: string;
  /** Length of the automatic excerpt (150 on blog create, else 200). */
  excerptLength: number;
  /** How a minute count is written in the reading-time field: '7' for posts, '7 min read' for essays. */
  formatReadTime: (minutes: number) => string;
  readTimeField: { label: string; type: 'number' | 'text'; placeholder: string };
}

export function ContentFields({ draft, update, slugPreview, slugField, afterTitle, bodyLabel, excerptLength, formatReadTime, readTimeField }: ContentFieldsProps) {
  const minutes = readTimeMinutes(draft.body);
  return (
    <>
      <MarkdownUpload
        onLoaded={({ title, html }) =>
          update({ ...(title ? { title } : {}), body: html, excerpt: autoExcerpt(html, excerptLength), readTime: formatReadTime(readTimeMinutes(html)) })
        }
      />
      <TextField label="Title *" required maxLength={300} value={draft.title} onChange={(title) => update({ title })} hint={<>Address: <code>{slugPreview}</code></>} />
      {slugField}
      {afterTitle}
      <TextAreaField
        label="Excerpt (optional)"
        rows={3}
        maxLength={1000}
        value={draft.excerpt}
        onChange={(excerpt) => update({ excerpt })}
        hint={`Leave empty to use the first ${excerptLength} characters of the content.`}
      />
      <TextAreaField label={`${bodyLabel} *`} rows={20} code required value={draft.body} onChange={(body) => update({ body })} hint={`Estimated reading time: ${minutes} min`} />
      <TextField label="Tags" value={draft.tags} onChange={(tags) => update({ tags })} hint="Separate tags with commas." placeholder="ethics, learning, faith" />
      <TextField
        label={readTimeField.label}
        type={readTimeField.type}
        min={readTimeField.type === 'number' ? 1 : undefined}
        max={readTimeField.type === 'number' ? 600 : undefined}
        placeholder={readTimeField.placeholder}
        value={draft.readTime}
        onChange={(readTime) => update({ readTime })}
        hint="Leave empty to calculate it from the content."
      />
    </>
  );
}
