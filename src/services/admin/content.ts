// The admin reads and writes of a content type (posts, essays), drafts included: one service
// made from the type's definition. Saved HTML is always sanitised (markdown is rendered into it
// first); a missing excerpt or reading time is derived from it by the type's rules
// (views/lib/contentRules.ts); a slug must be unique, and a changed one leaves a redirect. Every
// save keeps a revision (revisions.ts); a draft has a private preview link (previewLinks.ts).
import type { FindOptionsSelect, QueryDeepPartialEntity } from 'typeorm';
import type { Store } from '../../db';
import { type ContentAdminInput, hasMarkdown } from '../../../entities/ContentAdminInput';
import { ADMIN_CONTENT_LIMITS } from '../../../views/api/adminContentLimits';
import type { AdminSaveResultDto, ContentRevisionDto, ContentStatus, StudioFields } from '../../../views/api/adminTypes';
import { HtmlTooDeepError, sanitizeHtml } from '../../../views/lib/article/sanitizeHtml';
import type { ContentRules, SaveMode } from '../../../views/lib/contentRules';
import { autoExcerpt, readTimeMinutes } from '../../../views/lib/text';
import { BadRequestError, ConflictError, MovedPermanentlyError, NotFoundError } from '../../errors';
import { renderArticleMarkdown } from '../../markdown/renderArticleMarkdown';
import type { ContentArea } from '../contentVersions';
import { isPreviewToken, newPreviewNonce, type PreviewSigning, previewToken, previewTokenItemId } from '../previewLinks';
import { reclaimSlug, retireDeletedItem, retireSlug } from '../retiredSlugs';
import { byNewestPublished } from './ordering';
import { isoOrNull, publishDateOf } from './publishDate';
import { forgetRevisions, getRevision, listRevisions, type RevisionSnapshot, recordRevision } from './revisions';
import { saveWithUniqueSlug } from './uniqueSlug';

/** The columns every content table has. */
export interface ContentRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date | null;
  tags: string[];
  markdown: string | null;
  previewNonce: string | null;
  updatedAt: Date;
}

export interface AdminContentType<Body extends string, ReadTime extends string, ReadTimeValue extends number | string, Row extends ContentRow, Input extends ContentAdminInput & Record<Body, string> & Partial<Record<ReadTime, ReadTimeValue>>, Summary, Item, PublicItem> {
  entity: new () => Row;
  area: ContentArea;
  rules: ContentRules<Body, ReadTime, ReadTimeValue>;
  /** One item with its article, for the slug clash: 'A blog post'. */
  itemName: string;
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** The columns the list reads (never the HTML body). */
  summaryColumns: FindOptionsSelect<Row>;
  toSummary: (row: Row) => Omit<Summary, 'status'>;
  /** The item's own answer fields beyond the summary: its body. */
  toItem: (row: Row) => Omit<Item, keyof StudioFields>;
  /** The item as the public API answers it (its preview). */
  toPublic: (db: Store, row: Row) => PublicItem | Promise<PublicItem>;
  /** The values of the type's own fields; `existing` is the saved row on edit. */
  ownValues: (input: Input, existing: Row | undefined) => QueryDeepPartialEntity<Row>;
  /** The type's own fields in a revision (category and the featured flag, or the authors), and back. */
  ownSnapshot: (row: Row) => Partial<RevisionSnapshot>;
  ownRestore: (snapshot: RevisionSnapshot) => QueryDeepPartialEntity<Row>;
  /** Refuses (409) a slug whose address the site uses for something else (pages: src/services/takenAddresses.ts). */
  checkSlug?: (db: Store, slug: string) => Promise<void>;
  /** Refuses (400) input the class-validator DTO cannot judge alone (a post's category must be in the table). */
  checkInput?: (db: Store, input: Input) => Promise<void>;
}

export function statusOf(publishedAt: Date | null, now = Date.now()): ContentStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

/** The sanitised body, refused when nothing allowed is left of it. */
export function cleanBody(html: string, field: string): string {
  let clean: string;
  try {
    clean = sanitizeHtml(html);
  } catch (error) {
    if (error instanceof HtmlTooDeepError) throw new BadRequestError(`Invalid ${field}: it ${error.message}`, [{ field, messages: [`${field} ${error.message}`] }]);
    throw error;
  }
  if (clean === '') throw new BadRequestError(`Invalid ${field}: nothing is left after removing disallowed HTML`, [{ field, messages: [`${field} has no allowed content`] }]);
  return clean;
}

