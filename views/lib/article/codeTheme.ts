// The stylesheet of highlighted code: one class per colour of each theme (hl-l-… light,
// hl-d-… dark), made from the theme files themselves, so it covers every article ever saved
// whatever its tokens, and no style attribute is needed. Server only: the head carries it.
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';
import type { ThemeRegistration } from 'shiki/core';

/** The class of a token colour: 'hl-l-cf222e' for '#CF222E' in the light theme. */
export const colourClass = (variant: 'l' | 'd', colour: string) => `hl-${variant}-${colour.replace('#', '').toLowerCase()}`;

interface ThemeColours {
  background: string;
  foreground: string;
  tokens: Set<string>;
}

function coloursOf(theme: ThemeRegistration): ThemeColours {
  const foreground = theme.colors?.['editor.foreground'] ?? theme.fg ?? '#000000';
  const tokens = new Set<string>([foreground.toLowerCase()]);
  for (const rule of theme.tokenColors ?? theme.settings ?? []) {
    const colour = rule.settings?.foreground;
    if (colour && /^#[0-9a-f]{3,8}$/i.test(colour)) tokens.add(colour.toLowerCase());
  }
  return { background: theme.colors?.['editor.background'] ?? theme.bg ?? '#ffffff', foreground, tokens };
}

// Each colour class sets its theme's custom property (--hl-l, --hl-d) and nothing else; an element
// with a class of the theme shown takes that property as its colour. So each colour is written
// once, not once more per way the dark theme is chosen (#48: this is in every page's head).
// ':root' outranks the article body's own pre rule (an Emotion class and 'pre'), which keeps
// the dark look of code written before highlighting.
const classRules = (variant: 'l' | 'd', colours: ThemeColours) =>
  [...colours.tokens].map((colour) => `.${colourClass(variant, colour)}{--hl-${variant}:${colour}}`).join('');

const shown = (variant: 'l' | 'd', colours: ThemeColours, scope: string) =>
  `${scope} pre.code-block{background:${colours.background};color:${colours.foreground}}${scope} [class*=hl-${variant}-]{color:var(--hl-${variant})}`;

const light = coloursOf(githubLight);
const dark = coloursOf(githubDark);

/** Light by default; the dark palette under the same conditions as the site's own (views/style/globalCss.ts). */
export const codeThemeCss =
  classRules('l', light) +
  classRules('d', dark) +
  shown('l', light, ':root') +
  `@media screen and (prefers-color-scheme:dark){${shown('d', dark, ":root:not([data-theme='light'])")}}` +
  `@media screen{${shown('d', dark, ":root[data-theme='dark']")}}`;
