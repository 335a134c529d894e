// What an admin record type declares once (books, resources, quotes, brain teasers): its
// fields, how a saved record fills the form and the form becomes a body, its list card and its
// texts. The generic screens in this folder are driven by it alone.
import type { ReactNode } from 'react';

export type RecordDraft = Record<string, string>;

/** A form field; every value is edited as text and typed by the definition's bodyOf. */
export type RecordField =
  | { kind: 'text' | 'url' | 'number'; name: string; label: string; required?: boolean; maxLength?: number; min?: number; max?: number; step?: string; hint?: string }
  | { kind: 'textarea'; name: string; label: string; required?: boolean; rows: number; maxLength?: number }
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'media'; name: string; label: string; accept: 'image' | 'file'; required?: boolean; hint?: ReactNode };

export interface RecordType<Dto extends { id: number }> {
  /** /admin/{segment} and /api/admin/{segment}; the public list it feeds is `publicApi`. */
  segment: string;
  publicApi: string;
  /** The owner moves items up and down (the public order). */
  ordered: boolean;
  fields: RecordField[];
  emptyDraft: RecordDraft;
  draftOf: (item: Dto) => RecordDraft;
  bodyOf: (draft: RecordDraft) => Record<string, unknown>;
  card: { title: (item: Dto) => string; meta: (item: Dto) => string[]; image?: (item: Dto) => string | null };
  texts: {
    /** The list's h1, e.g. 'Books'. */
    plural: string;
    /** 'book', in 'Add a book', 'Delete this book?'. */
    noun: string;
    intro: string;
    empty: string;
  };
}

export const recordPaths = (segment: string) => ({
  list: `/admin/${segment}`,
  create: `/admin/${segment}/new`,
  edit: (id: number) => `/admin/${segment}/edit/${id}`,
  api: `/api/admin/${segment}`,
});

/** A number typed as text: empty is "none" (null), anything else the number itself (the server checks it). */
export const optionalNumber = (text: string): number | string | null => (text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text));
