// What the admin forms, the admin input DTOs and the admin services agree on for each content
// type (spec section 5): the fields' names on the wire, how a missing slug is made and how long
// the automatic excerpt is, each for create and for edit, and how a reading time is written.
import { CREATE_EXCERPT_LENGTH, EDIT_EXCERPT_LENGTH, essayReadingTime, slugifyForCreate, slugifyForEdit } from './text';

export type SaveMode = 'create' | 'edit';

export interface ContentRules<Body extends string = string, ReadTime extends string = string, ReadTimeValue extends number | string = number | string> {
  /** The one path segment of the type's addresses: /api/{segment}, /admin/{segment}, /api/admin/{segment}, /{segment}/preview/{token}. */
  segment: string;
  /** An item's public address: /{segment}/{slug} (posts, essays) or /{slug} (pages). */
  address: (slug: string) => string;
  /** The HTML field, in the body sent, in the answer and in the table. */
  bodyField: Body;
  readTimeField: ReadTime;
  slugify: Record<SaveMode, (title: string) => string>;
  excerptLength: Record<SaveMode, number>;
  /** A minute count as this type writes it: 7 (posts) or '7 min read' (essays). */
  readTimeOf: (minutes: number) => ReadTimeValue;
}

export const blogPostRules: ContentRules<'content', 'readTime', number> = {
  segment: 'blog',
  address: (slug) => `/blog/${slug}`,
  bodyField: 'content',
  readTimeField: 'readTime',
  slugify: { create: slugifyForCreate, edit: slugifyForEdit },
  excerptLength: { create: CREATE_EXCERPT_LENGTH, edit: EDIT_EXCERPT_LENGTH },
  readTimeOf: (minutes) => minutes,
};

export const essayRules: ContentRules<'bodyHtml', 'readingTime', string> = {
  segment: 'ai-islam',
  address: (slug) => `/ai-islam/${slug}`,
  bodyField: 'bodyHtml',
  readTimeField: 'readingTime',
  slugify: { create: slugifyForEdit, edit: slugifyForEdit },
  excerptLength: { create: EDIT_EXCERPT_LENGTH, edit: EDIT_EXCERPT_LENGTH },
  readTimeOf: essayReadingTime,
};

/** The owner's pages: the blog's fields without category or featured flag, served at /{slug}. */
export const pageRules: ContentRules<'content', 'readTime', number> = {
  segment: 'pages',
  address: (slug) => `/${slug}`,
  bodyField: 'content',
  readTimeField: 'readTime',
  slugify: { create: slugifyForEdit, edit: slugifyForEdit },
  excerptLength: { create: EDIT_EXCERPT_LENGTH, edit: EDIT_EXCERPT_LENGTH },
  readTimeOf: (minutes) => minutes,
};
