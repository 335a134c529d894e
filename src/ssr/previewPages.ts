// The private preview addresses of unpublished items: /blog/preview/{token},
// /ai-islam/preview/{token} and /pages/preview/{token}. Each is answered by the public preview API (the token is checked
// there) and shown as the item's public page will look. Server only: the app never routes them.
import type { QueryKey } from '@tanstack/react-query';
import { blogPostQuery, essayQuery, pageQuery } from '../../views/data/queries';

export interface PreviewTarget {
  /** The preview's public API address (which checks the token). */
  apiUrl: string;
  /** The public page of the item with this slug. */
  pagePath: (slug: string) => string;
  /** The query that page reads its item from. */
  queryKey: (slug: string) => QueryKey;
}

const PREVIEW_PATH = /^\/(blog|ai-islam|pages)\/preview\/([^/]+)$/;

/** The preview at this path, or undefined when the path is not a preview address. */
export function previewAt(path: string): PreviewTarget | undefined {
  const match = PREVIEW_PATH.exec(path);
  if (!match) return undefined;
  const [, segment, token] = match;
  const apiUrl = `/api/${segment}/preview/${token}`;
  // A page lives at /{slug}; posts and essays under their list's address.
  if (segment === 'pages') return { apiUrl, pagePath: (slug) => `/${encodeURIComponent(slug)}`, queryKey: (slug) => pageQuery(slug).queryKey };
  const pagePath = (slug: string) => `/${segment}/${encodeURIComponent(slug)}`;
  return segment === 'blog'
    ? { apiUrl, pagePath, queryKey: (slug) => blogPostQuery(slug).queryKey }
    : { apiUrl, pagePath, queryKey: (slug) => essayQuery(slug).queryKey };
}
