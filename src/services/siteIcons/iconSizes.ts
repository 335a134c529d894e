// The site's icons: where each is served and its size. The head (src/ssr/document.ts) and the web
// app manifest (src/feeds/manifest.ts) link these addresses; static/ holds the default drawing's
// files at the same addresses, and the owner's image replaces them (./makeSiteIcons.ts).
export const SITE_ICONS = {
  png16: { path: '/images/icon-16.png', size: 16 },
  png32: { path: '/images/icon-32.png', size: 32 },
  appleTouch: { path: '/images/apple-touch-icon.png', size: 180 },
  png192: { path: '/images/icon-192.png', size: 192 },
  png512: { path: '/images/icon-512.png', size: 512 },
} as const;

export type SiteIconName = keyof typeof SITE_ICONS;

/** favicon.ico holds these sizes, as PNGs. */
export const FAVICON = { path: '/favicon.ico', sizes: [16, 32, 48] } as const;

/** Every icon address, for the middleware's one look-up. */
export const SITE_ICON_PATHS: ReadonlySet<string> = new Set([FAVICON.path, ...Object.values(SITE_ICONS).map((icon) => icon.path)]);
