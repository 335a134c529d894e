// Public reads of the owner's pages (/{slug}): only published pages are answered; a changed slug
// answers 301 and a deleted page 410, as posts and essays do. Also where the footer's legal
// links lead: to /privacy and /terms once published pages hold those slugs.
import { In, type DataSource } from 'typeorm';
import { Page } from '../../entities';
import type { LegalPathsDto, PageDto } from '../../views/api/types';
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

/** The slugs the footer's Privacy Policy and Terms of Service links look for. */
export const LEGAL_SLUGS = { privacyPath: 'privacy', termsPath: 'terms' } as const;

/** Where the footer's legal links lead when the settings name no path: the owner's published pages, else nowhere. */
export async function publishedLegalPaths(db: DataSource): Promise<LegalPathsDto> {
  const found = await db.getRepository(Page).find({ select: { id: true, slug: true }, where: { slug: In(Object.values(LEGAL_SLUGS)), publishedAt: publishedBy() } });
  const published = new Set(found.map((page) => page.slug));
  const pathOf = (slug: string) => (published.has(slug) ? `/${slug}` : null);
  return { privacyPath: pathOf(LEGAL_SLUGS.privacyPath), termsPath: pathOf(LEGAL_SLUGS.termsPath) };
}
