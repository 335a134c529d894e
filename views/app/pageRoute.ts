// What a page route is: its address, its file, who it is for, how it loads and its title. The
// route table ships in every page's script, so what only the server needs of a public page (its
// prefetch, description and discovery tags) is declared in src/ssr/pageServer.ts, over the same
// page names.
import type { QueryClient } from '@tanstack/react-query';
import type { PathParams } from '../lib/matchPath';
import type { PageLoader } from './pageLoader';

/** Admin pages are kept out of search results and the sitemap, and prefetch nothing. */
export type Audience = 'public' | 'admin';

/** The document title, from the path's parameters and the page's data (when it is loaded). */
export type PageTitle = (params: PathParams, data: QueryClient) => string;

interface PageRouteOf<Page extends string> {
  path: string;
  /** File name under views/pages (without extension); the build's manifest is keyed by it. */
  page: Page;
  component: PageLoader;
  title: PageTitle;
}

export interface PublicPageRoute<Page extends string = string> extends PageRouteOf<Page> {
  audience: 'public';
}

export interface AdminPageRoute extends PageRouteOf<string> {
  audience: 'admin';
  /** An admin page's description is fixed: it has no data on the server. */
  description: string;
}
