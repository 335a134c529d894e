// The web app manifest: how the site looks when saved to a home screen, from the owner's settings.
// The icons are served at these addresses: the owner's image made into each size, or the default
// files under static/images (src/middleware/serveSiteIcons.ts).
import type { SiteSettings } from '../../views/api/settings';
import { LIGHT_PAGE } from '../../views/style/accentTokens';
import { accentHead } from '../../views/style/accentCss';
import { SITE_ICONS } from '../services/siteIcons/iconSizes';
import { siteNameOf } from '../../views/lib/siteName';

export const buildManifest = ({ identity, design }: Pick<SiteSettings, 'identity' | 'design'>) =>
  JSON.stringify({
    id: '/',
    name: siteNameOf({ identity }),
    short_name: siteNameOf({ identity }),
    description: identity.blurb,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: LIGHT_PAGE.bg,
    theme_color: accentHead(design.accentColor).themeColor,
    icons: [
      { src: SITE_ICONS.png192.path, sizes: '192x192', type: 'image/png' },
      { src: SITE_ICONS.png512.path, sizes: '512x512', type: 'image/png' },
      // The default drawing also comes as SVG; the owner's image only as the PNGs made from it.
      ...(design.iconMediaId === null ? [{ src: '/images/icon.svg', sizes: 'any', type: 'image/svg+xml' }] : []),
    ],
  });
