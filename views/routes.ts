// The page route table, shared by the server (match, prefetch, render) and the browser
// (hydrate, navigate). Each page is its own chunk; `page` names its file in views/pages,
// which the server uses to preload that chunk.
import type { QueryKey } from '@tanstack/react-query';
import { matchPath, type PathParams } from '../src/lib/matchPath';
import { pageLoader, type PageLoader } from './pageLoader';
import { queryKeys } from './queries';
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
    path: '/books',
    page: 'BooksPage',
    load: pageLoader(() => import('./pages/BooksPage')),
    queries: () => [queryKeys.books()],
    meta: () => ({ title: titled('Books'), description: `Books by ${site.name} and recommended reading on artificial intelligence.` }),
  },
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
