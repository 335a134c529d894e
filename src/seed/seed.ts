// Loads the sample content. Items are matched by a natural key (slug, title, text, file), so
// running it again adds only what is missing; with force, sample items are reset to their
// sample values. Subscribers, contact messages and the owner's own posts are never touched.
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { BlogPost, Book, LegacySubmission, Page } from '../../entities';
import type { SampleKind } from '../../views/api/adminTypes';
import { bumpContentVersion, EVERY_AREA } from '../services/contentVersions';
import { sampleBlogPosts } from './content/blogPosts';
import { sampleBooks } from './content/books';
import { sampleBrainTeasers } from './content/brainTeasers';
import { sampleEssays } from './content/essays';
import { sampleQuotes } from './content/quotes';
import { sampleResources } from './content/resources';
import { markSeeded, SAMPLE_KINDS } from './sampleKinds';
import { storeSampleImages } from './sampleImages';
import { keyedSampleRows, legacySampleRows, legalPageSampleRows } from './sampleRows';

export interface SeedCounts {
  blogPosts: number;
  books: number;
  quotes: number;
  brainTeasers: number;
  essays: number;
  resources: number;
}

export interface SeedResult {
  counts: SeedCounts;
  /** How many rows this run inserted. */
  added: number;
}

/**
 * Inserts the rows whose key is missing; with force, overwrites the ones that exist. Each row it
 * writes is recorded as a sample (sampleKinds.ts), as it now is. Returns rows inserted.
 */
async function upsertByKey<T extends ObjectLiteral>(
  manager: EntityManager,
  kind: SampleKind,
  key: keyof T & string,
  rows: Partial<T>[],
  force: boolean,
): Promise<number> {
  const repo = manager.getRepository<T>(SAMPLE_KINDS[kind].entity as EntityTarget<T>);
  const existing = await repo.find({ select: { id: true, [key]: true } as never });
  const idByKey = new Map(existing.map((row) => [String(row[key]), row.id as number]));
  const written: number[] = [];
  let added = 0;
  for (const row of rows) {
    const id = idByKey.get(String(row[key]));
    // A copy each time: insert() writes the new id into the object it is given, and the sample
    // objects live as long as the process, so a later run would insert (or update) with a stale id.
    if (id === undefined) {
      const result = await repo.insert({ ...row } as never);
      written.push(Number(result.identifiers[0].id));
      added++;
    } else if (force) {
      await repo.update(id, { ...row } as never);
      written.push(id);
    }
  }
  await markSeeded(manager, kind, written);
  return added;
}

/**
 * The privacy notice and the terms the footer always links to, written once when their address
 * is free and never overwritten (not even with force): they are the owner's to edit. Recorded as
 * samples that the owner's sample removal keeps (sampleKinds.ts, keptByRemoval), so the footer's
 * links never lead nowhere, while a restore onto a new site may still replace them untouched.
 */
async function seedLegalPages(manager: EntityManager): Promise<number> {
  const pages = manager.getRepository(Page);
  let added = 0;
  for (const row of legalPageSampleRows().rows) {
    if (await pages.existsBy({ slug: row.slug })) continue;
    const { identifiers } = await pages.insert({ ...row });
    await markSeeded(manager, 'pages', [Number(identifiers[0].id)]);
    added++;
  }
  return added;
}

export async function seedSampleContent(db: DataSource, options: { force?: boolean } = {}): Promise<SeedResult> {
  const force = options.force ?? false;
  let added = 0;
  await storeSampleImages(db);
  await db.transaction(async (tx) => {
    for (const { kind, key, rows } of keyedSampleRows()) added += await upsertByKey(tx, kind, key, rows, force);
    // The sample legacy statements only go onto an empty wall: real visitors' words come first.
    const legacy = tx.getRepository(LegacySubmission);
    if ((await legacy.count()) === 0) {
      const ids: number[] = [];
      for (const row of legacySampleRows().rows) ids.push(Number((await legacy.insert({ ...row })).identifiers[0].id));
      await markSeeded(tx, 'legacy', ids);
      added += ids.length;
    }
    added += await seedLegalPages(tx);
  });
  await bumpContentVersion(db, EVERY_AREA);
  return {
    added,
    counts: {
      blogPosts: sampleBlogPosts.length,
      books: sampleBooks.length,
      quotes: sampleQuotes.length,
      brainTeasers: sampleBrainTeasers.length,
      essays: sampleEssays.length,
      resources: sampleResources.length,
    },
  };
}

/** True when the database has no content yet (a fresh install). */
export async function isDatabaseEmpty(db: DataSource): Promise<boolean> {
  const [posts, books] = await Promise.all([db.getRepository(BlogPost).count(), db.getRepository(Book).count()]);
  return posts === 0 && books === 0;
}
