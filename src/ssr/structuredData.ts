// schema.org structured data (JSON-LD) for search engines. Builders take the site's public origin
// (SITE_URL): structured data needs absolute addresses. The owner's identity comes from siteConfig.
import type { BlogPostDto, BookDto, EssayDto } from '../../views/api/types';
import { site } from '../../views/content/siteConfig';
import { absoluteImageUrl } from './shareImage';

export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** The owner, as author and subject. */
export const ownerLd = (siteUrl: string): JsonLd => ({
  '@type': 'Person',
  '@id': `${siteUrl}/about#person`,
  name: site.name,
  jobTitle: site.title,
  email: site.email,
  url: `${siteUrl}/about`,
  sameAs: Object.values(site.social),
});

const personNamed = (siteUrl: string, name: string): JsonLd => (name === site.name ? ownerLd(siteUrl) : { '@type': 'Person', name });

/** 'A & B', 'A, B and C', 'A with B' -> each author. */
const authorsOf = (siteUrl: string, authors: string) =>
  authors.split(/\s*(?:&|,|\band\b|\bwith\b)\s*/).filter(Boolean).map((name) => personNamed(siteUrl, name));

export const aboutLd = (siteUrl: string): JsonLd[] => [{ '@context': SCHEMA, ...ownerLd(siteUrl) }];

/** The site itself, with the blog search as its search box. */
export const webSiteLd = (siteUrl: string): JsonLd[] => [{
  '@context': SCHEMA,
  '@type': 'WebSite',
  name: site.name,
  description: site.blurb,
  url: `${siteUrl}/`,
  inLanguage: 'en',
  author: ownerLd(siteUrl),
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/blog?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
}];

/** A page that is not an article: WebPage or one of its kinds (CollectionPage, ContactPage...); the blog index is a Blog. */
export const webPageLd = (siteUrl: string, type: string, path: string, name: string, description: string): JsonLd[] => [{
  '@context': SCHEMA,
  '@type': type,
  name,
  description,
  url: `${siteUrl}${path}`,
  inLanguage: 'en',
  author: ownerLd(siteUrl),
}];

function articleLd(siteUrl: string, type: 'BlogPosting' | 'Article', path: string, fields: JsonLd): JsonLd[] {
  const url = `${siteUrl}${path}`;
  return [{ '@context': SCHEMA, '@type': type, ...fields, url, mainEntityOfPage: { '@type': 'WebPage', '@id': url }, inLanguage: 'en' }];
}

export const blogPostingLd = (siteUrl: string, post: BlogPostDto): JsonLd[] =>
  articleLd(siteUrl, 'BlogPosting', `/blog/${encodeURIComponent(post.slug)}`, {
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    image: absoluteImageUrl(siteUrl, post.featuredImage),
    author: ownerLd(siteUrl),
    keywords: post.tags.join(', '),
    articleSection: post.categoryLabel,
  });

export const essayLd = (siteUrl: string, essay: EssayDto): JsonLd[] =>
  articleLd(siteUrl, 'Article', `/ai-islam/${encodeURIComponent(essay.slug)}`, {
    headline: essay.title,
    description: essay.excerpt,
    datePublished: essay.publishedAt,
    image: absoluteImageUrl(siteUrl, null),
    author: authorsOf(siteUrl, essay.authors),
    keywords: essay.tags.join(', '),
  });

export const booksLd = (siteUrl: string, books: BookDto[]): JsonLd[] =>
  books.map((book) => ({
    '@context': SCHEMA,
    '@type': 'Book',
    name: book.title,
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    author: authorsOf(siteUrl, book.author),
    description: book.description,
    ...(book.publishedYear ? { datePublished: String(book.publishedYear) } : {}),
    ...(book.coverImage ? { image: absoluteImageUrl(siteUrl, book.coverImage) } : {}),
    url: book.amazonUrl,
  }));
