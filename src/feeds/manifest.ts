// The web app manifest: how the site looks when saved to a home screen. The icons are files under static/images.
import type { IdentitySettings } from '../../views/api/settings';

export const buildManifest = (site: IdentitySettings) =>
  JSON.stringify({
    id: '/',
    name: site.name,
    short_name: site.name,
    description: site.blurb,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf8', // the page background (--c-bg)
    theme_color: '#312e81',
    icons: [
      { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/images/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  });
