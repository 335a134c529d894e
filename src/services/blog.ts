// Public blog reads. Lists carry no bodies (only the summary columns are selected); a post's
// body is read one post at a time. Only published posts are ever answered.
import { Not, type DataSource, type FindOptionsSelect, type FindOptionsWhere } from 'typeorm';
import { BlogPost, Category } from '../../entities';
import type { BlogCategory } from '../../views/api/blogCategories';
import type { BlogPostDto, BlogPostSummaryDto, ListWindow } from '../../views/api/types';
import { RELATED_POSTS_LIMIT } from '../../views/api/blogLimits';
import { filterPosts, type PostFilters } from '../../views/lib/filterPosts';
import type { Store } from '../db';
import { categoryLabels } from './categories';
import { type ConversationCounts, conversationHtmlOf, withConversationCounts } from './comments/conversation';
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
const withBody = (post: BlogPost, labelOf: (value: string) => string): BlogPostDto => ({ ...toBlogPostSummaryDto(post, labelOf), content: addHeadingIds(post.content), author: post.author ?? null });

export const toBlogPostDto = async (db: Store, post: BlogPost): Promise<BlogPostDto> => withBody(post, await categoryLabels(db));

/**
 * Published posts where `where` holds, newest first, with each one's category label joined in:
 * one query, not a second one for the labels (a value no longer in the table shows as itself).
 */
const publishedWithLabels = (db: Store, where: FindOptionsWhere<BlogPost>, select?: FindOptionsSelect<BlogPost>) =>
  db
    .getRepository(BlogPost)
    .createQueryBuilder('post')
    .setFindOptions({ select, where: { ...where, publishedAt: publishedBy() }, order: newestFirst })
    .leftJoin(Category, 'category', 'category.value = post.category')
    .addSelect('category.label', 'categoryLabel');

interface LabelColumns {
  post_id: number;
  categoryLabel: string | null;
}

const labelOfRow = (row: LabelColumns | undefined) => (value: string) => row?.categoryLabel ?? value;

/** `limit`, not `take`: TypeORM pages a joined query with a second query, and a post joins one category at most. */
async function findPublishedWithLabels(db: Store, where: FindOptionsWhere<BlogPost>, select?: FindOptionsSelect<BlogPost>, limit?: number) {
  const { entities, raw } = await publishedWithLabels(db, where, select).limit(limit).getRawAndEntities<LabelColumns>();
  const rows = new Map(raw.map((row) => [Number(row.post_id), row]));
  return entities.map((post) => ({ post, labelOf: labelOfRow(rows.get(post.id)) }));
}

async function listSummaries(db: DataSource, where: FindOptionsWhere<BlogPost>, limit?: number): Promise<BlogPostSummaryDto[]> {
  return (await findPublishedWithLabels(db, where, summaryColumns, limit)).map(({ post, labelOf }) => toBlogPostSummaryDto(post, labelOf));
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

/** A published post, with its conversation's counts read in the same query (src/services/comments/conversation.ts). */
export async function getPublishedPost(db: DataSource, slug: string): Promise<BlogPostDto> {
  const { entities, raw } = await withConversationCounts(publishedWithLabels(db, { slug }), 'blog').getRawAndEntities<LabelColumns & ConversationCounts>();
  const [post, row] = [entities[0], raw[0]];
  if (!post) return notPublishedAt(db, 'blog', BlogPost, slug, publicPostPath);
  return { ...withBody(post, labelOfRow(row)), conversationHtml: await conversationHtmlOf(db, 'blog', post.id, row) };
}
