// What the admin forms, the admin input DTOs and the admin services agree on for each content
// type (spec section 5): the fields' names on the wire, how a missing slug is made and how long
// the automatic excerpt is, each for create and for edit, and how a reading time is written.
import { CREATE_EXCERPT_LENGTH, EDIT_EXCERPT_LENGTH, essayReadingTime, slugifyForCreate, slugifyForEdit } from './text';

export type SaveMode = 'create' | 'edit';

export interface ContentRules<Body extends string = string, ReadTime extends string = string, ReadTimeValue extends number | string = number | string> {
  /** The one path segment of the type's addresses: /{segment}/{slug}, /api/{segment}, /admin/{segment}, /api/admin/{segment}. */
  segment: string;
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
  bodyField: 'content',
  readTimeField: 'readTime',
  slugify: { create: slugifyForCreate, edit: slugifyForEdit },
  excerptLength: { create: CREATE_EXCERPT_LENGTH, edit: EDIT_EXCERPT_LENGTH },
  readTimeOf: (minutes) => minutes,
};

export const essayRules: ContentRules<'bodyHtml', 'readingTime', string> = {
  segment: 'ai-islam',
  bodyField: 'bodyHtml',
  readTimeField: 'readingTime',
  slugify: { create: slugifyForEdit, edit: slugifyForEdit },
  excerptLength: { create: EDIT_EXCERPT_LENGTH, edit: EDIT_EXCERPT_LENGTH },
  readTimeOf: essayReadingTime,
};
