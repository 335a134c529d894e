// What the sitemap and the feeds (RSS, Atom, JSON Feed) read: the public posts and essays (the
// same publication rule as the pages), with the dates crawlers need and, for the feeds, the
// whole body.
import type { DataSource } from 'typeorm';
import { BlogPost, Essay } from '../../entities';
import { categoryLabel } from '../../views/api/blogCategories';
import { addHeadingIds } from '../lib/headingIds';
import { newestFirst, publishedBy } from './published';

/** The newest items a feed carries: feed readers poll often, and bodies can be long. */
export const FEED_ITEM_LIMIT = 20;

export interface PublicDocumentDate {
  slug: string;
  /** ISO time of the last change a reader would see: the later of the publish and update times. */
  lastModified: string;
}

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML body, its headings with the ids the article page gives them. */
  html: string;
  categories: string[];
  author: string;
  /** The featured image as stored (a site path or a URL), if the item has one. */
  image: string | null;
  publishedAt: string;
  lastModified: string;
}

const lastModifiedOf = (row: { publishedAt: Date | null; updatedAt: Date }) =>
  // biome-ignore lint/style/noNonNullAssertion: feeds and the sitemap list published rows only (publishedAt set)
  new Date(Math.max(row.publishedAt!.getTime(), row.updatedAt.getTime())).toISOString();

async function listDates(db: DataSource, entity: typeof BlogPost | typeof Essay): Promise<PublicDocumentDate[]> {
  const rows = await db.getRepository<BlogPost | Essay>(entity).find({
    select: { id: true, slug: true, publishedAt: true, updatedAt: true },
    where: { publishedAt: publishedBy() },
    order: newestFirst,
  });
  return rows.map((row) => ({ slug: row.slug, lastModified: lastModifiedOf(row) }));
}

export const listPublicPostDates = (db: DataSource) => listDates(db, BlogPost);

export const listPublicEssayDates = (db: DataSource) => listDates(db, Essay);

/** The blog's items, each by the owner (`ownerName`, from the settings). */
export async function listPostFeedItems(db: DataSource, ownerName: string): Promise<FeedItem[]> {
  const posts = await db.getRepository(BlogPost).find({ where: { publishedAt: publishedBy() }, order: newestFirst, take: FEED_ITEM_LIMIT });
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    html: addHeadingIds(post.content),
    categories: [categoryLabel(post.category), ...(post.tags ?? [])],
    author: ownerName,
    image: post.featuredImage,
    // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set) are read here
    publishedAt: post.publishedAt!.toISOString(),
    lastModified: lastModifiedOf(post),
  }));
}

export async function listEssayFeedItems(db: DataSource): Promise<FeedItem[]> {
  const essays = await db.getRepository(Essay).find({ where: { publishedAt: publishedBy() }, order: newestFirst, take: FEED_ITEM_LIMIT });
  return essays.map((essay) => ({
    slug: essay.slug,
    title: essay.title,
    excerpt: essay.excerpt,
    html: addHeadingIds(essay.bodyHtml),
    categories: essay.tags ?? [],
    author: essay.authors,
    image: null,
    // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set) are read here
    publishedAt: essay.publishedAt!.toISOString(),
    lastModified: lastModifiedOf(essay),
  }));
}
