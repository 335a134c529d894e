// The page route table, shared by the server (match, prefetch, render) and the browser
// (hydrate, navigate). Each page is its own chunk; `page` names its file in views/pages,
// which the server uses to preload that chunk.
import type { QueryKey } from '@tanstack/react-query';
import { matchPath, type PathParams } from '../src/lib/matchPath';
import type { BlogPostDto, EssayDto } from './apiTypes';
import { pageLoader, type PageLoader } from './pageLoader';
import { queryKeys } from './queries';
import { adminRoutes } from './pages/admin/adminRoutes';
import { site } from './siteConfig';

export interface PageMeta {
  title: string;
  description: string;
}

/** Reads a prefetched query's data (undefined if it is not loaded). */
export type DataReader = (key: QueryKey) => unknown;

export interface PageRoute {
  path: string;
  /** File name under views/pages (without extension); the build's manifest is keyed by it. */
  page: string;
  load: PageLoader;
  /** The queries the server prefetches for this page. */
  queries?: (params: PathParams) => QueryKey[];
  meta: (params: PathParams, data: DataReader) => PageMeta;
}

const titled = (title: string) => `${title} | ${site.name}`;

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    page: 'HomePage',
    load: pageLoader(() => import('./pages/HomePage')),
    queries: () => [queryKeys.featuredPosts(), queryKeys.brainTeaser(), queryKeys.quote()],
    meta: () => ({ title: `${site.name} — ${site.tagline}`, description: site.heroIntro }),
  },
  {
    path: '/about',
    page: 'AboutPage',
    load: pageLoader(() => import('./pages/AboutPage')),
    meta: () => ({ title: titled('About'), description: `About ${site.name}, ${site.title}: career, services and how to work together.` }),
  },
  {
    path: '/theology',
    page: 'TheologyPage',
    load: pageLoader(() => import('./pages/TheologyPage')),
    meta: () => ({ title: titled('Theology & A.I.'), description: 'Essays on artificial intelligence in conversation with faith traditions, beginning with A.I. & Islam.' }),
  },
  {
    path: '/contact',
    page: 'ContactPage',
    load: pageLoader(() => import('./pages/ContactPage')),
    meta: () => ({ title: titled('Contact'), description: `Get in touch with ${site.name} about speaking, media, consulting or collaboration.` }),
  },
  {
    path: '/books',
    page: 'BooksPage',
    load: pageLoader(() => import('./pages/BooksPage')),
    queries: () => [queryKeys.books()],
    meta: () => ({ title: titled('Books'), description: `Books by ${site.name} and recommended reading on artificial intelligence.` }),
  },
  {
    path: '/blog',
    page: 'BlogPage',
    load: pageLoader(() => import('./pages/BlogPage')),
    queries: () => [queryKeys.blogPosts()],
    meta: () => ({ title: titled('Blog'), description: 'Articles on artificial intelligence, the brain and learning, philosophy of mind, puzzles and legacy.' }),
  },
  {
    path: '/blog/:slug',
    page: 'BlogPostPage',
    load: pageLoader(() => import('./pages/BlogPostPage')),
    queries: ({ slug }) => [queryKeys.blogPost(slug)],
    meta: ({ slug }, data) => {
      const post = data(queryKeys.blogPost(slug)) as BlogPostDto | undefined;
      return post ? { title: titled(post.title), description: post.excerpt } : { title: titled('Post Not Found'), description: "The post you're looking for doesn't exist." };
    },
  },
  {
    path: '/ai-islam',
    page: 'EssaysPage',
    load: pageLoader(() => import('./pages/EssaysPage')),
    queries: () => [queryKeys.essays()],
    meta: () => ({ title: titled('A.I. & Islam'), description: 'Essays exploring artificial intelligence through the lens of Islamic ethics, law and philosophy.' }),
  },
  {
    path: '/ai-islam/:slug',
    page: 'EssayPage',
    load: pageLoader(() => import('./pages/EssayPage')),
    queries: ({ slug }) => [queryKeys.essay(slug)],
    meta: ({ slug }, data) => {
      const essay = data(queryKeys.essay(slug)) as EssayDto | undefined;
      return essay ? { title: titled(essay.title), description: essay.excerpt } : { title: titled('Essay Not Found'), description: "The essay you're looking for doesn't exist." };
    },
  },
  {
    path: '/legacy',
    page: 'LegacyPage',
    load: pageLoader(() => import('./pages/LegacyPage')),
    // Only Recent: the random order is drawn by the browser's own request, never hydrated.
    queries: () => [queryKeys.legacy('recent')],
    meta: () => ({ title: titled('Legacy Wall'), description: 'Before I die, I want to... Read what visitors hope to do with their lives, give a heart to the words that move you, and add your own.' }),
  },
  {
    path: '/resources',
    page: 'ResourcesPage',
    load: pageLoader(() => import('./pages/ResourcesPage')),
    queries: () => [queryKeys.resources()],
    meta: () => ({ title: titled('Resources'), description: 'Free worksheets, puzzle packs, reflective guides and research papers to download.' }),
  },
  ...adminRoutes,
];

export const notFoundRoute: PageRoute = {
  path: '*',
  page: 'NotFoundPage',
  load: pageLoader(() => import('./pages/NotFoundPage')),
  meta: () => ({ title: titled('Page Not Found'), description: "The page you're looking for doesn't exist or has been moved." }),
};

export function matchPageRoute(pathname: string): { route: PageRoute; params: PathParams } {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of pageRoutes) {
    const params = matchPath(route.path, normalised);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}
