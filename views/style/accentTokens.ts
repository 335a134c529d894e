// Every accent use, in the light and the dark theme, derived from the owner's one accent colour
// (design.accentColor), and the dark theme's page, tinted with the accent's hue. Readability is
// built in, not hoped for: each text colour is moved in lightness (OKLCH, keeping the accent's
// hue) until it meets WCAG AA against every background it is drawn on, and each band is darkened
// until its text meets AA on it. The pairs checked are listed in TOKEN_CONTRAST_PAIRS, which the
// property test walks over random accents.
// Pure and browser-safe: the server writes the result into the head (accentCss.ts), the admin's
// design screen previews it live.
import { clampChroma, converter, formatHex, modeLrgb, modeOklch, modeRgb, parse, useMode as registerMode, wcagContrast } from 'culori/fn';

// culori/fn holds only the colour spaces it is told of (registerMode is culori's useMode, no React hook).
registerMode(modeRgb);
registerMode(modeLrgb);
const toOklch = registerMode(modeOklch);
const toRgb = converter('rgb');

/** The light theme's page: a warm paper white whatever the accent. */
export const LIGHT_PAGE = {
  bg: '#fbfaf8',
  surface: '#ffffff',
  surfaceAlt: '#f3f1ee',
  text: '#1c1917',
  muted: '#57534e',
  border: '#e7e5e4',
} as const;

export const WHITE = '#ffffff';
/** Text on bands and code blocks, drawn in both themes. */
const CODE_TEXT = '#f5f5f4';

/** The tokens of one theme; each becomes a CSS custom property (accentCss.ts). */
export interface ThemeTokens {
  /** Button and chip fills; the owner's own colour in the light theme. */
  accent: string;
  /** Text on an accent fill (dark on a yellow accent, white on a deep one). */
  onAccent: string;
  /** A pressed or hovered fill: still readable under onAccent. */
  accentHover: string;
  /** Links and accent text on the page's backgrounds and on accentSoft. */
  link: string;
  /** Stronger accent text: hovered links, badges, the current page in the menu. */
  accentStrong: string;
  /** Soft accent backgrounds (badges, highlighted answers). */
  accentSoft: string;
  focusRing: string;
  /** The dark bands (page heroes, the About band, the newsletter panel, Hire Me): a gradient. */
  bandFrom: string;
  bandMid: string;
  bandTo: string;
  /** Body text and links on a band. */
  bandText: string;
  bandMuted: string;
  bandLink: string;
  bandFocusRing: string;
  /** The white button on a band ("Let's Work Together") writes this, on white and on its hover fill. */
  onBandCardText: string;
  bandCardHover: string;
  /** The home hero's background under its poster, and the overlay's tint (rgb triple). */
  heroBg: string;
  /** The footer, dark in both themes. */
  footerBg: string;
  footerText: string;
  codeBg: string;
  codeText: string;
  monogramFrom: string;
  monogramMid: string;
  monogramTo: string;
  monogramRing: string;
  /** The legacy wall's six card colours, one hue step apart. */
  palette0: string;
  palette1: string;
  palette2: string;
  palette3: string;
  palette4: string;
  palette5: string;
  /** The page itself: light paper in the light theme; in the dark theme a near-black in the accent's hue, beside the footer and bands. */
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  muted: string;
  border: string;
  /** The colour the home hero's background lines are drawn in (a CSS 'color' blend: its hue and saturation over their lightness). */
  heroLines: string;
}

export type TokenName = keyof ThemeTokens;

export interface AccentTokens {
  light: ThemeTokens;
  dark: ThemeTokens;
}

/** The text/background pairs the site draws, each with the ratio WCAG AA asks of it (3 for large text and UI parts). */
type Colour = TokenName | 'white';
const PAGE_BACKGROUND_NAMES = ['bg', 'surface', 'surfaceAlt'] as const;
export const TOKEN_CONTRAST_PAIRS: [text: Colour, background: Colour, ratio: number][] = [
  ...PAGE_BACKGROUND_NAMES.flatMap((background): [Colour, Colour, number][] => [
    ['text', background, 4.5],
    ['muted', background, 4.5],
  ]),
  ['onAccent', 'accent', 4.5],
  ['onAccent', 'accentHover', 4.5],
  ...([...PAGE_BACKGROUND_NAMES, 'accentSoft'] as const).flatMap((background): [Colour, Colour, number][] => [
    ['link', background, 4.5],
    ['accentStrong', background, 4.5],
    ['focusRing', background, 3],
  ]),
  ...(['bandFrom', 'bandMid', 'bandTo'] as const).flatMap((band): [Colour, Colour, number][] => [
    ['bandText', band, 4.5],
    ['bandMuted', band, 4.5],
    ['bandLink', band, 4.5],
    ['bandFocusRing', band, 3],
  ]),
  ['onBandCardText', 'white', 4.5],
  ['onBandCardText', 'bandCardHover', 4.5],
  ['bandText', 'heroBg', 4.5],
  ['footerText', 'footerBg', 4.5],
  ['bandLink', 'footerBg', 4.5],
  ['codeText', 'codeBg', 4.5],
  ['bandText', 'monogramFrom', 3],
  ['bandText', 'monogramMid', 3],
  ['bandText', 'monogramTo', 3],
  ...([0, 1, 2, 3, 4, 5] as const).map((i): [Colour, Colour, number] => [`palette${i}`, 'surface', 3]),
];

