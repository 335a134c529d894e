// What an admin content type declares once (after Payload's collection configs): its rules
// shared with the server, its fields and their layout, its list card, and the texts of its list,
// create and edit screens. The generic screens in ./ContentScreens.tsx are driven by it alone.
import type { ReactNode } from 'react';
import type { ContentStatus, StudioFields } from '../../api/adminTypes';
import type { SiteSettings } from '../../api/settings';
import type { ContentRules, SaveMode } from '../../lib/contentRules';
import { autoExcerpt, parseTags, readTimeMinutes } from '../../lib/text';

/** How the body is written: markdown (the HTML is rendered from it) or HTML itself. */
export type BodyFormat = 'markdown' | 'html';

/** The form state every content type has; a type adds its own fields. */
export interface ContentDraft {
  title: string;
  excerpt: string;
  /** The HTML: typed in HTML mode, rendered from `markdown` in Markdown mode. */
  body: string;
  markdown: string;
  format: BodyFormat;
  tags: string;
  readTime: string;
}

/** A new item is written in markdown, in the writing editor. */
export const emptyContentDraft: ContentDraft = { title: '', excerpt: '', body: '', markdown: '', format: 'markdown', tags: '', readTime: '' };

type KeysOf<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

/** What a field's hint may show while the form is filled in. */
export interface LiveValues {
  /** The public address the slug gives, e.g. /blog/my-post. */
  address: string;
  excerptLength: number;
  /** The body's reading time in minutes. */
  minutes: number;
}

interface TextFieldSpec<D> {
  name: KeysOf<D, string>;
  label: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  hint?: (live: LiveValues) => ReactNode;
}

/** A form's fields in their order. The typed slug shows on create only. */
export type FieldSpec<D> =
  | { kind: 'markdown-upload' }
  | { kind: 'body'; label: string }
  | { kind: 'slug'; label: string; hint: string }
  | (TextFieldSpec<D> & { kind: 'text' })
  | (TextFieldSpec<D> & { kind: 'number'; min: number; max: number })
  | (TextFieldSpec<D> & { kind: 'textarea'; rows: number; code?: boolean })
  | (TextFieldSpec<D> & { kind: 'select'; options: { value: string; label: string }[] })
  /** A select whose choices the admin API lists (`{ value, label }[]` at `url`), shown with their labels. */
  | (TextFieldSpec<D> & { kind: 'api-select'; url: string })
  | { kind: 'checkbox'; name: KeysOf<D, boolean>; label: string }
  | { kind: 'media'; name: KeysOf<D, string>; label: string; accept: 'image' | 'file'; hint?: string };

/** One piece of a list card's meta line. */
export interface CardMeta {
  text: ReactNode;
  badge?: boolean;
}

/** What every admin answer for a content item has. */
export interface SavedItem {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: string | null;
  status: ContentStatus;
}

/** What every admin answer for one item has: the summary plus the studio's fields. */
export type StudioItem = SavedItem & StudioFields;

