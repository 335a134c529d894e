// What search finds, read from the database: published posts and essays (title, tags, authors,
// excerpt and body), books and resources. Drafts, scheduled and deleted items are never read.
// Each area is read a chunk of ids at a time (src/services/search/searchIndex.ts yields between).
import type { DataSource } from 'typeorm';
import { In, MoreThan } from 'typeorm';
import { BlogPost, Book, Essay, Resource } from '../../../entities';
import { publishedBy } from '../published';
import type { SearchType } from '../../../views/api/types';
import type { SearchSource } from './searchDocument';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The areas search reads, each with how to list what changed and how to read documents. */
export interface SearchArea {
  type: SearchType;
  /** Each searchable item's id and a stamp that changes when the item does; `slice` yields to visitors now and then. */
  stamps(db: DataSource, slice: () => Promise<void>): Promise<Map<number, string>>;
  /** The items of these ids (a chunk: at most SEARCH_READ_CHUNK) that are still searchable. */
  read(db: DataSource, ids: number[]): Promise<SearchSource[]>;
}

/** How many items are read at once: about 2 MB of posts of 1,500 words. */
export const SEARCH_READ_CHUNK = 100;

/** How many items' stamps are read at once. */
const STAMPS_PAGE = 500;

const stampOf = (row: { updatedAt: Date; publishedAt: Date | null }) => `${row.updatedAt.getTime()}:${row.publishedAt?.getTime() ?? ''}`;

/** The columns an article (post or essay) shares with every article. */
interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: Date | null;
  updatedAt: Date;
}

/** Posts and essays alike: published ones only, stamped by their update and publication times. */
function articles<Row extends ArticleRow>(type: SearchType, entity: new () => Row, pathOf: (slug: string) => string, bodyOf: (row: Row) => string, authorsOf: (row: Row) => string): SearchArea {
  // A generic Row cannot prove these are its columns (hence `as never`); every article table has them.
  return {
    type,
    async stamps(db, slice) {
      // A page at a time (the embedded database answers synchronously: 2,000 rows at once held the thread for half a second).
      const stamps = new Map<number, string>();
      const now = publishedBy();
      for (let after = 0; ; ) {
        const rows = await db
          .getRepository(entity)
          .find({ select: { id: true, updatedAt: true, publishedAt: true } as never, where: { publishedAt: now, id: MoreThan(after) } as never, order: { id: 'ASC' } as never, take: STAMPS_PAGE });
        for (const row of rows) stamps.set(row.id, stampOf(row));
        if (rows.length < STAMPS_PAGE) return stamps;
        after = rows[rows.length - 1].id;
        await slice();
      }
    },
    read: async (db, ids) =>
      (await db.getRepository(entity).findBy({ id: In(ids), publishedAt: publishedBy() } as never)).map((row) => ({
        id: `${type}:${row.id}`,
        type,
        title: row.title,
        tags: (row.tags ?? []).join(' '),
        authors: authorsOf(row),
        excerpt: row.excerpt,
        bodyHtml: bodyOf(row),
        url: pathOf(row.slug),
        publishedAt: iso(row.publishedAt),
      })),
  };
}

export const SEARCH_AREAS: SearchArea[] = [
  articles(
    'post',
    BlogPost,
    (slug) => `/blog/${slug}`,
    (post) => post.content,
    () => '',
  ),
  articles(
    'essay',
    Essay,
    (slug) => `/ai-islam/${slug}`,
    (essay) => essay.bodyHtml,
    (essay) => essay.authors,
  ),
  {
    type: 'book',
    // Few, and without an update time: every book's whole text is its stamp.
    async stamps(db) {
      const rows = await db.getRepository(Book).find();
      return new Map(rows.map((book) => [book.id, JSON.stringify([book.title, book.subtitle, book.author, book.description, book.publishedYear])]));
    },
    read: async (db, ids) =>
      (await db.getRepository(Book).findBy({ id: In(ids) })).map((book) => ({
        id: `book:${book.id}`,
        type: 'book' as const,
        title: book.subtitle ? `${book.title}: ${book.subtitle}` : book.title,
        tags: '',
        authors: book.author,
        excerpt: book.description,
        bodyHtml: '',
        url: `/books#book-${book.id}`,
        publishedAt: book.publishedYear ? `${book.publishedYear}-01-01T00:00:00.000Z` : null,
      })),
  },
  {
    type: 'resource',
    async stamps(db) {
      const rows = await db.getRepository(Resource).find();
      return new Map(rows.map((resource) => [resource.id, JSON.stringify([resource.title, resource.description, resource.type])]));
    },
    read: async (db, ids) =>
      (await db.getRepository(Resource).findBy({ id: In(ids) })).map((resource) => ({
        id: `resource:${resource.id}`,
        type: 'resource' as const,
        title: resource.title,
        tags: resource.type,
        authors: '',
        excerpt: resource.description,
        bodyHtml: '',
        url: `/resources#resource-${resource.id}`,
        publishedAt: null,
      })),
  },
];
