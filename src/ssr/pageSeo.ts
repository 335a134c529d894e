// A page's head, derived from the route table (views/app/routes.ts) and, for a public page, its
// server part (./pageServer.ts): the title, the description, and what the page tells search
// engines and link previews. Also the queries the server prefetches for a page.
import type { QueryClient } from '@tanstack/react-query';
import type { PageRoute } from '../../views/app/routes';
import type { PathParams } from '../../views/lib/matchPath';
import { pageServer, type Discovery, type PageQuery } from './pageServer';

export interface PageHead extends Discovery {
  title: string;
  description: string;
}

interface PageRequest {
  params: PathParams;
  /** The prefetched data. */
  data: QueryClient;
  siteUrl: string;
  /** The page's canonical path. */
  path: string;
}

/** What the server prefetches for a page: its own queries. Admin pages prefetch nothing (their data loads once the key is entered). */
export const pageQueries = (route: PageRoute, params: PathParams, search: string): PageQuery[] =>
  route.audience === 'admin' ? [] : pageServer[route.page].queries(params, search);

export function pageHead(route: PageRoute, request: PageRequest): PageHead {
  const title = route.title(request.params, request.data);
  if (route.audience === 'admin') return { title, description: route.description };
  const server = pageServer[route.page];
  const description = typeof server.description === 'string' ? server.description : server.description(request.params, request.data);
  return { title, description, ...server.discovery({ ...request, title, description }) };
}
