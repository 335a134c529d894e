// A restore is an import of someone's file: every HTML field of a backup's rows passes through
// the sanitiser a studio save uses (views/lib/article/sanitizeHtml.ts) before it is written, so a
// backup edited by hand cannot put a script into a page or a feed (posts, essays, pages, revisions
// here; the About story's HTML with the settings, ./restoredRows.ts). Outbox emails are the site's
// own email layout, sent as mail, never shown on a page; the article sanitiser would strip it.
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { unified } from 'unified';
import { BlogPost, Comment, ContentRevision, Essay, Page } from '../../../entities';
import { sanitizeCommentHtml } from '../comments/commentHtml';
import { HtmlTooDeepError, sanitizeHtml } from '../../../views/lib/article/sanitizeHtml';
import { RestoreRefused } from './restoreRefused';

type Clean = (row: ObjectLiteral) => void;

/** The same parse and serialisation as the sanitiser's, removing nothing. */
const reserialise = unified().use(rehypeParse, { fragment: true }).use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

/**
 * The sanitised HTML; or the HTML exactly as the backup holds it when the sanitiser takes nothing
 * out of it (it only re-escapes text differently), so a backup restores byte for byte.
 */
export function restoredHtml(html: string): string {
  let clean: string;
  try {
    clean = sanitizeHtml(html);
  } catch (error) {
    if (error instanceof HtmlTooDeepError) throw new RestoreRefused(`an HTML field of the backup ${error.message}`);
    throw error;
  }
  return clean === String(reserialise.processSync(html)).trim() ? html : clean;
}

const cleanField =
  (field: string): Clean =>
  (row) => {
    if (typeof row[field] === 'string') row[field] = restoredHtml(row[field]);
  };

/** A revision keeps its body inside a JSON snapshot; bringing it back would save that body. */
const cleanSnapshot: Clean = (row) => {
  if (typeof row.snapshot !== 'string') return;
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(row.snapshot);
  } catch {
    return; // not JSON: no body a restore of the revision could bring back
  }
  if (snapshot && typeof snapshot === 'object' && typeof (snapshot as { body?: unknown }).body === 'string') {
    const body = (snapshot as { body: string }).body;
    const clean = restoredHtml(body);
    if (clean !== body) row.snapshot = JSON.stringify({ ...snapshot, body: clean });
  }
};

const CLEANERS = new Map<EntityTarget<ObjectLiteral>, Clean>([
  [BlogPost, cleanField('content')],
  [Essay, cleanField('bodyHtml')],
  [Page, cleanField('content')],
  [ContentRevision, cleanSnapshot],
  [Comment, (row) => typeof row.contentHtml === 'string' && Object.assign(row, { contentHtml: sanitizeCommentHtml(row.contentHtml) })],
]);

/** The row with its HTML sanitised, for the tables that hold article HTML; other rows as they are. */
export function htmlCleanerFor(entity: EntityTarget<ObjectLiteral>): (row: ObjectLiteral) => ObjectLiteral {
  const clean = CLEANERS.get(entity);
  return (row) => {
    clean?.(row);
    return row;
  };
}
