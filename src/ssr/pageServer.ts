// What only the server needs of each public page of the route table (views/app/routes.ts): the
// queries it prefetches, its meta description, and what it tells search engines and link
// previews. Kept out of the route table on purpose: that table ships in every page's script.
// Typed over the table's page names, so a page missing here, or a name that is no page, fails
// the type check.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PublicPageId } from '../../views/app/routes';
import { booksQuery, blogPostQuery, blogWindowQuery, brainTeaserQuery, essayQuery, essayWindowQuery, featuredPostsQuery, legacyQuery, newsletterReachQuery, pageQuery, quoteQuery, resourcesQuery } from '../../views/data/queries';
import { categoriesQuery } from '../../views/data/categoriesQuery';
import { searchQuery } from '../../views/data/searchQuery';
import { settingsPartQuery } from '../../views/data/settingsQuery';
import { blogFilterSpec } from '../../views/lib/filterPosts';
import { essayFilterSpec } from '../../views/lib/filterEssays';
import type { PathParams } from '../../views/lib/matchPath';
import { isSearchable, readSearchAddress } from '../../views/lib/searchAddress';
import { readUrlFilters } from '../../views/lib/urlFilters';
import { blogPostCardPath, cardImage, essayCardPath, siteCardImage } from '../socialCards/cardAddress';
import { pageSettings } from './pageSettings';
import { shareImage } from './shareImage';
import { aboutLd, blogPostingLd, booksLd, essayLd, webPageLd, webSiteLd, type JsonLd } from './structuredData';

/** A query the server prefetches: its options from views/data/queries.ts (the server reads every key in process). */
export interface PageQuery {
  queryKey: QueryKey;
}

/** What a page tells search engines and link previews beyond its title and description. */
export interface Discovery {
  /** The link-preview image: a path on this site or an absolute URL (default: the site's share image). */
  image?: string;
  /** The image's size in pixels and its text, when known (a social card: 1200×630 and the page's title). */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** OpenGraph type (default 'website'). */
  type?: 'website' | 'article';
  /** ISO time an article was published. */
  publishedTime?: string;
  /** schema.org structured data (JSON-LD), one document per entry. */
  jsonLd?: JsonLd[];
  /** The page takes Webmentions (a post or an essay): its head names the endpoint. */
  webmention?: boolean;
}

export interface PageFacts {
  params: PathParams;
  /** The prefetched data. */
  data: QueryClient;
  /** The public origin (SITE_URL). */
  siteUrl: string;
  /** The page's canonical path. */
  path: string;
  title: string;
  description: string;
}

export interface PageServer {
  /** The queries to prefetch, from the path's parameters and the query string. */
  queries: (params: PathParams, search: string) => PageQuery[];
  /** The meta description: fixed, or from the page's data. */
  description: string | ((params: PathParams, data: QueryClient) => string);
  discovery: (page: PageFacts) => Discovery;
}

const noQueries = () => [];
const noDiscovery = () => ({});
const webPage = (type: string) => ({ data, siteUrl, path, title, description }: PageFacts): Discovery => ({
  jsonLd: webPageLd(siteUrl, pageSettings(data), type, path, title, description),
});
/** The owner's identity, from the page's data: for descriptions that name them. */
const ownerOf = (data: QueryClient) => pageSettings(data).identity;
/** The site's card (the home page and the list pages). */
const siteCard = (data: QueryClient) => siteCardImage(pageSettings(data));

