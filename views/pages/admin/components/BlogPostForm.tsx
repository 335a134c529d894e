// The blog post form of the create and edit pages. The page owns saving; this owns the fields.
import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { adminCategoryLabel, blogCategories } from '../../../api/blogCategories';
import { primaryButtonCss } from '../../../components/ui';
import type { BlogPostDraft } from '../payloads';
import { ContentFields, type ContentDraft } from './ContentFields';
import { CheckboxField, formCardCss, SelectField, TextField } from './FormFields';

const categoryOptions = blogCategories.map((c) => ({ value: c.value, label: adminCategoryLabel(c.value) }));

export interface BlogPostFormProps {
  initial: BlogPostDraft;
  /** The slug this save will use: from the typed slug (create) or the title (edit). */
  slugOf: (draft: BlogPostDraft, typedSlug: string) => string;
  /** Blog create has its own slug field. */
  withSlugField?: boolean;
  excerptLength: number;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (draft: BlogPostDraft, slug: string) => void;
  /** Fields above the content ones (the create form's admin key). */
  top?: ReactNode;
  /** The result of the last save, shown above the button. */
  status?: ReactNode;
  /** Saved and about to leave: no second save. */
  locked?: boolean;
}

const submitCss = css`
  ${primaryButtonCss};
  min-width: 180px;
`;

export function BlogPostForm({ initial, slugOf, withSlugField = false, excerptLength, submitLabel, pendingLabel, pending, onSubmit, top, status, locked = false }: BlogPostFormProps) {
  const [draft, setDraft] = useState<BlogPostDraft>(initial);
  const [typedSlug, setTypedSlug] = useState('');
  const update = (changes: Partial<BlogPostDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const slug = slugOf(draft, typedSlug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !locked) onSubmit(draft, slug);
  };

  return (
    <form onSubmit={submit} css={formCardCss} noValidate>
      {top}
      <ContentFields
        draft={draft}
        update={update as (changes: Partial<ContentDraft>) => void}
        slugPreview={`/blog/${slug}`}
        slugField={
          withSlugField && (
            <TextField label="Slug" value={typedSlug} onChange={setTypedSlug} maxLength={200} placeholder={slug} hint="Leave empty to make it from the title." />
          )
        }
        afterTitle={<SelectField label="Category *" required value={draft.category} onChange={(category) => update({ category: category as BlogPostDraft['category'] })} options={categoryOptions} />}
        bodyLabel="Content (HTML)"
        excerptLength={excerptLength}
        formatReadTime={String}
        readTimeField={{ label: 'Reading time in minutes (optional)', type: 'number', placeholder: 'Calculated automatically' }}
      />
      <CheckboxField label="Feature this post on homepage" checked={draft.isFeatured} onChange={(isFeatured) => update({ isFeatured })} />
      {status}
      <button type="submit" css={submitCss} disabled={pending || locked}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
