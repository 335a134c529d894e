// The admin reads and writes of a content type (posts, essays), drafts included: one service
// made from the type's definition. Saved HTML is always sanitised; a missing excerpt or reading
// time is derived from it by the type's rules (views/lib/contentRules.ts), a slug must be unique.
import type { DataSource, FindOptionsSelect, QueryDeepPartialEntity } from 'typeorm';
import type { ContentAdminInput } from '../../../entities/ContentAdminInput';
import type { AdminSaveResultDto } from '../../../views/api/adminTypes';
import type { ContentRules, SaveMode } from '../../../views/lib/contentRules';
import { autoExcerpt, readTimeMinutes } from '../../../views/lib/text';
import { BadRequestError, NotFoundError } from '../../errors';
import { sanitizeHtml } from '../../../views/lib/article/sanitizeHtml';
import { byNewestPublished } from './ordering';
import { publishDateOf } from './publishDate';
import { saveWithUniqueSlug } from './uniqueSlug';

/** The columns every content table has. */
export interface ContentRow {
  id: number;
  slug: string;
  publishedAt: Date | null;
  tags: string[];
}

export interface AdminContentType<Body extends string, ReadTime extends string, ReadTimeValue extends number | string, Row extends ContentRow, Input extends ContentAdminInput & Record<Body, string> & Partial<Record<ReadTime, ReadTimeValue>>, Summary, Item> {
  entity: new () => Row;
  rules: ContentRules<Body, ReadTime, ReadTimeValue>;
  /** One item with its article, for the slug clash: 'A blog post'. */
  itemName: string;
  messages: { notFound: string; created: string; updated: string };
  /** The columns the list reads (never the HTML body). */
  summaryColumns: FindOptionsSelect<Row>;
  toSummary: (row: Row) => Summary;
  toItem: (row: Row) => Item;
  /** The values of the type's own fields; `existing` is the saved row on edit. */
  ownValues: (input: Input, existing: Row | undefined) => QueryDeepPartialEntity<Row>;
}

/** The sanitised body, refused when nothing allowed is left of it. */
export function cleanBody(html: string, field: string): string {
  const clean = sanitizeHtml(html);
  if (clean === '') throw new BadRequestError(`Invalid ${field}: nothing is left after removing disallowed HTML`, [{ field, messages: [`${field} has no allowed content`] }]);
  return clean;
}

export function adminContentService<Body extends string, ReadTime extends string, ReadTimeValue extends number | string, Row extends ContentRow, Input extends ContentAdminInput & Record<Body, string> & Partial<Record<ReadTime, ReadTimeValue>>, Summary, Item>(
  type: AdminContentType<Body, ReadTime, ReadTimeValue, Row, Input, Summary, Item>,
) {
  const { rules } = type;
  const rows = (db: DataSource) => db.getRepository(type.entity);

  async function find(db: DataSource, id: number): Promise<Row> {
    // A generic Row cannot prove `{ id }` is one of its wheres; every content table has the column.
    const row = await rows(db).findOneBy({ id } as never);
    if (!row) throw new NotFoundError(type.messages.notFound);
    return row;
  }

  const get = async (db: DataSource, id: number): Promise<Item> => type.toItem(await find(db, id));

  function valuesOf(input: Input, mode: SaveMode, existing: Row | undefined): QueryDeepPartialEntity<Row> {
    const body = cleanBody(input[rules.bodyField], rules.bodyField);
    const shared: QueryDeepPartialEntity<ContentRow & { title: string; excerpt: string }> = {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt ?? autoExcerpt(body, rules.excerptLength[mode]),
      tags: input.tags ?? (existing ? existing.tags : []),
      publishedAt: publishDateOf(input.publishedAt, existing?.publishedAt),
    };
    const derived = { [rules.bodyField]: body, [rules.readTimeField]: input[rules.readTimeField] ?? rules.readTimeOf(readTimeMinutes(body)) };
    return { ...shared, ...derived, ...type.ownValues(input, existing) } as QueryDeepPartialEntity<Row>;
  }

  return {
    rules,
    /** Drafts first, then newest published first. */
    async list(db: DataSource): Promise<Summary[]> {
      const found = await rows(db).find({ select: type.summaryColumns });
      return found.sort(byNewestPublished).map(type.toSummary);
    },

    get,

    async create(db: DataSource, input: Input): Promise<AdminSaveResultDto<Item>> {
      const values = valuesOf(input, 'create', undefined);
      const id = await saveWithUniqueSlug(rows(db), type.itemName, input.slug, undefined, async () => {
        const result = await rows(db).insert(values);
        return Number(result.identifiers[0].id);
      });
      return { success: true, message: type.messages.created, item: await get(db, id) };
    },

    async update(db: DataSource, id: number, input: Input): Promise<AdminSaveResultDto<Item>> {
      const existing = await find(db, id);
      const values = valuesOf(input, 'edit', existing);
      await saveWithUniqueSlug(rows(db), type.itemName, input.slug, id, () => rows(db).update(id, values));
      return { success: true, message: type.messages.updated, item: await get(db, id) };
    },
  };
}

export type AdminContentService = ReturnType<typeof adminContentService>;
