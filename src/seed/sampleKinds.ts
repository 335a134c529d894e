// The kinds of sample content, and how a sample row is recognised as untouched.
//
// The decision: the seed records each row it writes in `seeded_items` with a SHA-256 fingerprint
// of the row as it was read back from the database (its owner-editable columns, and its updatedAt
// where the entity has one). A row is a sample the owner never edited while its fingerprint is
// unchanged. Any edit changes it; for posts and essays even an edit that puts the old text back
// does, because a save moves updatedAt. Counters that visitors move (hearts, downloads), the
// order of a list and a legacy statement's moderation status are not the owner's writing and are
// left out. A row the seed did not record (the owner's own) is never a sample, whatever it says.
import { createHash } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { In } from 'typeorm';
import { BlogPost, Book, BrainTeaser, Essay, LegacySubmission, Page, Quote, Resource, SeededItem } from '../../entities';
import type { ContentArea } from '../services/contentVersions';
import type { SampleKind } from '../../views/api/adminTypes';

export interface SampleKindInfo {
  entity: EntityTarget<ObjectLiteral>;
  /** The content area whose pages show it. */
  area: ContentArea;
  /** What the owner calls it in a list, e.g. 'Blog posts'. */
  label: string;
  /** The column that names one item in a list. */
  titleColumn: string;
  /** The columns whose change means the owner edited the item. */
  fingerprinted: string[];
  /** Columns that may hold a media library address (/media/<hash>...). */
  mediaColumns: string[];
  /**
   * Kept by the owner's sample removal, though a sample: the legal pages the footer always links
   * to (src/seed/content/legalPages.ts), which would leave it leading nowhere. A restore, which
   * brings the backup's own pages, still replaces them while untouched.
   */
  keptByRemoval?: true;
}

export const SAMPLE_KINDS: Record<SampleKind, SampleKindInfo> = {
  blog: {
    entity: BlogPost, area: 'blog', label: 'Blog posts', titleColumn: 'title',
    fingerprinted: ['slug', 'title', 'excerpt', 'content', 'category', 'featuredImage', 'readTime', 'publishedAt', 'tags', 'isFeatured', 'markdown', 'updatedAt'],
    mediaColumns: ['featuredImage', 'content', 'markdown'],
  },
  essays: {
    entity: Essay, area: 'essays', label: 'Essays', titleColumn: 'title',
    fingerprinted: ['slug', 'title', 'excerpt', 'authors', 'readingTime', 'publishedAt', 'tags', 'bodyHtml', 'markdown', 'updatedAt'],
    mediaColumns: ['bodyHtml', 'markdown'],
  },
  books: {
    entity: Book, area: 'books', label: 'Books', titleColumn: 'title',
    fingerprinted: ['title', 'subtitle', 'author', 'rating', 'publishedYear', 'description', 'amazonUrl', 'coverImage'],
    mediaColumns: ['coverImage'],
  },
  resources: {
    entity: Resource, area: 'resources', label: 'Resources', titleColumn: 'title',
    fingerprinted: ['type', 'title', 'description', 'filePath'],
    mediaColumns: ['filePath'],
  },
  quotes: { entity: Quote, area: 'quotes', label: 'Quotes', titleColumn: 'text', fingerprinted: ['text', 'author', 'category'], mediaColumns: [] },
  'brain-teasers': {
    entity: BrainTeaser, area: 'brain-teasers', label: 'Brain teasers', titleColumn: 'question',
    fingerprinted: ['question', 'answer', 'difficulty', 'category'], mediaColumns: [],
  },
  pages: {
    entity: Page, area: 'pages', label: 'Pages', titleColumn: 'title',
    fingerprinted: ['slug', 'title', 'excerpt', 'content', 'readTime', 'publishedAt', 'tags', 'markdown', 'updatedAt'],
    mediaColumns: ['content', 'markdown'],
    keptByRemoval: true,
  },
  legacy: {
    entity: LegacySubmission, area: 'legacy', label: 'Legacy wall entries', titleColumn: 'statement',
    fingerprinted: ['statement', 'authorName', 'location', 'submittedAt'], mediaColumns: [],
  },
};

export const SAMPLE_KIND_NAMES = Object.keys(SAMPLE_KINDS) as SampleKind[];

/** One value as both databases hand it back alike (dates as ISO text). */
const normalise = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
};

export function fingerprintOf(kind: SampleKind, row: ObjectLiteral, columns = SAMPLE_KINDS[kind].fingerprinted): string {
  const values = columns.map((column) => normalise(row[column]));
  return createHash('sha256').update(JSON.stringify([kind, values])).digest('hex');
}

/** The fingerprint of what a row says, leaving out when it was saved: a sample's content compares equal to the seed's. */
export const contentFingerprintOf = (kind: SampleKind, row: ObjectLiteral) => fingerprintOf(kind, row, SAMPLE_KINDS[kind].fingerprinted.filter((column) => column !== 'updatedAt'));

/** Records the rows with these ids as samples, as they are now in the database (after the seed wrote them). */
export async function markSeeded(manager: EntityManager, kind: SampleKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await manager.getRepository(SAMPLE_KINDS[kind].entity).findBy({ id: In(ids) });
  await manager.delete(SeededItem, { kind, itemId: In(ids) });
  await manager.insert(SeededItem, rows.map((row) => ({ kind, itemId: Number(row.id), fingerprint: fingerprintOf(kind, row) })));
}

/**
 * After a change the site made, not the owner (a deleted category's posts moved to another):
 * the rows among `before` that were untouched samples are recorded as they are now, so they
 * stay samples. `before` holds the rows as read before the change.
 */
export async function keepUntouchedSamples(manager: EntityManager, kind: SampleKind, before: ObjectLiteral[]): Promise<void> {
  if (before.length === 0) return;
  const marks = await manager.findBy(SeededItem, { kind, itemId: In(before.map((row) => Number(row.id))) });
  const untouched = marks.filter((mark) => before.some((row) => Number(row.id) === mark.itemId && fingerprintOf(kind, row) === mark.fingerprint));
  await markSeeded(manager, kind, untouched.map((mark) => mark.itemId));
}
