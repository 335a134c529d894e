// Design tokens. Colours are CSS variables (set in globalCss.ts) so a theme switch is one
// attribute on <html>; these constants name them for the components.

export const color = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  surfaceAlt: 'var(--c-surface-alt)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  border: 'var(--c-border)',
  accent: 'var(--c-accent)',
  accentStrong: 'var(--c-accent-strong)',
  accentSoft: 'var(--c-accent-soft)',
  onAccent: 'var(--c-on-accent)',
  danger: 'var(--c-danger)',
  star: 'var(--c-star)',
  /** Keyboard focus outline; bands with a fixed dark background set a light one (darkBandCss). */
  focusRing: 'var(--c-focus-ring)',
} as const;

export const font = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const media = {
  sm: '@media (min-width: 640px)',
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
  raised: '0 10px 30px rgba(15, 23, 42, 0.14)',
} as const;

/** Height of the fixed header; pages offset their first section by it. */
export const headerHeight = '64px';
