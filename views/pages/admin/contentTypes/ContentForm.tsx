// The create and edit form of a content type, laid out from its fields. The screen owns
// saving; this owns the draft, the typed slug and the live previews.
import { css } from '@emotion/react';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import type { SaveMode } from '../../../lib/contentRules';
import { autoExcerpt, readTimeMinutes } from '../../../lib/text';
import { ADMIN_CONTENT_LIMITS } from '../../../api/adminContentLimits';
import { primaryButtonCss } from '../../../components/ui';
import { CheckboxField, formCardCss, SelectField, TextAreaField, TextField } from '../components/FormFields';
import { MarkdownUpload } from '../components/MarkdownUpload';
import { pathsOf, slugOf, type ContentDraft, type ContentType, type FieldSpec, type LiveValues, type SavedItem } from './contentType';

const submitCss = css`
  ${primaryButtonCss};
  min-width: 180px;
`;

export interface ContentFormProps<D extends ContentDraft, S extends SavedItem, I extends S> {
  type: ContentType<D, S, I>;
  mode: SaveMode;
  initial: D;
  /** Edit: the saved item, whose slug stays until the title changes. */
  saved?: { title: string; slug: string };
  pending: boolean;
  onSubmit: (draft: D, slug: string) => void;
  /** Fields above the type's own (the create form's admin key). */
  top?: ReactNode;
  /** The result of the last save, shown above the button. */
  status?: ReactNode;
  /** Saved and about to leave: no second save. */
  locked?: boolean;
}

export function ContentForm<D extends ContentDraft, S extends SavedItem, I extends S>({ type, mode, initial, saved, pending, onSubmit, top, status, locked = false }: ContentFormProps<D, S, I>) {
  const [draft, setDraft] = useState<D>(initial);
  const [typedSlug, setTypedSlug] = useState('');
  const update = (changes: Partial<D>) => setDraft((current) => ({ ...current, ...changes }));
  const { rules } = type;
  const slug = slugOf(rules, mode, draft.title, typedSlug, saved);
  const live: LiveValues = { address: pathsOf(rules).address(slug), excerptLength: rules.excerptLength[mode], minutes: readTimeMinutes(draft.body) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !locked) onSubmit(draft, slug);
  };

  // A generic draft cannot prove that a field named for strings holds one: the field specs' types guarantee it.
  const textOf = (name: keyof D) => draft[name] as string;
  const set = (name: keyof D, value: string | boolean) => update({ [name]: value } as Partial<D>);

  const fieldOf = (field: FieldSpec<D>): ReactNode => {
    switch (field.kind) {
      case 'markdown-upload':
        return (
          <MarkdownUpload
            onLoaded={({ title, html }) =>
              update({ ...(title ? { title } : {}), body: html, excerpt: autoExcerpt(html, live.excerptLength), readTime: String(rules.readTimeOf(readTimeMinutes(html))) } as Partial<D>)
            }
          />
        );
      case 'slug':
        return mode === 'create' && <TextField label={field.label} value={typedSlug} onChange={setTypedSlug} maxLength={ADMIN_CONTENT_LIMITS.slug} placeholder={slug} hint={field.hint} />;
      case 'checkbox':
        return <CheckboxField label={field.label} checked={draft[field.name] === true} onChange={(checked) => set(field.name, checked)} />;
      case 'select':
        return <SelectField label={field.label} required={field.required} value={textOf(field.name)} onChange={(value) => set(field.name, value)} options={field.options} />;
      default: {
        const common = {
          label: field.label,
          required: field.required,
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          hint: field.hint?.(live),
          value: textOf(field.name),
          onChange: (value: string) => set(field.name, value),
        };
        if (field.kind === 'textarea') return <TextAreaField {...common} rows={field.rows} code={field.code} />;
        if (field.kind === 'number') return <TextField {...common} type="number" min={field.min} max={field.max} />;
        return <TextField {...common} />;
      }
    }
  };

  const labels = type[mode];
  return (
    <form onSubmit={submit} css={formCardCss} noValidate>
      {top}
      {type.fields.map((field) => (
        <Fragment key={'name' in field ? field.name : field.kind}>{fieldOf(field)}</Fragment>
      ))}
      {status}
      <button type="submit" css={submitCss} disabled={pending || locked}>
        {pending ? labels.pending : labels.submit}
      </button>
    </form>
  );
}
