// schema.org structured data (JSON-LD) for search engines. Builders take the site's public origin
// (SITE_URL): structured data needs absolute addresses. The owner's identity and links come from the settings.
import type { BlogPostDto, BookDto, EssayDto } from '../../views/api/types';
import type { PublicSettings, SiteSettings } from '../../views/api/settings';
import { absoluteImageUrl } from './shareImage';
import { siteNameOf } from '../../views/lib/siteName';

export type JsonLd = Record<string, unknown>;

/** What structured data says of the owner: who they are, where else they are, and their photo when a page's settings carry one. */
export type Owner = Pick<SiteSettings, 'identity' | 'links'> & Partial<Pick<PublicSettings, 'portrait'>>;

const SCHEMA = 'https://schema.org';

/** The owner, as author and subject. */
export const ownerLd = (siteUrl: string, { identity, links, portrait }: Owner): JsonLd => ({
  '@type': 'Person',
  '@id': `${siteUrl}/about#person`,
  name: identity.name,
  jobTitle: identity.title,
  ...(identity.email ? { email: identity.email } : {}),
  url: `${siteUrl}/about`,
  ...(portrait ? { image: `${siteUrl}${portrait.url}` } : {}),
  sameAs: links.map((link) => link.url),
});

const personNamed = (siteUrl: string, owner: Owner, name: string): JsonLd => (name === owner.identity.name ? ownerLd(siteUrl, owner) : { '@type': 'Person', name });

/** 'A & B', 'A, B and C', 'A with B' -> each author. */
const authorsOf = (siteUrl: string, owner: Owner, authors: string) =>
  authors.split(/\s*(?:&|,|\band\b|\bwith\b)\s*/).filter(Boolean).map((name) => personNamed(siteUrl, owner, name));

export const aboutLd = (siteUrl: string, owner: Owner): JsonLd[] => [{ '@context': SCHEMA, ...ownerLd(siteUrl, owner) }];

/** The site itself, with the blog search as its search box. */
export const webSiteLd = (siteUrl: string, owner: Owner): JsonLd[] => [{
  '@context': SCHEMA,
  '@type': 'WebSite',
  name: siteNameOf(owner),
  description: owner.identity.blurb,
  url: `${siteUrl}/`,
  inLanguage: 'en',
  author: ownerLd(siteUrl, owner),
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/blog?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
}];

/** A page that is not an article: WebPage or one of its kinds (CollectionPage, ContactPage...); the blog index is a Blog. */
export const webPageLd = (siteUrl: string, owner: Owner, type: string, path: string, name: string, description: string): JsonLd[] => [{
  '@context': SCHEMA,
  '@type': type,
  name,
  description,
  url: `${siteUrl}${path}`,
  inLanguage: 'en',
  author: ownerLd(siteUrl, owner),
}];

function articleLd(siteUrl: string, type: 'BlogPosting' | 'Article', path: string, fields: JsonLd): JsonLd[] {
  const url = `${siteUrl}${path}`;
  return [{ '@context': SCHEMA, '@type': type, ...fields, url, mainEntityOfPage: { '@type': 'WebPage', '@id': url }, inLanguage: 'en' }];
}

export const blogPostingLd = (siteUrl: string, owner: Owner, post: BlogPostDto): JsonLd[] =>
  articleLd(siteUrl, 'BlogPosting', `/blog/${encodeURIComponent(post.slug)}`, {
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    image: absoluteImageUrl(siteUrl, post.featuredImage),
    author: ownerLd(siteUrl, owner),
    keywords: post.tags.join(', '),
    articleSection: post.categoryLabel,
  });

export const essayLd = (siteUrl: string, owner: Owner, essay: EssayDto): JsonLd[] =>
  articleLd(siteUrl, 'Article', `/ai-islam/${encodeURIComponent(essay.slug)}`, {
    headline: essay.title,
    description: essay.excerpt,
    datePublished: essay.publishedAt,
    image: absoluteImageUrl(siteUrl, null),
    author: authorsOf(siteUrl, owner, essay.authors),
    keywords: essay.tags.join(', '),
  });

export const booksLd = (siteUrl: string, owner: Owner, books: BookDto[]): JsonLd[] =>
  books.map((book) => ({
    '@context': SCHEMA,
    '@type': 'Book',
    name: book.title,
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    author: authorsOf(siteUrl, owner, book.author),
    description: book.description,
    ...(book.publishedYear ? { datePublished: String(book.publishedYear) } : {}),
    ...(book.coverImage ? { image: absoluteImageUrl(siteUrl, book.coverImage) } : {}),
    url: book.amazonUrl,
  }));
