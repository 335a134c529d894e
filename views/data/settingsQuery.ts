// The owner's settings as every page shows them (GET /api/settings): the server puts them in
// every page's dehydrated data, so the header, the footer and any page read them with no request
// of their own. The route table's titles read them from the same cache.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../api/settings';
import { siteNameOf } from '../lib/siteName';

export const settingsQuery = () => queryOptions<PublicSettings>({ queryKey: ['/api/settings'] });

/** The settings, from the page's data: always there, since the server puts them in every public page's (src/ssr/render.tsx). */
export const useSettings = (): PublicSettings => useQuery(settingsQuery()).data as PublicSettings;

/** The settings a page's data holds, if any (an admin page opened in the browser may not hold them yet). */
export const settingsIn = (data: QueryClient): PublicSettings | undefined => data.getQueryData(settingsQuery().queryKey);

/** A page's document title: 'About | {site name}' (just the title before the settings are loaded). */
export function titleWithSiteName(title: string, data: QueryClient): string {
  const settings = settingsIn(data);
  return settings ? `${title} | ${siteNameOf(settings)}` : title;
}
