// The definitions of the owner's library: books, resources, quotes and brain teasers. The admin
// answers with the same DTOs as the public calls, in the same order.
import { Book, BrainTeaser, Quote, Resource } from '../../../entities';
import type { BookAdminInput, BrainTeaserAdminInput, QuoteAdminInput, ResourceAdminInput } from '../../../entities/LibraryAdminInputs';
import { fileSizeOf } from '../attachedFiles';
import { toBookDto } from '../books';
import { toBrainTeaserDto } from '../brainTeasers';
import { toQuoteDto } from '../quotes';
import { toResourceDto } from '../resources';
import { recordService } from './records';

export const adminBooks = recordService({
  noun: 'Book',
  entity: Book,
  ordered: true,
  toDto: toBookDto,
  columnsOf: async (_db, input: BookAdminInput) => ({
    title: input.title,
    subtitle: input.subtitle ?? null,
    author: input.author,
    rating: input.rating ?? null,
    publishedYear: input.publishedYear ?? null,
    description: input.description,
    amazonUrl: input.amazonUrl,
    coverImage: input.coverImage ?? null,
  }),
});

export const adminResources = recordService({
  noun: 'Resource',
  entity: Resource,
  ordered: true,
  toDto: toResourceDto,
  columnsOf: async (db, input: ResourceAdminInput) => ({
    type: input.type,
    title: input.title,
    description: input.description,
    filePath: input.filePath,
    fileSize: await fileSizeOf(db, input.filePath),
  }),
});

export const adminQuotes = recordService({
  noun: 'Quote',
  entity: Quote,
  ordered: false,
  toDto: toQuoteDto,
  columnsOf: async (_db, input: QuoteAdminInput) => ({ text: input.text, author: input.author, category: input.category }),
});

export const adminBrainTeasers = recordService({
  noun: 'Brain teaser',
  entity: BrainTeaser,
  ordered: false,
  toDto: toBrainTeaserDto,
  columnsOf: async (_db, input: BrainTeaserAdminInput) => ({ question: input.question, answer: input.answer, difficulty: input.difficulty, category: input.category }),
});
