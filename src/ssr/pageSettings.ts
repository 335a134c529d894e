// The settings in a page's data: the renderer puts them in every page's (src/ssr/render.tsx), so
// the head, the description and the structured data read the same settings as the page itself.
import type { QueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '../../views/api/settings';
import { settingsIn } from '../../views/data/settingsQuery';

export function pageSettings(data: QueryClient): PublicSettings {
  const settings = settingsIn(data);
  if (!settings) throw new Error('The page was rendered without the settings in its data');
  return settings;
}
