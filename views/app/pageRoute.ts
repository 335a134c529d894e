// What a page route is: its path, its file, how it loads and what it tells the head.
import type { QueryKey } from '@tanstack/react-query';
import type { PathParams } from '../lib/matchPath';
import type { PageLoader } from './pageLoader';

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
