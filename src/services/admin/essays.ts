// The A.I. & Islam essays as an admin content type: their table, list columns, answers and own
// fields (missing authors are the site's default essay authors).
import { Essay } from '../../../entities';
import type { EssayAdminInput } from '../../../entities/EssayAdminInput';
import type { AdminEssayDto, AdminEssaySummaryDto } from '../../../views/api/adminTypes';
import * as siteContent from '../../../views/content/siteContent';
import { essayRules } from '../../../views/lib/contentRules';
import { toEssayDto } from '../essays';
import { adminContentService } from './content';
import { isoOrNull } from './publishDate';

const toSummary = (essay: Essay): Omit<AdminEssaySummaryDto, 'status'> => ({
  id: essay.id,
  slug: essay.slug,
  title: essay.title,
  excerpt: essay.excerpt,
  authors: essay.authors,
  readingTime: essay.readingTime,
  publishedAt: isoOrNull(essay.publishedAt),
  tags: essay.tags ?? [],
});

export const adminEssays = adminContentService({
  entity: Essay,
  area: 'essays',
  rules: essayRules,
  itemName: 'An essay',
  messages: { notFound: 'Essay not found', created: 'Essay created successfully', updated: 'Essay updated successfully', deleted: 'Essay deleted' },
  summaryColumns: { id: true, slug: true, title: true, excerpt: true, authors: true, readingTime: true, publishedAt: true, tags: true },
  toSummary,
  toItem: (essay): Pick<AdminEssayDto, 'bodyHtml'> => ({ bodyHtml: essay.bodyHtml }),
  toPublic: (_db, essay) => toEssayDto(essay),
  ownValues: (input: EssayAdminInput) => ({ authors: input.authors ?? siteContent.essayAuthors }),
  ownSnapshot: (essay) => ({ authors: essay.authors }),
  ownRestore: (snapshot) => (snapshot.authors ? { authors: snapshot.authors } : {}),
});
