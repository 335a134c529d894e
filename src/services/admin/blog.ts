// Admin reads and writes of blog posts: every post, drafts included. Saved HTML is always
// sanitised; a missing excerpt or reading time is derived from it by the rules of views/lib/text.ts.
import type { DataSource } from 'typeorm';
import { BlogPost } from '../../../entities';
import type { BlogPostAdminInput } from '../../../entities/BlogPostAdminInput';
import type { BlogCategory } from '../../../views/api/types';
import type { AdminBlogPostDto, AdminBlogPostSummaryDto, AdminSaveResultDto } from '../../../views/api/adminTypes';
import { BadRequestError, NotFoundError } from '../../errors';
import { autoExcerpt, CREATE_EXCERPT_LENGTH, EDIT_EXCERPT_LENGTH, readTimeMinutes } from '../../../views/lib/text';
import { sanitizeHtml } from '../../../views/lib/article/sanitizeHtml';
import { byNewestPublished } from './ordering';
import { isoOrNull, publishDateOf } from './publishDate';
import { saveWithUniqueSlug } from './uniqueSlug';

const toSummary = (post: BlogPost): AdminBlogPostSummaryDto => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category as BlogCategory,
  featuredImage: post.featuredImage,
  readTime: post.readTime,
  publishedAt: isoOrNull(post.publishedAt),
  tags: post.tags ?? [],
  isFeatured: post.isFeatured,
});

const toDto = (post: BlogPost): AdminBlogPostDto => ({ ...toSummary(post), content: post.content });

const posts = (db: DataSource) => db.getRepository(BlogPost);

/** Drafts first, then newest published first. */
export async function listAdminPosts(db: DataSource): Promise<AdminBlogPostSummaryDto[]> {
  const rows = await posts(db).find({ select: { id: true, slug: true, title: true, excerpt: true, category: true, featuredImage: true, readTime: true, publishedAt: true, tags: true, isFeatured: true } });
  return rows.sort(byNewestPublished).map(toSummary);
}

async function findPost(db: DataSource, id: number): Promise<BlogPost> {
  const post = await posts(db).findOneBy({ id });
  if (!post) throw new NotFoundError('Blog post not found');
  return post;
}

export const getAdminPost = async (db: DataSource, id: number): Promise<AdminBlogPostDto> => toDto(await findPost(db, id));

/** The sanitised body, refused when nothing allowed is left of it. */
export function cleanBody(html: string, field: string): string {
  const clean = sanitizeHtml(html);
  if (clean === '') throw new BadRequestError(`Invalid ${field}: nothing is left after removing disallowed HTML`, [{ field, messages: [`${field} has no allowed content`] }]);
  return clean;
}

function fieldsOf(input: BlogPostAdminInput, excerptLength: number) {
  const content = cleanBody(input.content, 'content');
  return {
    title: input.title,
    slug: input.slug,
    content,
    category: input.category,
    excerpt: input.excerpt ?? autoExcerpt(content, excerptLength),
    readTime: input.readTime ?? readTimeMinutes(content),
  };
}

export async function createPost(db: DataSource, input: BlogPostAdminInput): Promise<AdminSaveResultDto<AdminBlogPostDto>> {
  const values = {
    ...fieldsOf(input, CREATE_EXCERPT_LENGTH),
    tags: input.tags ?? [],
    isFeatured: input.isFeatured ?? false,
    featuredImage: null,
    publishedAt: publishDateOf(input.publishedAt, undefined),
  };
  const id = await saveWithUniqueSlug(posts(db), 'A blog post', values.slug, undefined, async () => {
    const result = await posts(db).insert(values);
    return Number(result.identifiers[0].id);
  });
  return { success: true, message: 'Blog post created successfully', item: await getAdminPost(db, id) };
}

export async function updatePost(db: DataSource, id: number, input: BlogPostAdminInput): Promise<AdminSaveResultDto<AdminBlogPostDto>> {
  const existing = await findPost(db, id);
  const values = {
    ...fieldsOf(input, EDIT_EXCERPT_LENGTH),
    tags: input.tags ?? existing.tags,
    isFeatured: input.isFeatured ?? existing.isFeatured,
    publishedAt: publishDateOf(input.publishedAt, existing.publishedAt),
  };
  await saveWithUniqueSlug(posts(db), 'A blog post', values.slug, id, () => posts(db).update(id, values));
  return { success: true, message: 'Blog post updated successfully', item: await getAdminPost(db, id) };
}
