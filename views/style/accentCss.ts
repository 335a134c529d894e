// The accent's tokens as CSS custom properties, written into every page's head after the
// site-wide CSS (src/ssr/document.ts): one rule per theme, the dark ones with the page's dark
// palette (the light one is in globalCss.ts), so the theme switch moves the accent and the page
// together. Memoised by accent: the settings change rarely and every page asks.
import { accentTokens, type ThemeTokens, type TokenName } from './accentTokens';
import { paletteDeclarations, pagePalettes } from './pagePalette';

/** '--c-on-accent' for 'onAccent', '--c-palette-0' for 'palette0'. */
export const tokenProperty = (name: TokenName) => `--c-${name.replace(/[A-Z]|\d/g, (ch) => `-${ch.toLowerCase()}`)}`;

/** A theme's tokens as custom properties (the admin's preview sets them on a panel). */
export const tokenProperties = (tokens: ThemeTokens): Record<string, string> =>
  Object.fromEntries(Object.entries(tokens).map(([name, value]) => [tokenProperty(name as TokenName), value]));

function declarations(tokens: ThemeTokens, only?: (name: TokenName, value: string) => boolean): string {
  return Object.entries(tokens)
    .filter(([name, value]) => !only || only(name as TokenName, value))
    .map(([name, value]) => `${tokenProperty(name as TokenName)}:${value}`)
    .join(';');
}

function build(accentColor: string): string {
  const { light, dark } = accentTokens(accentColor);
  // The dark theme repeats only what differs from the light one (the bands are dark in both),
  // with the page's dark palette (pagePalette.ts), so each way dark is chosen is one rule.
  const darkOnly = `${declarations(dark, (name, value) => light[name] !== value)};${paletteDeclarations(pagePalettes.dark)}color-scheme:dark`;
  return `:root{${declarations(light)}}@media screen and (prefers-color-scheme:dark){:root:not([data-theme='light']){${darkOnly}}}@media screen{:root[data-theme='dark']{${darkOnly}}}`;
}

/** What the head writes for an accent: its custom properties, and the browser's bar colour (the bands' deep shade). */
export interface AccentHead {
  css: string;
  themeColor: string;
}

const built = new Map<string, AccentHead>();
const KEPT = 16;

/** The head's accent parts for '#rrggbb', built once per accent. */
export function accentHead(accentColor: string): AccentHead {
  const key = accentColor.toLowerCase();
  let head = built.get(key);
  if (head === undefined) {
    head = { css: build(key), themeColor: accentTokens(key).light.bandMid };
    if (built.size >= KEPT) built.delete(built.keys().next().value as string);
    built.set(key, head);
  }
  return head;
}

export const accentCss = (accentColor: string) => accentHead(accentColor).css;
