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

// ':root' outranks the article body's own pre rule (an Emotion class and 'pre'), which keeps
// the dark look of code written before highlighting.
function paletteCss(variant: 'l' | 'd', colours: ThemeColours, scope: string): string {
  const rules = [`${scope} pre.code-block{background:${colours.background};color:${colours.foreground}}`];
  for (const colour of colours.tokens) rules.push(`${scope} .${colourClass(variant, colour)}{color:${colour}}`);
  return rules.join('');
}

const light = coloursOf(githubLight);
const dark = coloursOf(githubDark);

/** Light by default; the dark palette under the same conditions as the site's own (views/style/globalCss.ts). */
export const codeThemeCss =
  paletteCss('l', light, ':root') +
  `@media screen and (prefers-color-scheme:dark){${paletteCss('d', dark, ":root:not([data-theme='light'])")}}` +
  `@media screen{${paletteCss('d', dark, ":root[data-theme='dark']")}}`;
