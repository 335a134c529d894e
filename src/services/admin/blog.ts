// Blog posts as an admin content type: their table, list columns, answers and own fields.
import { BlogPost } from '../../../entities';
import type { BlogPostAdminInput } from '../../../entities/BlogPostAdminInput';
import type { AdminBlogPostDto, AdminBlogPostSummaryDto } from '../../../views/api/adminTypes';
import { blogPostRules } from '../../../views/lib/contentRules';
import { toBlogPostDto } from '../blog';
import { assertCategoryExists } from '../categories';
import { adminContentService } from './content';
import { isoOrNull } from './publishDate';

const toSummary = (post: BlogPost): Omit<AdminBlogPostSummaryDto, 'status'> => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  featuredImage: post.featuredImage,
  readTime: post.readTime,
  publishedAt: isoOrNull(post.publishedAt),
  tags: post.tags ?? [],
  isFeatured: post.isFeatured,
});

export const adminBlogPosts = adminContentService({
  entity: BlogPost,
  area: 'blog',
  rules: blogPostRules,
  itemName: 'A blog post',
  messages: { notFound: 'Blog post not found', created: 'Blog post created successfully', updated: 'Blog post updated successfully', deleted: 'Blog post deleted' },
  summaryColumns: { id: true, slug: true, title: true, excerpt: true, category: true, featuredImage: true, readTime: true, publishedAt: true, tags: true, isFeatured: true },
  toSummary,
  toItem: (post): Pick<AdminBlogPostDto, 'content'> => ({ content: post.content }),
  toPublic: toBlogPostDto,
  checkInput: (db, input: BlogPostAdminInput) => assertCategoryExists(db, input.category),
  ownValues: (input: BlogPostAdminInput, existing) => ({
    category: input.category,
    isFeatured: input.isFeatured ?? (existing ? existing.isFeatured : false),
    featuredImage: input.featuredImage === undefined ? (existing?.featuredImage ?? null) : input.featuredImage,
  }),
  ownSnapshot: (post) => ({ category: post.category, isFeatured: post.isFeatured, featuredImage: post.featuredImage }),
  ownRestore: (snapshot) => ({
    ...(snapshot.category ? { category: snapshot.category } : {}),
    ...(snapshot.isFeatured === undefined ? {} : { isFeatured: snapshot.isFeatured }),
    ...(snapshot.featuredImage === undefined ? {} : { featuredImage: snapshot.featuredImage }),
  }),
});
