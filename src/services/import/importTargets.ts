// Where imported items go: blog posts or essays (the owner's choice for posts), and the site's own
// pages for a source's pages, each through its admin content service, so an import is validated,
// sanitised and rendered exactly as the studio's saves are.
import type { QueryDeepPartialEntity } from 'typeorm';
import { BlogPost, Essay, Page } from '../../../entities';
import { blogPostInputs } from '../../../entities/BlogPostAdminInput';
import { essayInputs } from '../../../entities/EssayAdminInput';
import { pageInputs } from '../../../entities/PageAdminInput';
import { ADMIN_CONTENT_LIMITS } from '../../../views/api/adminContentLimits';
import type { DtoClass } from '../../api/define';
import type { Store } from '../../db';
import { adminBlogPosts } from '../admin/blog';
import type { ContentRow } from '../admin/content';
import { adminEssays } from '../admin/essays';
import { adminPages } from '../admin/pages';
import { plainText } from './importText';
import type { CategoryChooser } from './siteCategories';
import type { ImportTally, SourceItem } from './sourceTypes';

export const IMPORT_AREAS = ['blog', 'essays'] as const;
export type ImportArea = (typeof IMPORT_AREAS)[number];
/** Where an item may go: the chosen area, or the site's pages for a source's page. */
export type ImportTargetArea = ImportArea | 'pages';

type Values = QueryDeepPartialEntity<ContentRow>;

export interface ImportTarget {
  area: ImportTargetArea;
  /** What the report counts it as. */
  tally: ImportTally;
  entity: new () => ContentRow;
  /** The studio's create input class: an item is checked against it as a save would be. */
  input: DtoClass<object>;
  bodyField: string;
  publicPath: (slug: string) => string;
  /** The type's own fields of an item: a blog post's category (./siteCategories.ts), featured flag and image. */
  ownFields: (item: SourceItem, featureImage: string | undefined, warn: (message: string) => void, categories: CategoryChooser) => Record<string, unknown>;
  /** Values the studio's input does not hold, set on the prepared values (a blog post's author). */
  extraValues: (item: SourceItem) => Record<string, unknown>;
  findRow: (db: Store, id: number) => Promise<ContentRow | null>;
  prepare: (input: object, mode: 'create', existing?: ContentRow) => Promise<Values>;
  insertPrepared: (db: Store, values: Values) => Promise<number>;
  updatePrepared: (db: Store, existing: ContentRow, values: Values) => Promise<void>;
}

/** blog_posts.author's length. */
const AUTHOR_LENGTH = 200;

/** The source's author as one line of plain text, within the column's length; undefined for none. */
const authorOf = (item: SourceItem, length: number): string | undefined => plainText(item.author ?? '').slice(0, length).trim() || undefined;

// The services' generic types cannot be named here without their every type parameter; the
// import calls them only with inputs its target's own class has validated.
const loose = (service: object) => service as unknown as Pick<ImportTarget, 'findRow' | 'prepare' | 'insertPrepared' | 'updatePrepared'>;

export const IMPORT_TARGETS: Record<ImportTargetArea, ImportTarget> = {
  blog: {
    area: 'blog',
    tally: 'posts',
    entity: BlogPost,
    input: blogPostInputs.create,
    bodyField: adminBlogPosts.rules.bodyField,
    publicPath: (slug) => `/${adminBlogPosts.rules.segment}/${slug}`,
    ownFields: (item, featureImage, warn, categories) => ({ category: categories.choose(item.tags, warn), isFeatured: item.featured, featuredImage: featureImage ?? null }),
    extraValues: (item) => ({ author: authorOf(item, AUTHOR_LENGTH) ?? null }),
    ...loose(adminBlogPosts),
  },
  essays: {
    area: 'essays',
    tally: 'essays',
    entity: Essay,
    input: essayInputs.create,
    bodyField: adminEssays.rules.bodyField,
    publicPath: (slug) => `/${adminEssays.rules.segment}/${slug}`,
    // An essay's authors are its own field (absent: the owner's default authors).
    ownFields: (item) => {
      const authors = authorOf(item, ADMIN_CONTENT_LIMITS.authors);
      return authors ? { authors } : {};
    },
    extraValues: () => ({}),
    ...loose(adminEssays),
  },
  pages: {
    area: 'pages',
    tally: 'pages',
    entity: Page,
    input: pageInputs.create,
    bodyField: adminPages.rules.bodyField,
    publicPath: (slug) => adminPages.rules.address(slug),
    ownFields: () => ({}),
    extraValues: () => ({}),
    ...loose(adminPages),
  },
};

