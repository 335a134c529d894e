// The owner's library as record types: books, resources, quotes and brain teasers.
import type { BookDto, BrainTeaserDto, QuoteDto, ResourceDto } from '../../api/types';
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES } from '../../api/resourceTypes';
import { formatMegabytes } from '../../lib/formatMegabytes';
import { optionalNumber, type RecordType } from './recordType';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const books: RecordType<BookDto> = {
  segment: 'books',
  publicApi: '/api/books',
  ordered: true,
  fields: [
    { kind: 'text', name: 'title', label: 'Title *', required: true, maxLength: 300 },
    { kind: 'text', name: 'subtitle', label: 'Subtitle', maxLength: 300 },
    { kind: 'text', name: 'author', label: 'Author *', required: true, maxLength: 300 },
    { kind: 'number', name: 'rating', label: 'Rating (0 to 5)', min: 0, max: 5, step: '0.1' },
    { kind: 'number', name: 'publishedYear', label: 'Year', min: 1000, max: 2200, step: '1' },
    { kind: 'textarea', name: 'description', label: 'Description *', required: true, rows: 5, maxLength: 5000 },
    { kind: 'url', name: 'amazonUrl', label: 'Buy link *', required: true, maxLength: 1000 },
    { kind: 'media', name: 'coverImage', label: 'Cover image', accept: 'image', hint: "A book with a cover is shown under 'My Book'; without one it is recommended reading." },
  ],
  emptyDraft: { title: '', subtitle: '', author: '', rating: '', publishedYear: '', description: '', amazonUrl: '', coverImage: '' },
  draftOf: (book) => ({ title: book.title, subtitle: text(book.subtitle), author: book.author, rating: text(book.rating), publishedYear: text(book.publishedYear), description: book.description, amazonUrl: book.amazonUrl, coverImage: text(book.coverImage) }),
  bodyOf: (draft) => ({ ...draft, rating: optionalNumber(draft.rating), publishedYear: optionalNumber(draft.publishedYear) }),
  card: {
    title: (book) => book.title,
    meta: (book) => [book.author, ...(book.publishedYear ? [String(book.publishedYear)] : []), book.coverImage ? 'My Book' : 'Recommended'],
    image: (book) => book.coverImage,
  },
  texts: { plural: 'Books', noun: 'book', intro: "The books page, in this order. A book with a cover is shown under 'My Book'.", empty: 'No books yet.' },
};

export const resources: RecordType<ResourceDto> = {
  segment: 'resources',
  publicApi: '/api/resources',
  ordered: true,
  fields: [
    { kind: 'select', name: 'type', label: 'Type *', options: RESOURCE_TYPES.map((value) => ({ value, label: RESOURCE_TYPE_LABELS[value] })) },
    { kind: 'text', name: 'title', label: 'Title *', required: true, maxLength: 300 },
    { kind: 'textarea', name: 'description', label: 'Description *', required: true, rows: 4, maxLength: 5000 },
    { kind: 'media', name: 'filePath', label: 'File *', accept: 'file', required: true, hint: 'Its size on the resources page is measured from the file itself.' },
  ],
  emptyDraft: { type: RESOURCE_TYPES[0], title: '', description: '', filePath: '' },
  draftOf: (resource) => ({ type: resource.type, title: resource.title, description: resource.description, filePath: resource.filePath }),
  bodyOf: (draft) => draft,
  card: {
    title: (resource) => resource.title,
    meta: (resource) => [RESOURCE_TYPE_LABELS[resource.type], formatMegabytes(resource.fileSize), `${resource.downloadCount} downloads`],
  },
  texts: { plural: 'Resources', noun: 'resource', intro: 'The downloads on the resources page, in this order. Download counts are kept by the site.', empty: 'No resources yet.' },
};

export const quotes: RecordType<QuoteDto> = {
  segment: 'quotes',
  publicApi: '/api/quotes',
  ordered: false,
  fields: [
    { kind: 'textarea', name: 'text', label: 'Quote *', required: true, rows: 3, maxLength: 2000 },
    { kind: 'text', name: 'author', label: 'Author *', required: true, maxLength: 200 },
    { kind: 'text', name: 'category', label: 'Category *', required: true, maxLength: 100 },
  ],
  emptyDraft: { text: '', author: '', category: '' },
  draftOf: (quote) => ({ text: quote.text, author: quote.author, category: quote.category }),
  bodyOf: (draft) => draft,
  card: { title: (quote) => `“${quote.text}”`, meta: (quote) => [quote.author, quote.category] },
  texts: { plural: 'Quotes', noun: 'quote', intro: 'The home page shows one of these at random.', empty: 'No quotes yet.' },
};

const DIFFICULTY_CHOICES = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const;

export const brainTeasers: RecordType<BrainTeaserDto> = {
  segment: 'brain-teasers',
  publicApi: '/api/brain-teasers',
  ordered: false,
  fields: [
    { kind: 'textarea', name: 'question', label: 'Question *', required: true, rows: 3, maxLength: 2000 },
    { kind: 'textarea', name: 'answer', label: 'Answer *', required: true, rows: 3, maxLength: 2000 },
    { kind: 'select', name: 'difficulty', label: 'Difficulty *', options: DIFFICULTY_CHOICES },
    { kind: 'text', name: 'category', label: 'Category *', required: true, maxLength: 100 },
  ],
  emptyDraft: { question: '', answer: '', difficulty: 'easy', category: '' },
  draftOf: (teaser) => ({ question: teaser.question, answer: teaser.answer, difficulty: teaser.difficulty, category: teaser.category }),
  bodyOf: (draft) => draft,
  card: { title: (teaser) => teaser.question, meta: (teaser) => [teaser.difficulty, teaser.category] },
  texts: { plural: 'Brain teasers', noun: 'brain teaser', intro: 'The home page shows one of these at random.', empty: 'No brain teasers yet.' },
};
