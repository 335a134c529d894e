// The page's own colours in each theme (everything but the accent's, which accentCss.ts writes):
// custom properties that globalCss.ts (light) and accentCss.ts (dark) set on :root, and the
// admin's design preview on a panel.
// Every text colour keeps at least 4.5:1 on bg, surface and surface-alt (the accessibility suite
// checks each page in both themes).
import { PAGE_BACKGROUNDS } from './accentTokens';

export type Palette = Record<`--c-${string}`, string>;

const light = PAGE_BACKGROUNDS.light;
const dark = PAGE_BACKGROUNDS.dark;

export const pagePalettes: Record<'light' | 'dark', Palette> = {
  light: {
    '--c-bg': light.bg,
    '--c-surface': light.surface,
    '--c-surface-alt': light.surfaceAlt,
    '--c-text': '#1c1917',
    '--c-muted': '#57534e',
    '--c-border': '#e7e5e4',
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
    '--c-bg': dark.bg,
    '--c-surface': dark.surface,
    '--c-surface-alt': dark.surfaceAlt,
    '--c-text': '#f3f2f7',
    '--c-muted': '#b4b1c4',
    '--c-border': '#373544',
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