export interface ContentType<D extends ContentDraft, Summary extends SavedItem, Item extends Summary & StudioItem> {
  rules: ContentRules;
  fields: FieldSpec<D>[];
  /** A new item's form; create clears back to it after a save. */
  emptyDraft: D;
  /** What of a new item's form comes from the owner's settings, once they have loaded (an essay's default authors). */
  defaultsFrom?: (settings: SiteSettings) => Partial<D>;
  /** The form of a saved item, apart from how its body is written (the generic screens add that). */
  draftOf: (item: Item) => Omit<D, 'markdown' | 'format'>;
  /** The typed reading time as sent, or undefined to make it from the body. */
  typedReadTime: (text: string) => number | string | undefined;
  /** The type's own fields in the body sent. */
  ownBody: (draft: D) => Record<string, unknown>;
  missingFields: string;
  list: {
    title: string;
    intro: string;
    gateTitle: string;
    failure: string;
    loading: string;
    count: (n: number) => string;
    createLabel: string;
    empty: string;
    /** When given, an empty list shows only this call to create, without the count line. */
    emptyAction?: string;
    /** Above the title (posts) or below the excerpt (essays). */
    metaPlacement: 'above' | 'below';
    meta: (item: Summary) => CardMeta[];
  };
  create: {
    title: string;
    intro: string;
    submit: string;
    pending: string;
    success: string;
    fallback: string;
    /**
     * After a save the form clears, as the spec's create forms do (posts, essays), its alert
     * linking to the new item; a type the spec does not have (pages) opens the new item's edit
     * screen instead.
     */
    afterSave: 'clear' | 'edit';
  };
  edit: {
    title: string;
    gateTitle: string;
    notFound: string;
    back: string;
    loading: string;
    submit: string;
    pending: string;
    success: string;
    failurePrefix: string;
    /** The link to a published item's public address ('View page'). */
    view: string;
  };
}

/** The addresses of a type: its admin pages, its admin API, and what a save refreshes. */
export const pathsOf = ({ segment, address }: ContentRules) => ({
  list: `/admin/${segment}`,
  create: `/admin/${segment}/new`,
  edit: (id: number) => `/admin/${segment}/edit/${id}`,
  api: `/api/admin/${segment}`,
  address,
  refresh: [`/api/${segment}`, `/api/admin/${segment}`],
});

/** The slug a save will use. Create: the typed slug (cleaned by the create rule) or one made from the title. Edit: the saved slug until the title changes. */
export function slugOf(rules: ContentRules, mode: SaveMode, title: string, typedSlug: string, saved?: { title: string; slug: string }): string {
  if (mode === 'create' || !saved) return rules.slugify.create(typedSlug) || rules.slugify.create(title);
  return title.trim() === saved.title.trim() ? saved.slug : rules.slugify.edit(title);
}

/** The form of a saved item, its body in Markdown mode when it has markdown. */
export const editDraftOf = <D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>(type: ContentType<D, S, I>, item: I): D =>
  // A type's draftOf gives every field of D but the two added here.
  ({ ...type.draftOf(item), markdown: item.markdown ?? '', format: item.markdown ? 'markdown' : 'html' }) as D;

/** The body's required field counts as filled when its markdown or HTML (whichever is written) is. */
const requiredValue = <D extends ContentDraft>(draft: D, name: keyof D) => String(name === 'body' && draft.format === 'markdown' ? draft.markdown : draft[name]).trim();

/** Every required field is filled in. */
export const hasRequiredFields = <D extends ContentDraft>(fields: FieldSpec<D>[], draft: D) =>
  fields.every((field) => {
    if (field.kind === 'body') return requiredValue(draft, 'body') !== '';
    return !('required' in field && field.required) || requiredValue(draft, field.name) !== '';
  });

/**
 * The body of a save (spec section 5): title and body trimmed, empty excerpt and reading time
 * filled in, tags split on commas. In Markdown mode the markdown goes too (the server renders
 * it); in HTML mode `markdown: null` drops the markdown an item had.
 */
export function bodyOf<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>(
  type: ContentType<D, S, I>,
  draft: D,
  slug: string,
  mode: SaveMode,
  hadMarkdown = false,
): Record<string, unknown> {
  const { rules } = type;
  const body = draft.body.trim();
  return {
    title: draft.title.trim(),
    slug,
    excerpt: draft.excerpt.trim() || autoExcerpt(body, rules.excerptLength[mode]),
    [rules.bodyField]: body,
    tags: parseTags(draft.tags),
    [rules.readTimeField]: type.typedReadTime(draft.readTime) ?? rules.readTimeOf(readTimeMinutes(body)),
    ...type.ownBody(draft),
    ...(draft.format === 'markdown' ? { markdown: draft.markdown } : hadMarkdown ? { markdown: null } : {}),
  };
}
