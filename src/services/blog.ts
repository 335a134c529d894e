// Public blog reads. Lists carry no bodies (only the summary columns are selected); a post's
// body is read one post at a time. Only published posts are ever answered.
import { Not, type DataSource, type FindOptionsSelect, type FindOptionsWhere } from 'typeorm';
import { BlogPost } from '../../entities';
import type { BlogCategory } from '../../views/api/blogCategories';
import type { BlogPostDto, BlogPostSummaryDto, ListWindow } from '../../views/api/types';
import { RELATED_POSTS_LIMIT } from '../../views/api/blogLimits';
import { filterPosts, type PostFilters } from '../../views/lib/filterPosts';
import type { Store } from '../db';
import { categoryLabels } from './categories';
import { conversationOf } from './comments/moderation';
import { notPublishedAt, publicPostPath } from './publicAddress';
import { addHeadingIds } from '../lib/headingIds';
import { newestFirst, publishedBy } from './published';

const summaryColumns: FindOptionsSelect<BlogPost> = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  category: true,
  featuredImage: true,
  readTime: true,
  publishedAt: true,
  tags: true,
};

/** The summary, with its category's label by `labelOf` (src/services/categories.ts). */
export const toBlogPostSummaryDto = (post: BlogPost, labelOf: (value: string) => string): BlogPostSummaryDto => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category as BlogCategory,
  categoryLabel: labelOf(post.category),
  featuredImage: post.featuredImage,
  readTime: post.readTime,
  // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set) are read here
  publishedAt: post.publishedAt!.toISOString(),
  tags: post.tags ?? [],
});

// Heading ids are added on read, so every stored post (seeded, older, edited) gets them.
export const toBlogPostDto = async (db: Store, post: BlogPost): Promise<BlogPostDto> => ({ ...toBlogPostSummaryDto(post, await categoryLabels(db)), content: addHeadingIds(post.content), author: post.author ?? null });

async function listSummaries(db: DataSource, where: FindOptionsWhere<BlogPost>, take?: number): Promise<BlogPostSummaryDto[]> {
  const posts = await db.getRepository(BlogPost).find({
    select: summaryColumns,
    where: { ...where, publishedAt: publishedBy() },
    order: newestFirst,
    take,
  });
  const labelOf = await categoryLabels(db);
  return posts.map((post) => toBlogPostSummaryDto(post, labelOf));
}

export const listPublishedPosts = (db: DataSource) => listSummaries(db, {});

/** The blog page's first screen: the first posts matching its filters, and how many match. */
export async function windowOfPublishedPosts(db: DataSource, filters: PostFilters, first: number): Promise<ListWindow<BlogPostSummaryDto>> {
  const matches = filterPosts(await listPublishedPosts(db), filters);
  return { items: matches.slice(0, first), matching: matches.length };
}

export const listFeaturedPosts = (db: DataSource) => listSummaries(db, { isFeatured: true });

/** Other published posts of the same category, newest first, at most RELATED_POSTS_LIMIT. */
export const listRelatedPosts = (db: DataSource, category: BlogCategory, excludeSlug?: string) =>
  listSummaries(db, { category, ...(excludeSlug ? { slug: Not(excludeSlug) } : {}) }, RELATED_POSTS_LIMIT);

export async function getPublishedPost(db: DataSource, slug: string): Promise<BlogPostDto> {
  const post = await db.getRepository(BlogPost).findOneBy({ slug, publishedAt: publishedBy() });
  if (!post) return notPublishedAt(db, 'blog', BlogPost, slug, publicPostPath);
  return { ...(await toBlogPostDto(db, post)), conversation: await conversationOf(db, 'blog', post.id) };
}
