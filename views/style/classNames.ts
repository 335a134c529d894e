// Class names that site-wide CSS (sent in the head, never in a script) styles and components
// put on their elements: the one place both read them from.

/** An article's body: posts, essays, and the admin's live preview of them (articleCss.ts). */
export const ARTICLE_PROSE_CLASS = 'article-prose';

/** Every inline icon (views/components/icons.tsx): its stroke and fill (globalCss.ts). */
export const ICON_CLASS = 'icon';

/** The page chrome on every page: the frame, header, footer and toast region (chromeCss.ts). */
export const chrome = {
  frame: 'site-frame',
  main: 'site-main',
  skipLink: 'skip-link',
  toasts: 'toast-region',
  header: 'site-header',
  bar: 'site-bar',
  brand: 'site-brand',
  desktopNav: 'site-nav',
  navList: 'nav-list',
  iconButton: 'icon-button',
  menuToggle: 'menu-toggle',
  searchButton: 'search-button',
  mobileMenu: 'mobile-menu',
  footer: 'site-footer',
  footerGrid: 'footer-grid',
  footerSocial: 'footer-social',
  footerLinks: 'footer-links',
  footerEmail: 'footer-email',
  footerHours: 'footer-hours',
  footerBottom: 'footer-bottom',
} as const;
