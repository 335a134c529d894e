// What search finds, read from the database: published posts and essays (title, tags, authors,
// excerpt, and the body as sections under their headings, so a match deep in an essay can link to
// the heading above it), books and resources. Drafts, scheduled and deleted items are never read.
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { BlogPost, Book, Essay, Resource } from '../../../entities';
import { HEADING_PATTERN, idOf } from '../../../views/lib/headingMarkup';
import { htmlToText } from '../../../views/lib/text';
import { addHeadingIds } from '../../lib/headingIds';
import { publishedBy } from '../published';
import type { SearchType } from '../../../views/api/types';

export interface SearchSection {
  /** The id of the heading the section starts with; '' for the text before the first heading. */
  anchor: string;
  text: string;
}

export interface SearchDocument {
  /** `${type}:${item id}`. */
  id: string;
  type: SearchType;
  title: string;
  tags: string;
  authors: string;
  excerpt: string;
  sections: SearchSection[];
  url: string;
  publishedAt: string | null;
}

/** The body's text, cut at each heading (which gets the id the page gives it). */
export function sectionsOf(html: string): SearchSection[] {
  const withIds = addHeadingIds(html);
  const sections: SearchSection[] = [];
  let anchor = '';
  let from = 0;
  for (const match of withIds.matchAll(HEADING_PATTERN)) {
    sections.push({ anchor, text: htmlToText(withIds.slice(from, match.index)) });
    anchor = idOf(match[2]) ?? '';
    from = match.index;
  }
  sections.push({ anchor, text: htmlToText(withIds.slice(from)) });
  return sections.filter((section) => section.text !== '');
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The areas search reads, each with how to list what changed and how to read documents. */
export interface SearchArea {
  type: SearchType;
  /** Each searchable item's id and a stamp that changes when the item does. */
  stamps(db: DataSource): Promise<Map<number, string>>;
  read(db: DataSource, ids: number[]): Promise<SearchDocument[]>;
}

const CHUNK = 200;

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) all.push(...(await read(ids.slice(i, i + CHUNK))));
  return all;
}

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
    async stamps(db) {
      const rows = await db.getRepository(entity).find({ select: { id: true, updatedAt: true, publishedAt: true } as never, where: { publishedAt: publishedBy() } as never });
      return new Map(rows.map((row) => [row.id, stampOf(row)]));
    },
    read: (db, ids) =>
      inChunks(ids, async (chunk) =>
        (await db.getRepository(entity).findBy({ id: In(chunk), publishedAt: publishedBy() } as never)).map((row) => ({
          id: `${type}:${row.id}`,
          type,
          title: row.title,
          tags: (row.tags ?? []).join(' '),
          authors: authorsOf(row),
          excerpt: row.excerpt,
          sections: sectionsOf(bodyOf(row)),
          url: pathOf(row.slug),
          publishedAt: iso(row.publishedAt),
        })),
      ),
  };
}

export const SEARCH_AREAS: SearchArea[] = [
  articles('post', BlogPost, (slug) => `/blog/${slug}`, (post) => post.content, () => ''),
  articles('essay', Essay, (slug) => `/ai-islam/${slug}`, (essay) => essay.bodyHtml, (essay) => essay.authors),
  {
    type: 'book',
    // Few, and without an update time: every book's whole text is its stamp.
    async stamps(db) {
      const rows = await db.getRepository(Book).find();
      return new Map(rows.map((book) => [book.id, JSON.stringify([book.title, book.subtitle, book.author, book.description, book.publishedYear])]));
    },
    read: (db, ids) =>
      inChunks(ids, async (chunk) =>
        (await db.getRepository(Book).findBy({ id: In(chunk) })).map((book) => ({
          id: `book:${book.id}`,
          type: 'book' as const,
          title: book.subtitle ? `${book.title}: ${book.subtitle}` : book.title,
          tags: '',
          authors: book.author,
          excerpt: book.description,
          sections: [],
          url: `/books#book-${book.id}`,
          publishedAt: book.publishedYear ? `${book.publishedYear}-01-01T00:00:00.000Z` : null,
        })),
      ),
  },
  {
    type: 'resource',
    async stamps(db) {
      const rows = await db.getRepository(Resource).find();
      return new Map(rows.map((resource) => [resource.id, JSON.stringify([resource.title, resource.description, resource.type])]));
    },
    read: (db, ids) =>
      inChunks(ids, async (chunk) =>
        (await db.getRepository(Resource).findBy({ id: In(chunk) })).map((resource) => ({
          id: `resource:${resource.id}`,
          type: 'resource' as const,
          title: resource.title,
          tags: resource.type,
          authors: '',
          excerpt: resource.description,
          sections: [],
          url: `/resources#resource-${resource.id}`,
          publishedAt: null,
        })),
      ),
  },
];
