// Design tokens. Colours are CSS variables so a theme switch is one attribute on <html>: the
// status colours are set in globalCss.ts, the page's own colours and every accent use in
// accentCss.ts (derived from the owner's accent by accentTokens.ts). These constants name them for the components, which write no
// colour of their own (test/unit/colourLiterals.test.ts).

export const color = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  surfaceAlt: 'var(--c-surface-alt)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  border: 'var(--c-border)',
  /** Accent fills (buttons, chips, bars): onAccent reads on it. */
  accent: 'var(--c-accent)',
  accentHover: 'var(--c-accent-hover)',
  onAccent: 'var(--c-on-accent)',
  /** Accent text and icons on the page's backgrounds. */
  link: 'var(--c-link)',
  accentStrong: 'var(--c-accent-strong)',
  accentSoft: 'var(--c-accent-soft)',
  danger: 'var(--c-danger)',
  star: 'var(--c-star)',
  /** A given heart (the legacy wall). */
  heart: 'var(--c-heart)',
  heartSoft: 'var(--c-heart-soft)',
  heartBorder: 'var(--c-heart-border)',
  /** Difficulty badges: text on its soft background. */
  easy: 'var(--c-easy)',
  easySoft: 'var(--c-easy-soft)',
  medium: 'var(--c-medium)',
  mediumSoft: 'var(--c-medium-soft)',
  hard: 'var(--c-hard)',
  hardSoft: 'var(--c-hard-soft)',
  /** Keyboard focus outline; bands with a fixed dark background set a light one (darkBandCss). */
  focusRing: 'var(--c-focus-ring)',
} as const;

/** The dark bands (page heroes, the About band, panels, the footer): dark in both themes, tinted by the accent. */
export const band = {
  gradient: 'linear-gradient(135deg,var(--c-band-from) 0%,var(--c-band-mid) 55%,var(--c-band-to) 100%)',
  text: 'var(--c-band-text)',
  muted: 'var(--c-band-muted)',
  link: 'var(--c-band-link)',
  focusRing: 'var(--c-band-focus-ring)',
  /** The white button on a band: its text and its hover fill. */
  card: 'var(--c-band-text)',
  cardText: 'var(--c-on-band-card-text)',
  cardHover: 'var(--c-band-card-hover)',
  /** Thin lines and glassy fills of white on a band. */
  line: 'rgba(255,255,255,0.35)',
  strongLine: 'rgba(255,255,255,0.55)',
  glass: 'rgba(255,255,255,0.08)',
  glassHover: 'rgba(255,255,255,0.18)',
} as const;

export const monogram = {
  gradient: 'linear-gradient(135deg,var(--c-monogram-from) 0%,var(--c-monogram-mid) 60%,var(--c-monogram-to) 100%)',
  ring: 'var(--c-monogram-ring)',
  text: 'var(--c-band-text)',
  shadow: '0 18px 40px color-mix(in srgb,var(--c-monogram-from) 35%,transparent)',
} as const;

/** The legacy wall's six card colours, a sixth of a turn apart from the accent's hue. */
export const decorativePalette = [0, 1, 2, 3, 4, 5].map((i) => `var(--c-palette-${i})`);

/** The font stacks, as the variables the site-wide CSS sets on :root (globalCss.ts: each stack written once). */
export const font = {
  sans: 'var(--f-sans)',
  serif: 'var(--f-serif)',
  mono: 'var(--f-mono)',
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
  /** A book cover lifted off the page; a white button lifted off a band. */
  cover: '0 12px 30px rgba(15, 23, 42, 0.25)',
  onBand: '0 8px 24px rgba(0, 0, 0, 0.25)',
  /** Behind an open dialog. */
  backdrop: 'rgba(15, 23, 42, 0.6)',
} as const;

/** Height of the fixed header; pages offset their first section by it. */
export const headerHeight = '64px';
