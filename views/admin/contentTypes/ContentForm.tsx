// The create and edit form of a content type, laid out from its fields. The screen owns the
// draft (useContentDraft) and saving; this lays out the fields, the spec's submit button and
// the screen's other actions beside it.
import { MediaField } from '../media/MediaField';
import { css } from '@emotion/react';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import type { SaveMode } from '../../lib/contentRules';
import { autoExcerpt, readTimeMinutes } from '../../lib/text';
import { ADMIN_CONTENT_LIMITS } from '../../api/adminContentLimits';
import { primaryButtonCss } from '../../components/ui';
import { ApiSelectField } from '../components/ApiSelectField';
import { CheckboxField, formCardCss, SelectField, TextAreaField, TextField } from '../components/FormFields';
import { MarkdownUpload, type UploadedMarkdown } from '../components/MarkdownUpload';
import { BodyEditor } from '../studio/BodyEditor';
import type { ContentDraftState } from './useContentDraft';
import type { ContentDraft, ContentType, FieldSpec, SavedItem, StudioItem } from './contentType';

const submitCss = css`
  ${primaryButtonCss};
  min-width: 180px;
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

export interface ContentFormProps<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem> {
  type: ContentType<D, S, I>;
  mode: SaveMode;
  state: ContentDraftState<D>;
  pending: boolean;
  /** The spec's submit, with the draft as it is sent (its markdown rendered). */
  onSubmit: (draft: D, slug: string) => void;
  /** Fields above the type's own (the create form's admin key). */
  top?: ReactNode;
  /** The result of the last save, shown above the buttons. */
  status?: ReactNode;
  /** Buttons beside the submit button (save draft, publish, schedule). */
  actions?: ReactNode;
  /** Saved and about to leave: no second save. */
  locked?: boolean;
}

export function ContentForm<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type, mode, state, pending, onSubmit, top, status, actions, locked = false }: ContentFormProps<D, S, I>) {
  const { draft, update, typedSlug, setTypedSlug, slug, live, ready } = state;
  const { rules } = type;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !locked) onSubmit(await ready(), slug);
  };

  // A generic draft cannot prove that a field named for strings holds one: the field specs' types guarantee it.
  const textOf = (name: keyof D) => draft[name] as string;
  const set = (name: keyof D, value: string | boolean) => update({ [name]: value } as Partial<D>);

  const fillFromUpload = ({ title, markdown, html }: UploadedMarkdown) =>
    update({
      ...(title ? { title } : {}),
      format: 'markdown',
      markdown,
      body: html,
      excerpt: autoExcerpt(html, live.excerptLength),
      readTime: String(rules.readTimeOf(readTimeMinutes(html))),
    } as Partial<D>);

  const fieldOf = (field: FieldSpec<D>): ReactNode => {
    switch (field.kind) {
      case 'markdown-upload':
        return <MarkdownUpload onLoaded={fillFromUpload} />;
      case 'body':
        return (
          <BodyEditor
            label={field.label}
            format={draft.format}
            markdown={draft.markdown}
            html={draft.body}
            minutes={live.minutes}
            onChange={(changes) => update(changes as Partial<D>)}
          />
        );
      case 'slug':
        return mode === 'create' && <TextField label={field.label} value={typedSlug} onChange={setTypedSlug} maxLength={ADMIN_CONTENT_LIMITS.slug} placeholder={slug} hint={field.hint} />;
      case 'checkbox':
        return <CheckboxField label={field.label} checked={draft[field.name] === true} onChange={(checked) => set(field.name, checked)} />;
      case 'media':
        return <MediaField label={field.label} accept={field.accept} hint={field.hint} value={textOf(field.name)} onChange={(value) => set(field.name, value)} />;
      case 'api-select':
        return <ApiSelectField label={field.label} required={field.required} url={field.url} value={textOf(field.name)} onChange={(value) => set(field.name, value)} />;
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
      <div css={actionsCss}>
        <button type="submit" css={submitCss} disabled={pending || locked}>
          {pending ? labels.pending : labels.submit}
        </button>
        {actions}
      </div>
    </form>
  );
}
