// Public reads of the owner's pages (/{slug}): only published pages are answered; a changed slug
// answers 301 and a deleted page 410, as posts and essays do. Also the slugs the footer's legal
// links lead to by default.
import type { DataSource } from 'typeorm';
import { Page } from '../../entities';
import type { PageDto } from '../../views/api/types';
import { addHeadingIds } from '../lib/headingIds';
import { notPublishedAt, publicPagePath } from './publicAddress';
import { newestFirst, publishedBy } from './published';

export const toPageDto = (page: Page): PageDto => ({
  id: page.id,
  slug: page.slug,
  title: page.title,
  excerpt: page.excerpt,
  readTime: page.readTime,
  // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set), or a preview given a date, are shaped here
  publishedAt: page.publishedAt!.toISOString(),
  tags: page.tags ?? [],
  content: addHeadingIds(page.content),
});

export async function getPublishedPage(db: DataSource, slug: string): Promise<PageDto> {
  const page = await db.getRepository(Page).findOneBy({ slug, publishedAt: publishedBy() });
  if (!page) return notPublishedAt(db, 'pages', Page, slug, publicPagePath);
  return toPageDto(page);
}

/** Every published page's slug and last change, for the sitemap. */
export async function listPublicPageDates(db: DataSource): Promise<{ slug: string; lastModified: string }[]> {
  const pages = await db.getRepository(Page).find({ select: { id: true, slug: true, updatedAt: true, publishedAt: true }, where: { publishedAt: publishedBy() }, order: newestFirst });
  return pages.map((page) => ({ slug: page.slug, lastModified: page.updatedAt.toISOString() }));
}

/** Where the footer's Privacy Policy and Terms of Service lead when the settings name no other path. */
export const LEGAL_SLUGS = { privacyPath: 'privacy', termsPath: 'terms' } as const;

