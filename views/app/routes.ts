// The page route table, shared by the server (match, render) and the browser (hydrate,
// navigate). Each page is its own chunk; `page` names its file in views/pages, which the server
// uses to preload that chunk. What the server prefetches for a page is in pageQueries.ts, which
// only the server loads.
import { matchPath, type PathParams } from '../lib/matchPath';
import type { BlogPostDto, EssayDto } from '../api/types';
import { pageLoader } from './pageLoader';
import type { PageRoute } from './pageRoute';

export type { DataReader, PageMeta, PageRoute } from './pageRoute';
import { queryKeys } from '../data/queries';
import { adminRoutes } from './adminRoutes';
import { site } from '../content/siteConfig';

const titled = (title: string) => `${title} | ${site.name}`;

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    page: 'HomePage',
    load: pageLoader(() => import('../pages/HomePage')),
    meta: () => ({ title: `${site.name} — ${site.tagline}` }),
  },
  {
    path: '/about',
    page: 'AboutPage',
    load: pageLoader(() => import('../pages/AboutPage')),
    meta: () => ({ title: titled('About') }),
  },
  {
    path: '/theology',
    page: 'TheologyPage',
    load: pageLoader(() => import('../pages/TheologyPage')),
    meta: () => ({ title: titled('Theology & A.I.') }),
  },
  {
    path: '/contact',
    page: 'ContactPage',
    load: pageLoader(() => import('../pages/ContactPage')),
    meta: () => ({ title: titled('Contact') }),
  },
  {
    path: '/books',
    page: 'BooksPage',
    load: pageLoader(() => import('../pages/BooksPage')),
    meta: () => ({ title: titled('Books') }),
  },
  {
    path: '/blog',
    page: 'BlogPage',
    load: pageLoader(() => import('../pages/BlogPage')),
    meta: () => ({ title: titled('Blog') }),
  },
  {
    path: '/blog/:slug',
    page: 'BlogPostPage',
    load: pageLoader(() => import('../pages/BlogPostPage')),
    meta: ({ slug }, data) => {
      const post = data(queryKeys.blogPost(slug)) as BlogPostDto | undefined;
      return post ? { title: titled(post.title), description: post.excerpt } : { title: titled('Post Not Found'), description: "The post you're looking for doesn't exist." };
    },
  },
  {
    path: '/ai-islam',
    page: 'EssaysPage',
    load: pageLoader(() => import('../pages/EssaysPage')),
    meta: () => ({ title: titled('A.I. & Islam') }),
  },
  {
    path: '/ai-islam/:slug',
    page: 'EssayPage',
    load: pageLoader(() => import('../pages/EssayPage')),
    meta: ({ slug }, data) => {
      const essay = data(queryKeys.essay(slug)) as EssayDto | undefined;
      return essay ? { title: titled(essay.title), description: essay.excerpt } : { title: titled('Essay Not Found'), description: "The essay you're looking for doesn't exist." };
    },
  },
  {
    path: '/legacy',
    page: 'LegacyPage',
    load: pageLoader(() => import('../pages/LegacyPage')),
    meta: () => ({ title: titled('Legacy Wall') }),
  },
  {
    path: '/resources',
    page: 'ResourcesPage',
    load: pageLoader(() => import('../pages/ResourcesPage')),
    meta: () => ({ title: titled('Resources') }),
  },
  ...adminRoutes,
];

export const notFoundRoute: PageRoute = {
  path: '*',
  page: 'NotFoundPage',
  load: pageLoader(() => import('../pages/NotFoundPage')),
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
