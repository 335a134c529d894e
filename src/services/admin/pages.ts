// The owner's pages as an admin content type: a blog post's fields without category or featured
// flag, at /{slug}, which may never be an address the site uses for something else.
import { Page } from '../../../entities';
import type { PageAdminInput } from '../../../entities/PageAdminInput';
import type { AdminPageDto, AdminPageSummaryDto } from '../../../views/api/adminTypes';
import { pageRules } from '../../../views/lib/contentRules';
import { ConflictError } from '../../errors';
import { toPageDto } from '../pages';
import { whyAddressIsTaken } from '../takenAddresses';
import { adminContentService } from './content';
import { isoOrNull } from './publishDate';

const toSummary = (page: Page): Omit<AdminPageSummaryDto, 'status'> => ({
  id: page.id,
  slug: page.slug,
  title: page.title,
  excerpt: page.excerpt,
  readTime: page.readTime,
  publishedAt: isoOrNull(page.publishedAt),
  tags: page.tags ?? [],
});

export const adminPages = adminContentService({
  entity: Page,
  area: 'pages',
  rules: pageRules,
  itemName: 'A page',
  messages: { notFound: 'Page not found', created: 'Page created successfully', updated: 'Page updated successfully', deleted: 'Page deleted' },
  summaryColumns: { id: true, slug: true, title: true, excerpt: true, readTime: true, publishedAt: true, tags: true },
  toSummary,
  toItem: (page): Pick<AdminPageDto, 'content'> => ({ content: page.content }),
  toPublic: (_db, page) => toPageDto(page),
  ownValues: (_input: PageAdminInput) => ({}),
  ownSnapshot: () => ({}),
  ownRestore: () => ({}),
  checkSlug: async (db, slug) => {
    const reason = await whyAddressIsTaken(db, pageRules.address(slug), { exceptPages: true });
    if (reason) throw new ConflictError(`The address /${slug} is taken: ${reason}`);
  },
});
