// What a page tells search engines and link previews beyond the title and description of its
// route (views/app/routes.ts): share image, OpenGraph type, publish time and structured data. Kept on
// the server, by page: the browser only ever updates the title, and the route table ships in
// every page's script.
import type { BlogPostDto, BookDto, EssayDto } from '../../views/api/types';
import { queryKeys } from '../../views/data/queries';
import type { DataReader, PageMeta, PageRoute } from '../../views/app/routes';
import type { PathParams } from '../../views/lib/matchPath';
import { shareImage } from './shareImage';
import { site } from '../../views/content/siteConfig';
import { aboutLd, blogPostingLd, booksLd, essayLd, webPageLd, webSiteLd } from './structuredData';

interface PageFacts {
  params: PathParams;
  data: DataReader;
  /** The route's own title, and the page's description. */
  meta: PageMeta & { description: string };
  siteUrl: string;
  /** The page's canonical path. */
  path: string;
}

type Discovery = (page: PageFacts) => Partial<PageMeta>;

/** Descriptions of the pages whose description is not in their data (kept out of the browser bundle). */
const staticDescriptions: Record<string, string> = {
  HomePage: site.heroIntro,
  AboutPage: `About ${site.name}, ${site.title}: career, services and how to work together.`,
  TheologyPage: 'Essays on artificial intelligence in conversation with faith traditions, beginning with A.I. & Islam.',
  ContactPage: `Get in touch with ${site.name} about speaking, media, consulting or collaboration.`,
  BooksPage: `Books by ${site.name} and recommended reading on artificial intelligence.`,
  BlogPage: 'Articles on artificial intelligence, the brain and learning, philosophy of mind, puzzles and legacy.',
  EssaysPage: 'Essays exploring artificial intelligence through the lens of Islamic ethics, law and philosophy.',
  LegacyPage: 'Before I die, I want to... Read what visitors hope to do with their lives, give a heart to the words that move you, and add your own.',
  ResourcesPage: 'Free worksheets, puzzle packs, reflective guides and research papers to download.',
  NotFoundPage: "The page you're looking for doesn't exist or has been moved.",
};

export const pageDescription = (page: string): string => staticDescriptions[page] ?? site.blurb;

const webPage = (type: string): Discovery => ({ meta, siteUrl, path }) => ({ jsonLd: webPageLd(siteUrl, type, path, meta.title, meta.description) });

const byPage: Record<string, Discovery> = {
  HomePage: ({ siteUrl }) => ({ jsonLd: webSiteLd(siteUrl) }),
  AboutPage: ({ siteUrl }) => ({ jsonLd: aboutLd(siteUrl) }),
  BlogPage: webPage('Blog'),
  EssaysPage: webPage('CollectionPage'),
  ResourcesPage: webPage('CollectionPage'),
  ContactPage: webPage('ContactPage'),
  TheologyPage: webPage('WebPage'),
  LegacyPage: webPage('WebPage'),
  BooksPage: ({ data, siteUrl }) => {
    const books = (data(queryKeys.books()) as BookDto[] | undefined) ?? [];
    const ownBook = books.find((book) => book.coverImage); // 'My Book': the one with a cover
    return { image: shareImage(ownBook?.coverImage), jsonLd: booksLd(siteUrl, books) };
  },
  BlogPostPage: ({ params, data, siteUrl }) => {
    const post = data(queryKeys.blogPost(params.slug)) as BlogPostDto | undefined;
    if (!post) return {};
    return { type: 'article', publishedTime: post.publishedAt, image: shareImage(post.featuredImage), jsonLd: blogPostingLd(siteUrl, post) };
  },
  EssayPage: ({ params, data, siteUrl }) => {
    const essay = data(queryKeys.essay(params.slug)) as EssayDto | undefined;
    if (!essay) return {};
    return { type: 'article', publishedTime: essay.publishedAt, jsonLd: essayLd(siteUrl, essay) };
  },
};

/** The route's meta plus what this page adds for discovery. */
export function pageMeta(route: PageRoute, facts: Omit<PageFacts, 'meta'>): PageMeta & { description: string } {
  const own = route.meta(facts.params, facts.data);
  const meta = { ...own, description: own.description ?? pageDescription(route.page) };
  return { ...meta, ...byPage[route.page]?.({ ...facts, meta }) };
}
