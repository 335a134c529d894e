// Shapes of the sample content that ships with the site. Plain data only: the seeder turns
// these into entities. Dates are ISO strings (UTC).

import type { BlogCategory } from '../../views/api/blogCategories';
import type { ResourceType } from '../../views/api/resourceTypes';

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Trusted HTML written by us: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <blockquote>, <strong>, <em>, <a>, <code>, <pre>. */
  content: string;
  category: BlogCategory;
  /** A drawing under static/, e.g. '/images/blog/how-minds-learn.svg', served as its raster copy (sampleImages.ts). */
  featuredImage?: string;
  /** Minutes: words / 200 rounded up, minimum 1. */
  readTime: number;
  publishedAt: string;
  tags: string[];
  isFeatured: boolean;
}

export interface SeedBook {
  title: string;
  subtitle?: string;
  author: string;
  rating?: number;
  publishedYear?: number;
  description: string;
  amazonUrl: string;
  /** Only the owner's own book has a cover: its presence puts the book under 'My Book'. */
  coverImage?: string;
}

export interface SeedQuote {
  text: string;
  author: string;
  category: string;
}

export interface SeedBrainTeaser {
  question: string;
  answer: string;
  difficulty: 'easy' | 'medium' | 'hard';
  category: string;
}

export interface SeedEssay {
  slug: string;
  title: string;
  excerpt: string;
  authors: string;
  /** Text such as '9 min read'. */
  readingTime: string;
  publishedAt: string;
  tags: string[];
  bodyHtml: string;
}

export interface SeedResource {
  type: ResourceType;
  title: string;
  description: string;
  /** Public path of a real file under static/, e.g. '/resources/attention-worksheet.pdf'. Its size is read from disk when seeding. */
  filePath: string;
  downloadCount: number;
}

export interface SeedLegacySubmission {
  statement: string;
  authorName?: string;
  location?: string;
  submittedAt: string;
  hearts: number;
}