export function adminContentService<Body extends string, ReadTime extends string, ReadTimeValue extends number | string, Row extends ContentRow, Input extends ContentAdminInput & Record<Body, string> & Partial<Record<ReadTime, ReadTimeValue>>, Summary, Item, PublicItem>(
  type: AdminContentType<Body, ReadTime, ReadTimeValue, Row, Input, Summary, Item, PublicItem>,
) {
  const { rules, area } = type;
  const rows = (db: Store) => db.getRepository(type.entity);
  // A generic Row cannot prove `{ id }` is one of its wheres; every content table has the column.
  const findRow = (db: Store, id: number) => rows(db).findOneBy({ id } as never);

  async function find(db: Store, id: number): Promise<Row> {
    const row = await findRow(db, id);
    if (!row) throw new NotFoundError(type.messages.notFound);
    return row;
  }

  // TypeORM's own update time is CURRENT_TIMESTAMP, which MySQL keeps to the second: two edits in
  // one second would look alike to whatever compares update times (feeds, search). Given here, it
  // keeps its milliseconds on both databases.
  const updateRow = (db: Store, id: number, values: QueryDeepPartialEntity<Row>) => rows(db).update(id, { ...values, updatedAt: new Date() } as QueryDeepPartialEntity<Row>);

  // A generic Row cannot prove these are its columns; every content table has them.
  const setPreviewNonce = (db: Store, id: number) => updateRow(db, id, { previewNonce: newPreviewNonce() } as unknown as QueryDeepPartialEntity<Row>);

  const previewUrlOf = (signing: PreviewSigning, row: Row) =>
    row.previewNonce && statusOf(row.publishedAt) !== 'published' ? `${signing.siteUrl}/${rules.segment}/preview/${previewToken(signing, area, row.id, row.previewNonce)}` : null;

  async function get(db: Store, signing: PreviewSigning, id: number): Promise<Item> {
    let row = await find(db, id);
    if (!row.previewNonce && statusOf(row.publishedAt) !== 'published') {
      await setPreviewNonce(db, id);
      row = await find(db, id);
    }
    const studio: StudioFields = { status: statusOf(row.publishedAt), markdown: row.markdown, previewUrl: previewUrlOf(signing, row), updatedAt: row.updatedAt.toISOString() };
    return { ...type.toSummary(row), ...type.toItem(row), ...studio } as Item;
  }

  function snapshotOf(row: Row): RevisionSnapshot {
    const record = row as unknown as Record<string, unknown>;
    return {
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      body: String(record[rules.bodyField]),
      markdown: row.markdown,
      tags: row.tags ?? [],
      readTime: record[rules.readTimeField] as number | string,
      status: statusOf(row.publishedAt),
      publishedAt: isoOrNull(row.publishedAt),
      ...type.ownSnapshot(row),
    };
  }

  /** The HTML body and its markdown: markdown sent is rendered; null clears it; absent keeps the stored one. */
  async function bodyOf(input: Input, existing: Row | undefined): Promise<{ body: string; markdown: string | null }> {
    if (hasMarkdown(input)) return { body: await renderArticleMarkdown(input.markdown, ADMIN_CONTENT_LIMITS.body), markdown: input.markdown };
    return { body: cleanBody(input[rules.bodyField], rules.bodyField), markdown: input.markdown === null ? null : (existing?.markdown ?? null) };
  }

  async function valuesOf(input: Input, mode: SaveMode, existing: Row | undefined): Promise<QueryDeepPartialEntity<Row>> {
    const { body, markdown } = await bodyOf(input, existing);
    const shared = {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt ?? autoExcerpt(body, rules.excerptLength[mode]),
      tags: input.tags ?? (existing ? existing.tags : []),
      publishedAt: publishDateOf(input.publishedAt, existing?.publishedAt),
      markdown,
    };
    const derived = { [rules.bodyField]: body, [rules.readTimeField]: input[rules.readTimeField] ?? rules.readTimeOf(readTimeMinutes(body)) };
    return { ...shared, ...derived, ...type.ownValues(input, existing) } as QueryDeepPartialEntity<Row>;
  }

  /** Saves the values under the item's slug, keeping the slug history right, and records the revision. */
  async function saveExisting(db: Store, existing: Row, values: QueryDeepPartialEntity<Row>, kind: 'save' | 'autosave' | 'restore'): Promise<void> {
    const slug = String((values as { slug?: string }).slug ?? existing.slug);
    if (slug !== existing.slug) await type.checkSlug?.(db, slug);
    await saveWithUniqueSlug(rows(db), type.itemName, slug, existing.id, () => updateRow(db, existing.id, values));
    if (slug !== existing.slug) {
      await retireSlug(db, area, existing.slug, existing.id);
      await reclaimSlug(db, area, slug);
    }
    await recordRevision(db, area, existing.id, kind, snapshotOf(await find(db, existing.id)));
  }

  /** Inserts prepared values as a new item, with its first revision; its id. */
  async function insertPrepared(db: Store, values: QueryDeepPartialEntity<Row>): Promise<number> {
    const slug = String((values as { slug?: string }).slug);
    await type.checkSlug?.(db, slug);
    const id = await saveWithUniqueSlug(rows(db), type.itemName, slug, undefined, async () => {
      const result = await rows(db).insert(values);
      return Number(result.identifiers[0].id);
    });
    await reclaimSlug(db, area, slug);
    await recordRevision(db, area, id, 'save', snapshotOf(await find(db, id)));
    return id;
  }

  return {
    rules,
    area,
    /** Drafts first, then newest published first. */
    async list(db: Store): Promise<Summary[]> {
      const found = await rows(db).find({ select: type.summaryColumns });
      return found.sort(byNewestPublished).map((row) => ({ ...type.toSummary(row), status: statusOf(row.publishedAt) }) as Summary);
    },

    get,

    async create(db: Store, signing: PreviewSigning, input: Input): Promise<AdminSaveResultDto<Item>> {
      await type.checkInput?.(db, input);
      const id = await insertPrepared(db, await valuesOf(input, 'create', undefined));
      return { success: true, message: type.messages.created, item: await get(db, signing, id) };
    },

    /**
     * What a save of `input` would write, with no database work: the body rendered and
     * sanitised, the excerpt and reading time derived by the rules of `mode`. An import prepares
     * every item first (always as a creation, so the same file prepares the same values each
     * time), then writes them all in one transaction (insertPrepared, updatePrepared).
     */
    prepare: (input: Input, mode: SaveMode, existing?: Row) => valuesOf(input, mode, existing),
    insertPrepared,
    /** Saves prepared values over an item, as an edit would. */
    updatePrepared: async (db: Store, existing: Row, values: QueryDeepPartialEntity<Row>) => saveExisting(db, existing, values, 'save'),
    findRow,

    async update(db: Store, signing: PreviewSigning, id: number, input: Input): Promise<AdminSaveResultDto<Item>> {
      const existing = await find(db, id);
      if (input.autosave && existing.publishedAt !== null) throw new ConflictError('Only a draft is saved automatically');
      await type.checkInput?.(db, input);
      await saveExisting(db, existing, await valuesOf(input, 'edit', existing), input.autosave ? 'autosave' : 'save');
      return { success: true, message: type.messages.updated, item: await get(db, signing, id) };
    },

    /** Deletes the item: its addresses answer 410 from now on. */
    async remove(db: Store, id: number): Promise<{ success: true; message: string }> {
      const existing = await find(db, id);
      await rows(db).delete(id);
      await retireDeletedItem(db, area, id, existing.slug);
      await forgetRevisions(db, area, id);
      return { success: true, message: type.messages.deleted };
    },

    async revisions(db: Store, id: number) {
      await find(db, id);
      return listRevisions(db, area, id);
    },

    revision: (db: Store, id: number, revisionId: number): Promise<ContentRevisionDto> => getRevision(db, area, id, revisionId),

    /** Brings back a revision's content (not its publish state) as a new revision, so a restore can be undone. */
    async restore(db: Store, signing: PreviewSigning, id: number, revisionId: number): Promise<Item> {
      const existing = await find(db, id);
      const snapshot = (await getRevision(db, area, id, revisionId)) as RevisionSnapshot;
      const values = {
        title: snapshot.title,
        slug: snapshot.slug,
        excerpt: snapshot.excerpt,
        tags: snapshot.tags,
        markdown: snapshot.markdown,
        [rules.bodyField]: snapshot.body,
        [rules.readTimeField]: snapshot.readTime,
        ...type.ownRestore(snapshot),
      } as QueryDeepPartialEntity<Row>;
      await saveExisting(db, existing, values, 'restore');
      return get(db, signing, id);
    },

    /** A new preview link; every earlier one stops working. */
    async renewPreviewLink(db: Store, signing: PreviewSigning, id: number): Promise<{ previewUrl: string }> {
      const existing = await find(db, id);
      if (statusOf(existing.publishedAt) === 'published') throw new ConflictError('A published item has no preview link: it is public');
      await setPreviewNonce(db, id);
      return { previewUrl: previewUrlOf(signing, await find(db, id)) ?? '' };
    },

    /**
     * The item behind a preview token, as the public API shapes it; a published item's token
     * answers 301 to its public address. A wrong, revoked or malformed token is the same 404 as
     * no item at all.
     */
    async preview(db: Store, signing: PreviewSigning, token: string, publicPath: (slug: string) => string): Promise<PublicItem> {
      const id = previewTokenItemId(token);
      const row = id === undefined ? null : await findRow(db, id);
      if (!row || !isPreviewToken(signing, area, row.id, row.previewNonce, token)) throw new NotFoundError(type.messages.notFound);
      if (statusOf(row.publishedAt) === 'published') throw new MovedPermanentlyError(row.slug, publicPath(row.slug));
      // An unpublished item shows the date it would carry if published now (or its scheduled one).
      return type.toPublic(db, { ...row, publishedAt: row.publishedAt ?? new Date() });
    },
  };
}

export type AdminContentService = ReturnType<typeof adminContentService>;