const STEP = 0.01;

function oklchOf(hex: string): { l: number; c: number; h: number } {
  const parsed = parse(hex);
  if (!parsed || !/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const colour = toOklch(parsed);
  return { l: colour.l, c: colour.c ?? 0, h: colour.h ?? 0 };
}

/** The colour at this lightness and chroma in the accent's hue, brought into sRGB by lowering chroma. */
function shade(l: number, c: number, h: number): string {
  return formatHex(toRgb(clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c, h }, 'oklch')));
}

const contrast = (a: string, b: string) => wcagContrast(a, b);

/**
 * The colour moved darker (or lighter) in lightness until it meets the ratio against every
 * background. Black meets 4.5:1 on any background that white fails, and white on any that
 * black fails, so the walk ends with the pure extreme at worst.
 */
function readableOn(colour: string, backgrounds: string[], ratio: number, direction: 'darker' | 'lighter'): string {
  const { l, c, h } = oklchOf(colour);
  const sign = direction === 'darker' ? -1 : 1;
  for (let step = 0; step * STEP <= 1; step++) {
    const candidate = shade(l + sign * step * STEP, c, h);
    if (backgrounds.every((background) => contrast(candidate, background) >= ratio)) return candidate;
  }
  return direction === 'darker' ? '#000000' : WHITE;
}

/** A band colour darkened until every text drawn on it meets the ratio. */
const bandUnder = (colour: string, texts: string[], ratio: number) => darkenUntil(colour, (candidate) => texts.every((text) => contrast(text, candidate) >= ratio));

function darkenUntil(colour: string, holds: (candidate: string) => boolean): string {
  const { l, c, h } = oklchOf(colour);
  for (let step = 0; step * STEP <= l + STEP; step++) {
    const candidate = shade(l - step * STEP, c, h);
    if (holds(candidate)) return candidate;
  }
  return '#000000';
}

/** Text on a fill: white where it reads, else a deep shade of the accent's hue, darkened as far as needed. */
function textOn(fills: string[], c: number, h: number): string {
  if (fills.every((fill) => contrast(WHITE, fill) >= 4.5)) return WHITE;
  return readableOn(shade(0.22, Math.min(c, 0.05), h), fills, 4.5, 'darker');
}

/** The tokens both themes share: the bands, footer, code blocks and monogram are dark in each. */
function darkSurfaces(l: number, c: number, h: number) {
  const bandMuted = shade(0.9, Math.min(c, 0.03), h);
  const bandLink = shade(0.9, Math.min(c, 0.06), h);
  const bandFocusRing = shade(0.85, Math.min(c, 0.1), h);
  const onBand = [WHITE, bandMuted, bandLink];
  const band = (bl: number, bc: number, bh: number) => bandUnder(shade(bl, Math.min(c, bc), bh), onBand, 4.5);
  const bandFrom = band(0.24, 0.1, h);
  const bandMid = band(0.31, 0.13, h);
  const bandTo = band(0.33, 0.13, h + 25);
  const bandCardHover = shade(0.93, Math.min(c, 0.05), h);
  const footerBg = band(0.17, 0.035, h);
  // A grey accent keeps a grey disc; any other gets a gradient turning from its hue.
  const discChroma = c < 0.02 ? c : Math.max(Math.min(c, 0.16), 0.08);
  const monogram = (ml: number, dh: number) => darkenUntil(shade(ml, discChroma, h + dh), (fill) => contrast(WHITE, fill) >= 4.5);
  return {
    bandFrom,
    bandMid,
    bandTo,
    bandText: WHITE,
    bandMuted,
    bandLink,
    bandFocusRing: readableOn(bandFocusRing, [bandFrom, bandMid, bandTo], 3, 'lighter'),
    onBandCardText: readableOn(bandMid, [WHITE, bandCardHover], 4.5, 'darker'),
    bandCardHover,
    heroBg: band(0.22, 0.08, h),
    footerBg,
    footerText: readableOn(shade(0.87, Math.min(c, 0.025), h), [footerBg], 4.5, 'lighter'),
    codeBg: bandUnder(shade(0.24, Math.min(c, 0.08), h), [CODE_TEXT], 4.5),
    codeText: CODE_TEXT,
    monogramFrom: monogram(Math.min(l, 0.35), 0),
    monogramMid: monogram(0.45, 35),
    monogramTo: monogram(0.52, 75),
    monogramRing: shade(0.86, Math.min(c, 0.07), h),
  };
}

