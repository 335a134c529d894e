// The page's status colours in each theme (danger, stars, hearts, difficulty), which no accent
// changes: custom properties that globalCss.ts (light) and accentCss.ts (dark, in the accent's
// dark rules) set on :root, and the admin's design preview on a panel. The page's own background,
// text and border come with the accent (accentTokens.ts), as the dark theme's are tinted with its
// hue. Every colour here keeps at least 4.5:1 on the
// backgrounds it is drawn on (the accessibility suite checks each page in both themes).
export type Palette = Record<`--c-${string}`, string>;

export const pagePalettes: Record<'light' | 'dark', Palette> = {
  light: {
    '--c-danger': '#b91c1c',
    '--c-star': '#b45309',
    '--c-heart': '#be123c',
    '--c-heart-soft': '#fff1f2',
    '--c-heart-border': '#fda4af',
    '--c-easy': '#166534',
    '--c-easy-soft': '#dcfce7',
    '--c-medium': '#92400e',
    '--c-medium-soft': '#fef3c7',
    '--c-hard': '#991b1b',
    '--c-hard-soft': '#fee2e2',
  },
  dark: {
    '--c-danger': '#fca5a5',
    '--c-star': '#fbbf24',
    '--c-heart': '#fda4af',
    '--c-heart-soft': '#3b1620',
    '--c-heart-border': '#9f1239',
    '--c-easy': '#bbf7d0',
    '--c-easy-soft': '#14351f',
    '--c-medium': '#fde68a',
    '--c-medium-soft': '#3a2a0c',
    '--c-hard': '#fecaca',
    '--c-hard-soft': '#3f1414',
  },
};

export const paletteDeclarations = (palette: Record<`--${string}`, string>) =>
  Object.entries(palette)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
