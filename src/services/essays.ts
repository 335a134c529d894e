// Public essay reads. The list carries no bodies; only published essays are ever answered.
import type { DataSource, FindOptionsSelect } from 'typeorm';
import { Essay } from '../../entities';
import type { EssayDto, EssayListWindow, EssaySummaryDto } from '../../views/api/types';
import { filterEssays, uniqueSortedTags, type EssayFilters } from '../../views/lib/filterEssays';
import { type ConversationCounts, conversationHtmlOf, withConversationCounts } from './comments/conversation';
import { notPublishedAt, publicEssayPath } from './publicAddress';
import { addHeadingIds } from '../lib/headingIds';
import { newestFirst, publishedBy } from './published';

const summaryColumns: FindOptionsSelect<Essay> = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  authors: true,
  readingTime: true,
  publishedAt: true,
  tags: true,
};

export const toEssaySummaryDto = (essay: Essay): EssaySummaryDto => ({
  id: essay.id,
  slug: essay.slug,
  title: essay.title,
  excerpt: essay.excerpt,
  authors: essay.authors,
  readingTime: essay.readingTime,
  // biome-ignore lint/style/noNonNullAssertion: only published rows (publishedAt set) are read here
  publishedAt: essay.publishedAt!.toISOString(),
  tags: essay.tags ?? [],
});

export async function listPublishedEssays(db: DataSource): Promise<EssaySummaryDto[]> {
  const essays = await db.getRepository(Essay).find({ select: summaryColumns, where: { publishedAt: publishedBy() }, order: newestFirst });
  return essays.map(toEssaySummaryDto);
}

/** The essays page's first screen: the first essays matching its filters, how many match, and every topic. */
export async function windowOfPublishedEssays(db: DataSource, filters: EssayFilters, first: number): Promise<EssayListWindow> {
  const essays = await listPublishedEssays(db);
  const matches = filterEssays(essays, filters);
  return { items: matches.slice(0, first), matching: matches.length, tags: uniqueSortedTags(essays) };
}

/** A published essay, with its conversation's counts read in the same query (src/services/comments/conversation.ts). */
export async function getPublishedEssay(db: DataSource, slug: string): Promise<EssayDto> {
  const query = db.getRepository(Essay).createQueryBuilder('essay').setFindOptions({ where: { slug, publishedAt: publishedBy() } });
  const { entities, raw } = await withConversationCounts(query, 'essays').getRawAndEntities<ConversationCounts>();
  const [essay, row] = [entities[0], raw[0]];
  if (!essay) return notPublishedAt(db, 'essays', Essay, slug, publicEssayPath);
  return { ...toEssayDto(essay), conversationHtml: await conversationHtmlOf(db, 'essays', essay.id, row) };
}

// Heading ids are added on read, so every stored essay gets them.
export const toEssayDto = (essay: Essay): EssayDto => ({ ...toEssaySummaryDto(essay), bodyHtml: addHeadingIds(essay.bodyHtml) });