/** Six hues a sixth of a turn apart from the accent's, each readable as a 3:1 mark on the surface. */
function palette(l: number, c: number, h: number, surface: string, direction: 'darker' | 'lighter') {
  const chroma = Math.max(c, 0.12);
  const [p0, p1, p2, p3, p4, p5] = [0, 1, 2, 3, 4, 5].map((i) => readableOn(shade(l, chroma, h + i * 60), [surface], 3, direction));
  return { palette0: p0, palette1: p1, palette2: p2, palette3: p3, palette4: p4, palette5: p5 };
}

/** The dark theme's page in the accent's hue, as dark and as faintly tinted as the site's first (violet) one. */
function darkPage(c: number, h: number) {
  const bg = shade(0.174, Math.min(c, 0.0165), h);
  const surface = shade(0.215, Math.min(c, 0.0215), h);
  const surfaceAlt = shade(0.258, Math.min(c, 0.0224), h);
  const backgrounds = [bg, surface, surfaceAlt];
  return {
    bg,
    surface,
    surfaceAlt,
    text: readableOn(shade(0.963, Math.min(c, 0.0067), h), backgrounds, 4.5, 'lighter'),
    muted: readableOn(shade(0.769, Math.min(c, 0.027), h), backgrounds, 4.5, 'lighter'),
    border: shade(0.337, Math.min(c, 0.026), h),
  };
}

function lightTokens(accent: string, l: number, c: number, h: number): ThemeTokens {
  const page = LIGHT_PAGE;
  const accentSoft = shade(0.955, Math.min(c, 0.035), h);
  const onAccent = textOn([accent], c, h);
  // The hover fill moves away from the text: darker under white, lighter under dark text.
  const hoverStart = shade(l + (onAccent === WHITE ? -0.07 : 0.06), c, h);
  const accentHover = contrast(onAccent, hoverStart) >= 4.5 ? hoverStart : accent;
  const textBackgrounds = [page.bg, page.surface, page.surfaceAlt, accentSoft];
  const link = readableOn(accent, textBackgrounds, 4.5, 'darker');
  return {
    accent,
    onAccent,
    accentHover,
    link,
    accentStrong: readableOn(shade(oklchOf(link).l - 0.06, c, h), textBackgrounds, 4.5, 'darker'),
    accentSoft,
    focusRing: link,
    ...darkSurfaces(l, c, h),
    ...palette(Math.min(Math.max(l, 0.4), 0.55), c, h, page.surface, 'darker'),
    ...page,
    heroLines: accent,
  };
}

function darkTokens(accent: string, l: number, c: number, h: number, light: ThemeTokens): ThemeTokens {
  const page = darkPage(c, h);
  const accentSoft = shade(0.3, Math.min(c, 0.07), h);
  // On a dark page a deep accent is lifted until it stands out as a fill and reads as text.
  const fill = readableOn(accent, [page.bg, page.surface, page.surfaceAlt], 4.5, 'lighter');
  const onAccent = textOn([fill], c, h);
  const hoverStart = shade(oklchOf(fill).l + (onAccent === WHITE ? -0.06 : 0.06), c, h);
  const accentHover = contrast(onAccent, hoverStart) >= 4.5 ? hoverStart : fill;
  const textBackgrounds = [page.bg, page.surface, page.surfaceAlt, accentSoft];
  const link = readableOn(fill, textBackgrounds, 4.5, 'lighter');
  return {
    ...light,
    accent: fill,
    onAccent,
    accentHover,
    link,
    accentStrong: readableOn(shade(oklchOf(link).l + 0.06, c, h), textBackgrounds, 4.5, 'lighter'),
    accentSoft,
    focusRing: link,
    ...palette(Math.max(Math.min(l, 0.8), 0.7), c, h, page.surface, 'lighter'),
    ...page,
  };
}

/** Every accent token of both themes, from one '#rrggbb' accent. */
export function accentTokens(accentColor: string): AccentTokens {
  const accent = accentColor.toLowerCase();
  const { l, c, h } = oklchOf(accent);
  const light = lightTokens(accent, l, c, h);
  return { light, dark: darkTokens(accent, l, c, h, light) };
}

/** The WCAG contrast ratio of two colours (the admin's preview shows it). */
export const contrastRatio = contrast;

/** A token's colour, or white. */
export const colourOf = (theme: ThemeTokens, name: Colour): string => (name === 'white' ? WHITE : theme[name]);
