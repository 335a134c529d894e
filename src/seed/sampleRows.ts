// The sample content as the rows the seed writes: one place for the seeder and for recognising
// samples that a site seeded before they were recorded still holds (src/services/admin/sampleContent.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ObjectLiteral } from 'typeorm';
import type { SampleKind } from '../../views/api/adminTypes';
import { staticDir } from '../ssr/assets';
import { sampleBlogPosts } from './content/blogPosts';
import { sampleBooks } from './content/books';
import { sampleBrainTeasers } from './content/brainTeasers';
import { sampleEssays } from './content/essays';
import { legalPages } from './content/legalPages';
import { readTimeMinutes } from '../../views/lib/text';
import { sampleLegacySubmissions } from './content/legacy';
import { sampleQuotes } from './content/quotes';
import { sampleResources } from './content/resources';
import { sampleImageUrl } from './sampleImages';

export interface SampleRows {
  kind: SampleKind;
  /** The column that tells one sample from another (the seed matches on it). */
  key: string;
  rows: ObjectLiteral[];
}

const fileSizeOf = (publicPath: string) => statSync(path.join(staticDir, publicPath.replace(/^\/+/, ''))).size;

/** Every kind but legacy: the seed adds what is missing of these. */
export const keyedSampleRows = (): SampleRows[] => [
  { kind: 'blog', key: 'slug', rows: sampleBlogPosts.map((p) => ({ ...p, featuredImage: p.featuredImage ? sampleImageUrl(p.featuredImage) : null, publishedAt: new Date(p.publishedAt) })) },
  { kind: 'essays', key: 'slug', rows: sampleEssays.map((e) => ({ ...e, publishedAt: new Date(e.publishedAt) })) },
  { kind: 'books', key: 'title', rows: sampleBooks.map((b, i) => ({ subtitle: null, rating: null, publishedYear: null, coverImage: null, ...b, sortOrder: i })) },
  { kind: 'quotes', key: 'text', rows: sampleQuotes },
  { kind: 'brain-teasers', key: 'question', rows: sampleBrainTeasers },
  { kind: 'resources', key: 'filePath', rows: sampleResources.map((r, i) => ({ ...r, fileSize: fileSizeOf(r.filePath), sortOrder: i })) },
];

/** The legal pages: written only where their address is free, and never overwritten (src/seed/seed.ts). */
export const legalPageSampleRows = (): SampleRows => ({
  kind: 'pages',
  key: 'slug',
  rows: legalPages.map((page) => ({ ...page, readTime: readTimeMinutes(page.content), publishedAt: new Date(page.publishedAt), tags: [], markdown: null, previewNonce: null })),
});

/** The legacy wall's samples: they only ever go onto an empty wall. */
export const legacySampleRows = (): SampleRows => ({
  kind: 'legacy',
  key: 'statement',
  rows: sampleLegacySubmissions.map((s) => ({
    statement: s.statement,
    authorName: s.authorName ?? null,
    location: s.location ?? null,
    submittedAt: new Date(s.submittedAt),
    hearts: s.hearts,
    status: 'approved' as const,
  })),
});
