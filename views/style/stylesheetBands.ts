// The band colours only the stylesheets sent in the head use (the footer, code blocks, the home
// hero: globalCss.ts, articleCss.ts, the home page's stylesheet), apart from theme.ts so that no
// page's script carries them.
export const stylesheetBand = {
  heroBg: 'var(--c-hero-bg)',
  /** The colour the hero's poster and video are repainted in (homeStylesheet.ts). */
  heroLines: 'var(--c-hero-lines)',
  /** The hero poster's veil: the hero's own colour, see-through. */
  heroVeil: 'linear-gradient(color-mix(in srgb,var(--c-hero-bg) 78%,transparent),color-mix(in srgb,var(--c-hero-bg) 66%,transparent) 45%,color-mix(in srgb,var(--c-hero-bg) 90%,transparent))',
  textShadow: '0 2px 24px rgba(0,0,0,0.35)',
  footerBg: 'var(--c-footer-bg)',
  footerText: 'var(--c-footer-text)',
  codeBg: 'var(--c-code-bg)',
  codeText: 'var(--c-code-text)',
} as const;
