// Admin reads and writes of the A.I. & Islam essays, drafts included. Saved HTML is always
// sanitised; missing authors, excerpt or reading time are filled in by the site's rules.
import type { DataSource } from 'typeorm';
import { Essay } from '../../../entities';
import type { EssayAdminInput } from '../../../entities/EssayAdminInput';
import { siteContent } from '../../../views/content/siteContent';
import type { AdminEssayDto, AdminEssaySummaryDto, AdminSaveResultDto } from '../../../views/api/adminTypes';
import { NotFoundError } from '../../errors';
import { autoExcerpt, EDIT_EXCERPT_LENGTH, essayReadingTime, readTimeMinutes } from '../../../views/lib/text';
import { cleanBody } from './blog';
import { byNewestPublished } from './ordering';
import { isoOrNull, publishDateOf } from './publishDate';
import { saveWithUniqueSlug } from './uniqueSlug';

const toSummary = (essay: Essay): AdminEssaySummaryDto => ({
  id: essay.id,
  slug: essay.slug,
  title: essay.title,
  excerpt: essay.excerpt,
  authors: essay.authors,
  readingTime: essay.readingTime,
  publishedAt: isoOrNull(essay.publishedAt),
  tags: essay.tags ?? [],
});

const toDto = (essay: Essay): AdminEssayDto => ({ ...toSummary(essay), bodyHtml: essay.bodyHtml });

const essays = (db: DataSource) => db.getRepository(Essay);

export async function listAdminEssays(db: DataSource): Promise<AdminEssaySummaryDto[]> {
  const rows = await essays(db).find({ select: { id: true, slug: true, title: true, excerpt: true, authors: true, readingTime: true, publishedAt: true, tags: true } });
  return rows.sort(byNewestPublished).map(toSummary);
}

async function findEssay(db: DataSource, id: number): Promise<Essay> {
  const essay = await essays(db).findOneBy({ id });
  if (!essay) throw new NotFoundError('Essay not found');
  return essay;
}

export const getAdminEssay = async (db: DataSource, id: number): Promise<AdminEssayDto> => toDto(await findEssay(db, id));

function fieldsOf(input: EssayAdminInput) {
  const bodyHtml = cleanBody(input.bodyHtml, 'bodyHtml');
  return {
    title: input.title,
    slug: input.slug,
    bodyHtml,
    authors: input.authors ?? siteContent.essayAuthors,
    excerpt: input.excerpt ?? autoExcerpt(bodyHtml, EDIT_EXCERPT_LENGTH),
    readingTime: input.readingTime ?? essayReadingTime(readTimeMinutes(bodyHtml)),
  };
}

export async function createEssay(db: DataSource, input: EssayAdminInput): Promise<AdminSaveResultDto<AdminEssayDto>> {
  const values = { ...fieldsOf(input), tags: input.tags ?? [], publishedAt: publishDateOf(input.publishedAt, undefined) };
  const id = await saveWithUniqueSlug(essays(db), 'An essay', values.slug, undefined, async () => {
    const result = await essays(db).insert(values);
    return Number(result.identifiers[0].id);
  });
  return { success: true, message: 'Essay created successfully', item: await getAdminEssay(db, id) };
}

export async function updateEssay(db: DataSource, id: number, input: EssayAdminInput): Promise<AdminSaveResultDto<AdminEssayDto>> {
  const existing = await findEssay(db, id);
  const values = { ...fieldsOf(input), tags: input.tags ?? existing.tags, publishedAt: publishDateOf(input.publishedAt, existing.publishedAt) };
  await saveWithUniqueSlug(essays(db), 'An essay', values.slug, id, () => essays(db).update(id, values));
  return { success: true, message: 'Essay updated successfully', item: await getAdminEssay(db, id) };
}
