// The queries the server prefetches for each page (by its file name in views/pages), from its
// path parameters and its query string. Server-only: the browser hydrates what was prefetched
// and never needs this table, so it stays out of the bundle.
import type { QueryKey } from '@tanstack/react-query';
import type { PathParams } from '../lib/matchPath';
import { blogFilterSpec } from '../lib/filterPosts';
import { essayFilterSpec } from '../lib/filterEssays';
import { readUrlFilters } from '../lib/urlFilters';
import { queryKeys } from '../data/queries';

type PageQueries = (params: PathParams, search: string) => QueryKey[];

export const pageQueries: Record<string, PageQueries> = {
  HomePage: () => [queryKeys.featuredPosts(), queryKeys.brainTeaser(), queryKeys.quote()],
  BooksPage: () => [queryKeys.books()],
  // List pages: only the first screen of matches for the filters in the address; the page fetches the rest when needed.
  BlogPage: (_, search) => [queryKeys.blogWindow(readUrlFilters(search, blogFilterSpec))],
  BlogPostPage: ({ slug }) => [queryKeys.blogPost(slug)],
  EssaysPage: (_, search) => [queryKeys.essayWindow(readUrlFilters(search, essayFilterSpec))],
  EssayPage: ({ slug }) => [queryKeys.essay(slug)],
  // Only Recent: the random order is drawn by the browser's own request, never hydrated.
  LegacyPage: () => [queryKeys.legacy('recent')],
  ResourcesPage: () => [queryKeys.resources()],
};
