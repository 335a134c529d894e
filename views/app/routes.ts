// The page table, shared by the server (match, render) and the browser (hydrate, navigate):
// each page once, with its address, file, audience, component and title. Each page is its own
// chunk. What only the server needs of a public page is in src/ssr/pageServer.ts, typed over
// PublicPageId so that a page missing there fails the type check. The admin pages' table
// (../admin/adminRoutes.ts) is a chunk of its own, loaded only when an /admin address is opened, so
// no public page carries a byte of it.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type PathParams } from '../lib/matchPath';
import { sectionEnabled } from '../lib/sections';
import { blogPostQuery, essayQuery, pageQuery } from '../data/queries';
import { settingsIn, titleWithSiteName } from '../data/settingsQuery';
import { siteNameOf } from '../lib/siteName';
import { pageLoader, type PageProps } from './pageLoader';
import type { AdminPageRoute, PageTitle, PublicPageRoute } from './pageRoute';

export type { Audience, PageTitle } from './pageRoute';

const titled =
  (title: string): PageTitle =>
  (_params, data) =>
    titleWithSiteName(title, data);

/** The home page's title: the site's name and tagline. */
const homeTitle: PageTitle = (_params, data) => {
  const settings = settingsIn(data);
  return settings ? `${siteNameOf(settings)} — ${settings.identity.tagline}` : 'Home';
};

const notFoundTitle = 'Page Not Found';

const page = <const Page extends string>(
  path: string,
  page: Page,
  title: PageTitle,
  load: () => Promise<{ default: ComponentType<PageProps> }>,
): PublicPageRoute<Page> => ({ path, page, audience: 'public', component: pageLoader(load, page), title });

const publicRoutes = [
  page('/', 'HomePage', homeTitle, () => import('../pages/HomePage')),
  page('/about', 'AboutPage', titled('About'), () => import('../pages/AboutPage')),
  page('/theology', 'TheologyPage', titled('Theology & A.I.'), () => import('../pages/TheologyPage')),
  page('/contact', 'ContactPage', titled('Contact'), () => import('../pages/ContactPage')),
  page('/books', 'BooksPage', titled('Books'), () => import('../pages/BooksPage')),
  page('/blog', 'BlogPage', titled('Blog'), () => import('../pages/BlogPage')),
  page(
    '/blog/:slug',
    'BlogPostPage',
    ({ slug }, data) => titleWithSiteName(data.getQueryData(blogPostQuery(slug).queryKey)?.title ?? 'Post Not Found', data),
    () => import('../pages/BlogPostPage'),
  ),
  page('/ai-islam', 'EssaysPage', titled('A.I. & Islam'), () => import('../pages/EssaysPage')),
  page(
    '/ai-islam/:slug',
    'EssayPage',
    ({ slug }, data) => titleWithSiteName(data.getQueryData(essayQuery(slug).queryKey)?.title ?? 'Essay Not Found', data),
    () => import('../pages/EssayPage'),
  ),
  page('/legacy', 'LegacyPage', titled('Legacy Wall'), () => import('../pages/LegacyPage')),
  page('/resources', 'ResourcesPage', titled('Resources'), () => import('../pages/ResourcesPage')),
  page('/search', 'SearchPage', titled('Search'), () => import('../pages/SearchPage')),
  // The owner's pages: after every other route has had its turn.
  page('/:slug', 'SitePage', ({ slug }, data) => titleWithSiteName(data.getQueryData(pageQuery(slug).queryKey)?.title ?? notFoundTitle, data), () => import('../pages/SitePage')),
];

export const notFoundRoute = page('*', 'NotFoundPage', titled(notFoundTitle), () => import('../pages/NotFoundPage'));

/** Every public page by its file name, the not-found page included. */
export type PublicPageId = (typeof publicRoutes)[number]['page'] | typeof notFoundRoute.page;

export type PageRoute = PublicPageRoute<PublicPageId> | AdminPageRoute;

/** The public pages (the not-found page apart). */
export const publicPageRoutes: PageRoute[] = publicRoutes;

/** A pathname without trailing slashes: the form routes match and canonical links use. */
export const normalisePathname = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

let adminRoutes: readonly AdminPageRoute[] | undefined;
let adminRoutesLoading: Promise<void> | undefined;

/** Loads the admin pages' table (once; a failed load may be tried again). */
export function loadAdminRoutes(): Promise<void> {
  adminRoutesLoading ??= import('../admin/adminRoutes').then(
    (module) => {
      adminRoutes = module.adminRoutes;
    },
    (error: unknown) => {
      adminRoutesLoading = undefined;
      throw error;
    },
  );
  return adminRoutesLoading;
}

/**
 * Stands for any admin page until the admin table has loaded (a navigation in the browser from
 * a public page): rendering it waits for the table, after which the address matches its page.
 */
const adminTableLoadingRoute: AdminPageRoute = {
  path: '/admin',
  page: 'AdminTable',
  audience: 'admin',
  component: pageLoader(() => loadAdminRoutes().then(() => ({ default: () => null }))),
  title: titled('Admin'),
  description: 'Site administration (admin key required).',
};

export function matchPageRoute(pathname: string): { route: PageRoute; params: PathParams } {
  const normalised = normalisePathname(pathname);
  const table: readonly PageRoute[] | undefined = isAdminPath(normalised) ? adminRoutes : publicRoutes;
  if (!table) return { route: adminTableLoadingRoute, params: {} };
  for (const route of table) {
    const params = matchPath(route.path, normalised);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

/**
 * The page this site shows at a path: a public page of a section the owner turned off is the
 * not-found page, on the server and in the browser alike. The settings come from the page's data;
 * a page whose data holds none yet (an admin page) is matched as it is.
 */
export function matchShownPageRoute(pathname: string, data: QueryClient): { route: PageRoute; params: PathParams } {
  const match = matchPageRoute(pathname);
  const settings = settingsIn(data);
  if (match.route.audience === 'public' && settings && !sectionEnabled(settings, normalisePathname(pathname))) return { route: notFoundRoute, params: {} };
  return match;
}

/** Matches a path once everything needed to match it is loaded (the admin table), and loads the page shown there. */
export async function loadPageRoute(pathname: string, data: QueryClient): Promise<{ route: PageRoute; params: PathParams }> {
  if (isAdminPath(normalisePathname(pathname))) await loadAdminRoutes();
  const match = matchShownPageRoute(pathname, data);
  await match.route.component.load();
  return match;
}
