// The owner's settings as pages show them. What every page shows (GET /api/settings): the server
// puts it in every page's dehydrated data, so the header, the footer and any page read it with no
// request of their own; the route table's titles read it from the same cache. A part of the About
// section or of the copy only one page shows (GET /api/settings/{part}): prefetched by the pages that render it
// (src/ssr/pageServer.ts), fetched by the browser when it opens such a page itself.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings, SettingsPart, SettingsParts } from '../api/settings';
import { siteNameOf } from '../lib/siteName';

export const settingsQuery = () => queryOptions<PublicSettings>({ queryKey: ['/api/settings'] });

export const settingsPartQuery = <Part extends SettingsPart>(part: Part) => queryOptions<SettingsParts[Part]>({ queryKey: ['/api/settings', part] });

/** The settings, from the page's data: always there, since the server puts them in every public page's (src/ssr/render.tsx). */
export const useSettings = (): PublicSettings => useQuery(settingsQuery()).data as PublicSettings;

/** A part of the settings: in the page's data when the server rendered the page, undefined while the browser fetches it after a navigation. */
export const useSettingsPart = <Part extends SettingsPart>(part: Part): SettingsParts[Part] | undefined => useQuery(settingsPartQuery(part)).data;

/** The settings a page's data holds, if any (an admin page opened in the browser may not hold them yet). */
export const settingsIn = (data: QueryClient): PublicSettings | undefined => data.getQueryData(settingsQuery().queryKey);

/** A page's document title: 'About | {site name}' (just the title before the settings are loaded). */
export function titleWithSiteName(title: string, data: QueryClient): string {
  const settings = settingsIn(data);
  return settings ? `${title} | ${siteNameOf(settings)}` : title;
}
