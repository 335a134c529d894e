// The page route table, shared by the server (match, render) and the browser (hydrate,
// navigate). Each page is its own chunk; `page` names its file in views/pages, which the server
// uses to preload that chunk. What the server prefetches for a page is in pageQueries.ts, which
// only the server loads.
import type { QueryKey } from '@tanstack/react-query';
import { matchPath, type PathParams } from '../src/lib/matchPath';
import type { BlogPostDto, EssayDto } from './apiTypes';
import { pageLoader, type PageLoader } from './pageLoader';
import { queryKeys } from './queries';
import { adminRoutes } from './pages/admin/adminRoutes';
import { site } from './siteConfig';

export interface PageMeta {
  title: string;
  /** Pages whose description comes from their data give it here; the others' are kept on the server (src/ssr/pageSeo.ts). */
  description?: string;
  /** The link-preview image: a path on this site or an absolute URL (default: the site's share image). */
  image?: string;
  /** OpenGraph type (default 'website'). */
  type?: 'website' | 'article';
  /** ISO time an article was published. */
  publishedTime?: string;
  /** schema.org structured data (JSON-LD), one document per entry. */
  jsonLd?: Record<string, unknown>[];
}

/** Reads a prefetched query's data (undefined if it is not loaded). */
export type DataReader = (key: QueryKey) => unknown;

export interface PageRoute {
  path: string;
  /** File name under views/pages (without extension); the build's manifest is keyed by it. */
  page: string;
  load: PageLoader;
  meta: (params: PathParams, data: DataReader) => PageMeta;
}

const titled = (title: string) => `${title} | ${site.name}`;

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    page: 'HomePage',
    load: pageLoader(() => import('./pages/HomePage')),
    meta: () => ({ title: `${site.name} — ${site.tagline}` }),
  },
  {
    path: '/about',
    page: 'AboutPage',
    load: pageLoader(() => import('./pages/AboutPage')),
    meta: () => ({ title: titled('About') }),
  },
  {
    path: '/theology',
    page: 'TheologyPage',
    load: pageLoader(() => import('./pages/TheologyPage')),
    meta: () => ({ title: titled('Theology & A.I.') }),
  },
  {
    path: '/contact',
    page: 'ContactPage',
    load: pageLoader(() => import('./pages/ContactPage')),
    meta: () => ({ title: titled('Contact') }),
  },
  {
    path: '/books',
    page: 'BooksPage',
    load: pageLoader(() => import('./pages/BooksPage')),
    meta: () => ({ title: titled('Books') }),
  },
  {
    path: '/blog',
    page: 'BlogPage',
    load: pageLoader(() => import('./pages/BlogPage')),
    meta: () => ({ title: titled('Blog') }),
  },
  {
    path: '/blog/:slug',
    page: 'BlogPostPage',
    load: pageLoader(() => import('./pages/BlogPostPage')),
    meta: ({ slug }, data) => {
      const post = data(queryKeys.blogPost(slug)) as BlogPostDto | undefined;
      return post ? { title: titled(post.title), description: post.excerpt } : { title: titled('Post Not Found'), description: "The post you're looking for doesn't exist." };
    },
  },
  {
    path: '/ai-islam',
    page: 'EssaysPage',
    load: pageLoader(() => import('./pages/EssaysPage')),
    meta: () => ({ title: titled('A.I. & Islam') }),
  },
  {
    path: '/ai-islam/:slug',
    page: 'EssayPage',
    load: pageLoader(() => import('./pages/EssayPage')),
    meta: ({ slug }, data) => {
      const essay = data(queryKeys.essay(slug)) as EssayDto | undefined;
      return essay ? { title: titled(essay.title), description: essay.excerpt } : { title: titled('Essay Not Found'), description: "The essay you're looking for doesn't exist." };
    },
  },
  {
    path: '/legacy',
    page: 'LegacyPage',
    load: pageLoader(() => import('./pages/LegacyPage')),
    meta: () => ({ title: titled('Legacy Wall') }),
  },
  {
    path: '/resources',
    page: 'ResourcesPage',
    load: pageLoader(() => import('./pages/ResourcesPage')),
    meta: () => ({ title: titled('Resources') }),
  },
  ...adminRoutes,
];

export const notFoundRoute: PageRoute = {
  path: '*',
  page: 'NotFoundPage',
  load: pageLoader(() => import('./pages/NotFoundPage')),
  meta: () => ({ title: titled('Page Not Found') }),
};

/** A pathname without trailing slashes: the form routes match and canonical links use. */
export const normalisePathname = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function matchPageRoute(pathname: string): { route: PageRoute; params: PathParams } {
  const normalised = normalisePathname(pathname);
  for (const route of pageRoutes) {
    const params = matchPath(route.path, normalised);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}
