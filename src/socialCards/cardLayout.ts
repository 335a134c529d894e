// The card's design, as the element tree satori lays out: the site's dark band, in the gradient
// the owner's accent gives every band of the site (views/style/accentTokens.ts), with its light
// text, the dark theme's link colour for the rule, and Inter (Noto Sans Arabic for Arabic
// script). A featured image fills the right-hand panel. Plain objects, no React: this runs on
// the card thread (./cardWorker.ts).
import { accentTokens } from '../../views/style/accentTokens';
import { toPresentationForms } from './arabicForms';
import { CARD_HEIGHT, CARD_WIDTH, type ItemCardFields, type SiteCardFields } from './cardAddress';

export type CardContent = { kind: 'item'; fields: ItemCardFields } | { kind: 'site'; fields: SiteCardFields };

/** What satori lays out: an element with a style and children. */
export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; width?: number; height?: number; children?: CardNode | CardNode[] };
}
type CardNode = CardElement | string;

/** The families the card thread loads (./cardWorker.ts): Inter's Latin file, then its Latin Extended one (ā, ṣ, ʿ of transliterations), then Arabic. */
export const FONT_FAMILY = 'Inter, "Inter Latin Extended", "Noto Sans Arabic"';

/** Combining marks Inter's files draw (found by drawing U+0300–036F with them). */
const MARKS_INTER_DRAWS = /[\u0300\u0301\u0303\u0304\u0308\u0309\u0323]/u;
const LATIN_COMBINING_MARK = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;

/**
 * Text as the card can draw it. A letter written with combining marks (e + U+0301, as macOS
 * writes them) is composed into one character where Unicode has one (é, which Inter has). satori
 * draws a letter's marks in the letter's font, so a mark Inter lacks would be a "NO GLYPH" box:
 * such a mark (x̂ has no composed form) is left out, as Arabic vowel marks are (./arabicForms.ts).
 */
export const drawableText = (text: string) => text.normalize('NFC').replace(LATIN_COMBINING_MARK, (mark) => (MARKS_INTER_DRAWS.test(mark) ? mark : ''));

interface CardColours {
  band: string;
  text: string;
  soft: string;
  /** Text in the accent's hue, readable on the band. */
  accentText: string;
  /** The rule and the image's edge: decoration, in the dark theme's link colour. */
  highlight: string;
}

/** The card's colours from the owner's accent: the same band, text and link tokens the pages draw. */
function coloursOf(accent: string): CardColours {
  const { dark } = accentTokens(accent);
  return {
    band: `linear-gradient(135deg, ${dark.bandFrom} 0%, ${dark.bandMid} 55%, ${dark.bandTo} 100%)`,
    text: dark.bandText,
    soft: dark.bandMuted,
    accentText: dark.bandLink,
    highlight: dark.link,
  };
}

/** The width of the featured image's panel, when there is one. */
export const IMAGE_PANEL_WIDTH = 420;
const PADDING = 72;
/** Shown titles stop here (with an ellipsis) whatever the line clamp does: the layout's work stays small. */
const MAX_TITLE_CHARACTERS = 180;

const el = (type: string, style: Record<string, string | number>, children?: CardNode | CardNode[]): CardElement => ({ type, props: { style, children } });

/** True when the text's first strong letter is written right to left (Arabic, Hebrew…). */
export const startsRightToLeft = (text: string) => /^[^\p{L}]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(text);

/** Longer titles get a smaller size and more lines: a short one fills the card, a long one still ends in an ellipsis. */
function titleSize(title: string, narrow: boolean): { fontSize: number; lines: number } {
  const length = [...title].length * (narrow ? 1.4 : 1);
  if (length <= 40) return { fontSize: 68, lines: 3 };
  if (length <= 80) return { fontSize: 56, lines: 4 };
  if (length <= 140) return { fontSize: 46, lines: 5 };
  return { fontSize: 40, lines: 6 };
}

/** The title on one line of spaces, cut at a word (or at MAX_TITLE_CHARACTERS in a very long word) with an ellipsis when longer. */
export function shortenTitle(title: string): string {
  const characters = [...title.replace(/\s+/g, ' ').trim()];
  if (characters.length <= MAX_TITLE_CHARACTERS) return characters.join('');
  const cut = characters.slice(0, MAX_TITLE_CHARACTERS - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > cut.length * 0.75 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const rule = (colours: CardColours) => el('div', { width: 88, height: 6, borderRadius: 3, background: colours.highlight });

function itemCard(fields: ItemCardFields, imageDataUrl: string | undefined): CardElement {
  const colours = coloursOf(fields.accent);
  const title = shortenTitle(drawableText(fields.title));
  const { fontSize, lines } = titleSize(title, Boolean(imageDataUrl));
  const rtl = startsRightToLeft(title);
  const text = el(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, flexShrink: 1, minWidth: 0, padding: PADDING },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [rule(colours), el('div', { fontSize: 28, fontWeight: 700, color: colours.accentText, letterSpacing: 1 }, toPresentationForms(fields.siteName))]),
      el(
        'div',
        {
          display: 'block',
          lineClamp: lines,
          fontSize,
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: -0.5,
          // A word longer than the line (an 85-letter place name, a title holding markup) breaks inside it rather than running off the card.
          wordBreak: 'break-word',
          color: colours.text,
          ...(rtl ? { direction: 'rtl', textAlign: 'right' } : {}),
        },
        toPresentationForms(title),
      ),
      el('div', { display: 'flex', gap: 28, fontSize: 28, color: colours.soft }, [
        el('div', {}, toPresentationForms(fields.date)),
        el('div', { color: colours.accentText }, '·'),
        el('div', {}, toPresentationForms(fields.readingTime)),
      ]),
    ],
  );
  const children: CardNode[] = [text];
  if (imageDataUrl) {
    children.push({
      type: 'img',
      props: { src: imageDataUrl, width: IMAGE_PANEL_WIDTH, height: CARD_HEIGHT, style: { width: IMAGE_PANEL_WIDTH, height: CARD_HEIGHT, flexShrink: 0, borderLeft: `6px solid ${colours.highlight}` } },
    });
  }
  return el('div', { display: 'flex', width: CARD_WIDTH, height: CARD_HEIGHT, background: colours.band, fontFamily: FONT_FAMILY }, children);
}

function siteCard(fields: SiteCardFields): CardElement {
  const colours = coloursOf(fields.accent);
  // The padding is on an inner box, as on the item card: satori adds a fixed-width box's padding to
  // its width, so padding on the 1200 px root let the tagline wrap past the right edge.
  const text = el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, flexShrink: 1, minWidth: 0, padding: 96, gap: 32 }, [
    rule(colours),
    el('div', { display: 'block', lineClamp: 2, fontSize: 88, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1, color: colours.text, wordBreak: 'break-word' }, drawableText(fields.name)),
    el('div', { display: 'block', lineClamp: 2, fontSize: 40, lineHeight: 1.3, color: colours.soft, wordBreak: 'break-word' }, drawableText(fields.tagline)),
    el('div', { display: 'block', lineClamp: 1, fontSize: 30, fontWeight: 700, color: colours.accentText }, fields.owner),
  ]);
  return el('div', { display: 'flex', width: CARD_WIDTH, height: CARD_HEIGHT, background: colours.band, fontFamily: FONT_FAMILY }, [text]);
}

/** The element tree of a card; `imageDataUrl` is the featured image, already cut to the panel's size. */
export const cardElement = (content: CardContent, imageDataUrl?: string): CardElement =>
  content.kind === 'item' ? itemCard(content.fields, imageDataUrl) : siteCard(content.fields);
