// What the site shares on the social web: its published blog posts, and its published essays
// while the essays section is on, in one shape (src/federation/articles.ts makes each an Article).
import type { DataSource } from 'typeorm';
import { BlogPost, Essay } from '../../../entities';
import { blogPostRules, essayRules } from '../../../views/lib/contentRules';
import { newestFirst, publishedBy } from '../published';

export type SharedArea = 'blog' | 'essays';

export interface SharedItem {
  area: SharedArea;
  id: number;
  /** Its public path (/blog/{slug}): its address is also its Article's id. */
  path: string;
  title: string;
  excerpt: string;
  /** The sanitised HTML body. */
  html: string;
  featuredImage: string | null;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
}

/** Which item a public path names: the section segment of /{segment}/{slug}. */
export const AREA_OF_SEGMENT: Record<string, SharedArea> = { [blogPostRules.segment]: 'blog', [essayRules.segment]: 'essays' };

const fromPost = (post: BlogPost): SharedItem => ({
  area: 'blog',
  id: post.id,
  path: blogPostRules.address(post.slug),
  title: post.title,
  excerpt: post.excerpt,
  html: post.content,
  featuredImage: post.featuredImage,
  tags: post.tags ?? [],
  // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set) are read here
  publishedAt: post.publishedAt!,
  updatedAt: post.updatedAt,
});

const fromEssay = (essay: Essay): SharedItem => ({
  area: 'essays',
  id: essay.id,
  path: essayRules.address(essay.slug),
  title: essay.title,
  excerpt: essay.excerpt,
  html: essay.bodyHtml,
  featuredImage: null,
  tags: essay.tags ?? [],
  // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set) are read here
  publishedAt: essay.publishedAt!,
  updatedAt: essay.updatedAt,
});

/** The published items, newest first: the first `take` of each kind, merged (enough for any page that starts before `take`). */
export async function sharedItems(db: DataSource, withEssays: boolean, take?: number): Promise<SharedItem[]> {
  const where = { publishedAt: publishedBy() };
  const [posts, essays] = await Promise.all([
    db.getRepository(BlogPost).find({ where, order: newestFirst, take }),
    withEssays ? db.getRepository(Essay).find({ where, order: newestFirst, take }) : [],
  ]);
  return [...posts.map(fromPost), ...essays.map(fromEssay)].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

export async function countSharedItems(db: DataSource, withEssays: boolean): Promise<number> {
  const where = { publishedAt: publishedBy() };
  const [posts, essays] = await Promise.all([db.getRepository(BlogPost).countBy(where), withEssays ? db.getRepository(Essay).countBy(where) : 0]);
  return posts + essays;
}

/** The published item at /{segment}/{slug}, or null. */
export async function sharedItemAt(db: DataSource, withEssays: boolean, segment: string, slug: string): Promise<SharedItem | null> {
  const area = AREA_OF_SEGMENT[segment];
  const where = { slug, publishedAt: publishedBy() };
  if (area === 'blog') {
    const post = await db.getRepository(BlogPost).findOneBy(where);
    return post ? fromPost(post) : null;
  }
  if (area === 'essays' && withEssays) {
    const essay = await db.getRepository(Essay).findOneBy(where);
    return essay ? fromEssay(essay) : null;
  }
  return null;
}

export type SharedVersion = Pick<SharedItem, 'area' | 'id' | 'path' | 'updatedAt'>;

/** Every published item's address and last change, without bodies: what the announcements compare with what was sent. */
export async function sharedVersions(db: DataSource, withEssays: boolean): Promise<SharedVersion[]> {
  const options = { select: { id: true, slug: true, updatedAt: true }, where: { publishedAt: publishedBy() } };
  const [posts, essays] = await Promise.all([db.getRepository(BlogPost).find(options), withEssays ? db.getRepository(Essay).find(options) : []]);
  return [
    ...posts.map((post) => ({ area: 'blog' as const, id: post.id, path: blogPostRules.address(post.slug), updatedAt: post.updatedAt })),
    ...essays.map((essay) => ({ area: 'essays' as const, id: essay.id, path: essayRules.address(essay.slug), updatedAt: essay.updatedAt })),
  ];
}

/** One published item by its id, or null. */
export async function sharedItem(db: DataSource, area: SharedArea, id: number): Promise<SharedItem | null> {
  const where = { id, publishedAt: publishedBy() };
  if (area === 'blog') {
    const post = await db.getRepository(BlogPost).findOneBy(where);
    return post ? fromPost(post) : null;
  }
  const essay = await db.getRepository(Essay).findOneBy(where);
  return essay ? fromEssay(essay) : null;
}