export const pageServer = {
  HomePage: {
    queries: () => [featuredPostsQuery(), brainTeaserQuery(), quoteQuery(), newsletterReachQuery(), settingsPartQuery('home')],
    description: (_, data) => ownerOf(data).heroIntro,
    discovery: ({ data, siteUrl }) => ({ ...siteCard(data), jsonLd: webSiteLd(siteUrl, pageSettings(data)) }),
  },
  AboutPage: {
    queries: () => [settingsPartQuery('about')],
    description: (_, data) => `About ${ownerOf(data).name}, ${ownerOf(data).title}: career, services and how to work together.`,
    discovery: ({ data, siteUrl }) => ({ jsonLd: aboutLd(siteUrl, pageSettings(data)) }),
  },
  TheologyPage: {
    queries: () => [settingsPartQuery('theology')],
    description: 'Essays on artificial intelligence in conversation with faith traditions, beginning with A.I. & Islam.',
    discovery: webPage('WebPage'),
  },
  ContactPage: {
    queries: () => [settingsPartQuery('contact')],
    description: (_, data) => `Get in touch with ${ownerOf(data).name} about speaking, media, consulting or collaboration.`,
    discovery: webPage('ContactPage'),
  },
  BooksPage: {
    queries: () => [booksQuery()],
    description: (_, data) => `Books by ${ownerOf(data).name} and recommended reading on artificial intelligence.`,
    discovery: ({ data, siteUrl }) => {
      const books = data.getQueryData(booksQuery().queryKey) ?? [];
      const ownBook = books.find((book) => book.coverImage); // 'My Book': the one with a cover
      return { image: shareImage(ownBook?.coverImage), jsonLd: booksLd(siteUrl, pageSettings(data), books) };
    },
  },
  // List pages: only the first screen of matches for the filters in the address; the page fetches the rest when needed.
  BlogPage: {
    queries: (_, search) => [blogWindowQuery(readUrlFilters(search, blogFilterSpec)), categoriesQuery(), settingsPartQuery('blog')],
    description: (_, data) => data.getQueryData(settingsPartQuery('blog').queryKey)?.blogDescription ?? '',
    discovery: (page) => ({ ...webPage('Blog')(page), ...siteCard(page.data) }),
  },
  BlogPostPage: {
    queries: ({ slug }) => [blogPostQuery(slug)],
    description: ({ slug }, data) => data.getQueryData(blogPostQuery(slug).queryKey)?.excerpt ?? "The post you're looking for doesn't exist.",
    discovery: ({ params, data, siteUrl }) => {
      const post = data.getQueryData(blogPostQuery(params.slug).queryKey);
      if (!post) return {};
      const owner = pageSettings(data);
      return { type: 'article', publishedTime: post.publishedAt, ...cardImage(blogPostCardPath(post, owner), post.title), jsonLd: blogPostingLd(siteUrl, owner, post), webmention: true };
    },
  },
  EssaysPage: {
    queries: (_, search) => [essayWindowQuery(readUrlFilters(search, essayFilterSpec))],
    description: 'Essays exploring artificial intelligence through the lens of Islamic ethics, law and philosophy.',
    discovery: (page) => ({ ...webPage('CollectionPage')(page), ...siteCard(page.data) }),
  },
  EssayPage: {
    queries: ({ slug }) => [essayQuery(slug)],
    description: ({ slug }, data) => data.getQueryData(essayQuery(slug).queryKey)?.excerpt ?? "The essay you're looking for doesn't exist.",
    discovery: ({ params, data, siteUrl }) => {
      const essay = data.getQueryData(essayQuery(params.slug).queryKey);
      if (!essay) return {};
      const owner = pageSettings(data);
      return { type: 'article', publishedTime: essay.publishedAt, ...cardImage(essayCardPath(essay, owner), essay.title), jsonLd: essayLd(siteUrl, owner, essay), webmention: true };
    },
  },
  LegacyPage: {
    // Only Recent: the random order is drawn by the browser's own request, never hydrated.
    queries: () => [legacyQuery('recent'), settingsPartQuery('legacy')],
    description: 'Before I die, I want to... Read what visitors hope to do with their lives, give a heart to the words that move you, and add your own.',
    discovery: webPage('WebPage'),
  },
  ResourcesPage: {
    queries: () => [resourcesQuery(), settingsPartQuery('resources')],
    description: 'Free worksheets, puzzle packs, reflective guides and research papers to download.',
    discovery: webPage('CollectionPage'),
  },
  SearchPage: {
    queries: (_, search) => {
      const address = readSearchAddress(search);
      return isSearchable(address.q) ? [searchQuery(address)] : [];
    },
    description: 'Search every post, essay, book and resource on the site.',
    discovery: webPage('SearchResultsPage'),
  },
  SitePage: {
    queries: ({ slug }) => [pageQuery(slug)],
    description: ({ slug }, data) => data.getQueryData(pageQuery(slug).queryKey)?.excerpt ?? pageSettings(data).copy.notFoundText,
    discovery: (page) => (page.data.getQueryData(pageQuery(page.params.slug).queryKey) ? webPage('WebPage')(page) : {}),
  },
  NotFoundPage: {
    queries: noQueries,
    description: (_, data) => pageSettings(data).copy.notFoundText,
    discovery: noDiscovery,
  },
} satisfies Record<PublicPageId, PageServer>;
