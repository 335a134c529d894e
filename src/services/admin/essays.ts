// The A.I. & Islam essays as an admin content type: their table, list columns, answers and own
// fields (missing authors are the site's default essay authors).
import type { DataSource, EntityManager } from 'typeorm';
import { Essay } from '../../../entities';
import type { EssayAdminInput } from '../../../entities/EssayAdminInput';
import type { AdminEssayDto, AdminEssaySummaryDto } from '../../../views/api/adminTypes';
import { currentSettings } from '../settings';
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

const essayService = adminContentService({
  entity: Essay,
  area: 'essays',
  rules: essayRules,
  itemName: 'An essay',
  messages: { notFound: 'Essay not found', created: 'Essay created successfully', updated: 'Essay updated successfully', deleted: 'Essay deleted' },
  summaryColumns: { id: true, slug: true, title: true, excerpt: true, authors: true, readingTime: true, publishedAt: true, tags: true },
  toSummary,
  toItem: (essay): Pick<AdminEssayDto, 'bodyHtml'> => ({ bodyHtml: essay.bodyHtml }),
  toPublic: toEssayDto,
  // Never absent here: adminEssays below fills in the owner's default essay authors.
  ownValues: (input: EssayAdminInput) => ({ authors: input.authors ?? '' }),
  ownSnapshot: (essay) => ({ authors: essay.authors }),
  ownRestore: (snapshot) => (snapshot.authors ? { authors: snapshot.authors } : {}),
});

/** An essay saved without authors is by the owner's default essay authors (settings.about.essayAuthors). */
const withAuthors = async (db: DataSource | EntityManager, input: EssayAdminInput): Promise<EssayAdminInput> =>
  input.authors === undefined ? { ...input, authors: (await currentSettings('dataSource' in db ? db.dataSource : db)).about.essayAuthors } : input;

export const adminEssays: typeof essayService = {
  ...essayService,
  create: async (db, signing, input) => essayService.create(db, signing, await withAuthors(db, input)),
  update: async (db, signing, id, input) => essayService.update(db, signing, id, await withAuthors(db, input)),
};
