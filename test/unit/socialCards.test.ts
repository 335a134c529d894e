// Social cards: the address (a key over what the card shows), the Arabic presentation forms, and
// the bounded renderer on its built thread (dist/cardWorker.js: `npm test` builds first), checked
// on real PNGs decoded with sharp.
import { defaultSettings } from '../../views/content/defaultSettings';
import { accentTokens } from '../../views/style/accentTokens';
import { expect } from 'chai';
import sharp from 'sharp';
import { toPresentationForms } from '../../src/socialCards/arabicForms';
import {
  blogPostCardFields,
  blogPostCardPath,
  cardImageOf,
  essayCardFields,
  essayCardPath,
  type ItemCardFields,
  itemCardKey,
  parseCardPath,
  siteCardFields,
  siteCardPath,
} from '../../src/socialCards/cardAddress';
import type { CardContent } from '../../src/socialCards/cardLayout';
import { shortenTitle } from '../../src/socialCards/cardLayout';
import { CARD_RENDERS_WAITING, CardQueueFullError, CardRenderError, cardThreadStats, renderCardPng, stopCardThread } from '../../src/socialCards/renderCard';

/** A real place name (WordPress's theme unit test data): 85 letters, no space to break at. */
const PLACE_NAME = 'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu';
const HTML_TITLE = '<img/src=x/onerror=alert(document.cookie)><script>alert(String.fromCharCode(88,83,83))</script>';
const SETTINGS = defaultSettings;

/** What a card's pixels show: its size, its dark and light shares, and where the light text is in the title and footer bands. */
async function cardPixels(png: Buffer) {
  const { format, width = 0, height = 0 } = await sharp(png).metadata();
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * width + x) * 3 + c]);
  const luminance = (x: number, y: number) => {
    const [r, g, b] = at(x, y);
    return 0.299 * r + 0.587 * g + 0.114 * b;
  };
  const band = (top: number, bottom: number) => {
    let light = 0;
    let left = width;
    let right = -1;
    for (let y = top; y < bottom; y++) {
      for (let x = 0; x < width; x++) {
        if (luminance(x, y) <= 200) continue;
        light++;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
    return { lightShare: light / ((bottom - top) * width), left, right };
  };
  let dark = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (luminance(x, y) < 80) dark++;
  const panel = [0, 0, 0];
  for (let y = 100; y < 500; y += 10) {
    for (let x = 900; x < 1150; x += 10) {
      for (const [c, value] of at(x, y).entries()) panel[c] += value / (40 * 25);
    }
  }
  return {
    format,
    width,
    height,
    cornerColour: at(1, 1),
    darkShare: dark / (width * height),
    lightShare: band(0, height).lightShare,
    /** Where light pixels (text) reach, over the whole card. */
    all: band(0, height),
    title: band(150, 470),
    footer: band(500, 600),
    panelColour: panel.map(Math.round),
  };
}

const post = { id: 7, title: 'How Minds Learn', publishedAt: '2026-03-14T09:30:00.000Z', readTime: 7, featuredImage: null };
const essay = { id: 3, title: 'Adab for Algorithms', publishedAt: '2026-03-14T09:30:00.000Z', readingTime: '9 min read' };
const LONG_TITLE = `${'Why the machines that learn from us keep learning the wrong lessons, '.repeat(5)}`.slice(0, 300);
const ARABIC_TITLE = 'الذكاء الاصطناعي ومقاصد الشريعة: قراءة في الأخلاق والمسؤولية';

describe('src/socialCards/cardAddress: a card is named by what it shows', () => {
  it('answers /cards/<area>/<id>-<16 hex>.png, the same for the same fields', () => {
    expect(blogPostCardPath(post, SETTINGS)).to.match(/^\/cards\/blog\/7-[0-9a-f]{16}\.png$/);
    expect(essayCardPath(essay, SETTINGS)).to.match(/^\/cards\/essays\/3-[0-9a-f]{16}\.png$/);
    expect(blogPostCardPath({ ...post }, SETTINGS)).to.equal(blogPostCardPath(post, SETTINGS));
    expect(siteCardPath(siteCardFields(defaultSettings))).to.match(/^\/cards\/site-[0-9a-f]{16}\.png$/);
  });

  it('shows the dates and reading times as the pages do', () => {
    expect(blogPostCardFields(post, SETTINGS)).to.include({ date: 'March 14, 2026', readingTime: '7 min read', image: null });
    expect(essayCardFields(essay, SETTINGS)).to.include({ date: '14 March 2026', readingTime: '9 min read', image: null });
    expect(blogPostCardFields({ ...post, publishedAt: new Date(post.publishedAt) }, SETTINGS)).to.deep.equal(blogPostCardFields(post, SETTINGS));
  });

  it('gets a new key when any shown field changes, and only then', () => {
    const fields = blogPostCardFields({ ...post, featuredImage: '/images/blog/photo.jpg' }, SETTINGS);
    const key = itemCardKey(fields);
    const changes: Partial<ItemCardFields>[] = [{ title: 'How Minds Learn!' }, { siteName: 'Someone Else' }, { date: 'March 15, 2026' }, { readingTime: '8 min read' }, { image: null }];
    for (const change of changes) expect(itemCardKey({ ...fields, ...change }), JSON.stringify(change)).to.not.equal(key);
    // The time of day is not shown, so it does not change the card.
    expect(blogPostCardPath({ ...post, publishedAt: '2026-03-14T18:00:00.000Z' }, SETTINGS)).to.equal(blogPostCardPath(post, SETTINGS));
  });

  it('shows raster images of this site only', () => {
    expect(cardImageOf('/media/0123456789abcdef0123456789abcdef-1600x900.jpg')).to.equal('/media/0123456789abcdef0123456789abcdef-1600x900.jpg');
    expect(cardImageOf('/images/blog/photo.webp')).to.equal('/images/blog/photo.webp');
    for (const skipped of ['/images/blog/the-quiet-automation-of-judgment.svg', 'https://example.com/a.jpg', '//example.com/a.jpg', '/images/../../etc/passwd.png', null, '']) {
      expect(cardImageOf(skipped), String(skipped)).to.equal(null);
    }
  });

  it('reads a card path back, and nothing else', () => {
    const path = blogPostCardPath(post, SETTINGS);
    expect(parseCardPath(path)).to.deep.equal({ kind: 'item', area: 'blog', id: 7, key: path.slice(-20, -4) });
    expect(parseCardPath(siteCardPath(siteCardFields(defaultSettings)))).to.deep.include({ kind: 'site' });
    for (const other of ['/cards/blog/7-abc.png', '/cards/books/7-0123456789abcdef.png', '/cards/blog/07-0123456789abcdef.png', '/cards/blog/7-0123456789ABCDEF.png', '/cards/site.png']) {
      expect(parseCardPath(other), other).to.equal(undefined);
    }
  });
});

describe('src/socialCards/cardLayout: long titles', () => {
  it('cuts a title past 180 characters at a word, with an ellipsis', () => {
    const title = 'Why the machines that learn from us keep learning the wrong lessons, '.repeat(5).slice(0, 300);
    const shown = shortenTitle(title);
    expect(shown.length).to.be.within(140, 180);
    expect(shown).to.match(/\w…$/);
    expect(title.startsWith(shown.slice(0, -1))).to.equal(true);
    expect(shortenTitle('  A   short\n title ')).to.equal('A short title');
    expect(shortenTitle('x'.repeat(300))).to.equal(`${'x'.repeat(179)}…`);
  });
});

describe('src/socialCards/arabicForms: Arabic letters in their contextual forms', () => {
  const codes = (text: string) => [...text].map((ch) => ch.codePointAt(0)?.toString(16));

  it('writes initial, medial, final and isolated forms, final ي with its dots (not ى)', () => {
    expect(codes(toPresentationForms('في'))).to.deep.equal(['fed3', 'fef2']);
    expect(codes(toPresentationForms('بيت'))).to.deep.equal(['fe91', 'fef4', 'fe96']);
    expect(codes(toPresentationForms('ة ي'))).to.deep.equal(['fe93', '20', 'fef1']);
    // ر joins only the letter before it: the letter after starts again.
    expect(codes(toPresentationForms('ربط'))).to.deep.equal(['fead', 'fe91', 'fec2']);
  });

  it('joins lam and alef into their ligature, and drops the vowel marks', () => {
    expect(codes(toPresentationForms('الله'))).to.deep.equal(['fe8d', 'fedf', 'fee0', 'feea']);
    expect(codes(toPresentationForms('لا'))).to.deep.equal(['fefb']);
    expect(codes(toPresentationForms('قلا'))).to.deep.equal(['fed7', 'fefc']);
    expect(toPresentationForms('مُحَمَّد')).to.equal(toPresentationForms('محمد'));
  });

  it('leaves other scripts as they are', () => {
    expect(toPresentationForms('maqāṣid al-sharīʿa: 300 words')).to.equal('maqāṣid al-sharīʿa: 300 words');
  });
});

describe('src/socialCards/renderCard: cards drawn on a bounded thread', function () {
  this.timeout(60_000);
  after(() => stopCardThread());

  const item = (fields: Partial<ItemCardFields> = {}): CardContent => ({ kind: 'item', fields: { ...blogPostCardFields(post, SETTINGS), ...fields } });

  const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const distance = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0);

  it("draws a 1200×630 PNG in the site colours, with light text on the accent's dark band", async () => {
    const pixels = await cardPixels(await renderCardPng(item()));
    expect(pixels).to.include({ format: 'png', width: 1200, height: 630 });
    const bandFrom = accentTokens(SETTINGS.design.accentColor).dark.bandFrom;
    expect(distance(pixels.cornerColour, rgbOf(bandFrom)), `the top left corner ${pixels.cornerColour}: the band's ${bandFrom}`).to.be.below(6);
    expect(pixels.darkShare).to.be.above(0.5);
    expect(pixels.lightShare).to.be.within(0.01, 0.3);
    expect(pixels.title.left, 'the title starts at the left padding').to.be.within(60, 90);
  });

  it('draws a 300-character title within the card: clamped, the date still below it', async () => {
    const pixels = await cardPixels(await renderCardPng(item({ title: LONG_TITLE })));
    expect(pixels).to.include({ width: 1200, height: 630 });
    expect(pixels.title.lightShare, 'the title').to.be.above(0.08);
    expect(pixels.footer.lightShare, 'the date and reading time').to.be.above(0.005);
    expect(pixels.title.right).to.be.below(1130);
  });

  it('wraps a long unbroken title inside the card: an 85-letter place name, and a title holding HTML', async () => {
    for (const title of [PLACE_NAME, HTML_TITLE]) {
      const plain = await cardPixels(await renderCardPng(item({ title })));
      expect(plain.title.lightShare, title).to.be.above(0.02);
      expect(plain.title.right, title).to.be.below(1130);
      const red = await sharp({ create: { width: 420, height: 630, channels: 3, background: '#e11d48' } }).jpeg().toBuffer();
      const beside = await cardPixels(await renderCardPng(item({ title, image: '/images/red.jpg' }), red));
      expect(beside.title.right, `${title}: clear of the image panel`).to.be.below(780);
    }
  });

  // A glyph no font has is drawn as the font's empty box, the same box for every missing glyph:
  // two titles that differ only in such characters would give the same PNG.
  it('draws emoji (as Twemoji images) and combining marks, not the same empty box for each', async () => {
    const pairs = [
      ['Launch day \u{1F680}', 'Launch day \u{1F389}'],
      ['Hello \u{1F44B}\u{1F3FD}', 'Hello \u{1F44B}\u{1F3FF}'],
      ['Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F466}'],
      // Letters written as a letter and a combining mark (as macOS writes file names): drawn as the letter.
      ['Ma\u0302con and c\u0327a', 'Ma\u030Ccon and c\u0328a'],
      ['Tafsi\u0304r of d\u0331ikr', 'Tafsi\u0304r of d\u0323ikr'],
    ];
    for (const [one, other] of pairs) {
      const [first, second] = await Promise.all([renderCardPng(item({ title: one })), renderCardPng(item({ title: other }))]);
      expect(first.equals(second), `${one} and ${other} are drawn alike`).to.equal(false);
    }
  });

  it('draws no NO GLYPH box for a combining mark Inter lacks: a decomposed letter as the letter, a mark with no composed form left out', async () => {
    const same = async (one: string, other: string) => (await renderCardPng(item({ title: one }))).equals(await renderCardPng(item({ title: other })));
    expect(await same('Ma\u0302con', 'M\u00e2con'), 'a + U+0302 is â').to.equal(true);
    expect(await same('Fix x\u0302 and q\u0327', 'Fix x and q'), 'x̂ and q̧ have no composed form: their marks are left out, not boxes').to.equal(true);
  });

  it('draws an Arabic title right to left in Noto Sans Arabic', async () => {
    const pixels = await cardPixels(await renderCardPng(item({ title: ARABIC_TITLE })));
    expect(pixels).to.include({ width: 1200, height: 630 });
    expect(pixels.title.lightShare, 'the title').to.be.above(0.03);
    expect(pixels.title.right, 'aligned to the right padding').to.be.within(1110, 1140);
    const short = await cardPixels(await renderCardPng(item({ title: 'مقاصد الشريعة' })));
    expect(short.title.right, 'a short title: at the right').to.be.within(1110, 1140);
    expect(short.title.left, 'a short title: nothing at the left').to.be.above(600);
  });

  it('draws the featured image in the right-hand panel', async () => {
    const red = await sharp({ create: { width: 420, height: 630, channels: 3, background: '#e11d48' } }).jpeg().toBuffer();
    const pixels = await cardPixels(await renderCardPng(item({ image: '/images/red.jpg' }), red));
    expect(pixels.panelColour[0], 'red').to.be.above(200);
    expect(pixels.panelColour[2], 'blue').to.be.below(100);
    expect(pixels.title.right, 'the title keeps clear of the panel').to.be.below(780);
  });

  it("draws an owner's teal accent, and no indigo, on both cards", async () => {
    const teal = '#0f766e';
    const bandFrom = rgbOf(accentTokens(teal).dark.bandFrom);
    for (const content of [item({ accent: teal }), { kind: 'site', fields: { ...siteCardFields(defaultSettings), accent: teal } } as CardContent]) {
      const { cornerColour } = await cardPixels(await renderCardPng(content));
      expect(distance(cornerColour, bandFrom), `the corner ${cornerColour}`).to.be.below(6);
      const [red, green] = cornerColour;
      expect(green, 'teal: more green than red').to.be.above(red);
      expect(distance(cornerColour, rgbOf('#1e1b4b')), 'not the old indigo').to.be.above(30);
    }
  });

  it("draws the site's card: its name, tagline and owner", async () => {
    const pixels = await cardPixels(await renderCardPng({ kind: 'site', fields: siteCardFields(defaultSettings) }));
    expect(pixels).to.include({ width: 1200, height: 630 });
    expect(pixels.lightShare).to.be.within(0.01, 0.3);
  });

  it("wraps a long tagline inside the site card's padding, not past its right edge", async () => {
    const tagline = 'Essays on attention, media and the quiet work of paying attention to what matters in a noisy world';
    const pixels = await cardPixels(await renderCardPng({ kind: 'site', fields: { ...siteCardFields(defaultSettings), name: 'Signal & Noise', tagline } }));
    expect(pixels.all.left, 'the left padding').to.be.within(90, 110);
    expect(pixels.all.right, 'inside the right padding (96 px)').to.be.below(1200 - 90);
  });

  it('gives up on a card past its deadline, and draws the next one on a new thread', async () => {
    let error: unknown;
    await renderCardPng(item({ title: 'Too slow' }), undefined, 1).catch((e) => {
      error = e;
    });
    expect(error).to.be.instanceOf(CardRenderError);
    expect((error as Error).message).to.match(/took longer than 0.001 s/);
    const pixels = await cardPixels(await renderCardPng(item({ title: 'After that' })));
    expect(pixels).to.include({ width: 1200, height: 630 });
  });

  it('draws one card at a time, lets a few wait, and refuses the rest at once', async () => {
    const results = await Promise.allSettled(Array.from({ length: CARD_RENDERS_WAITING + 3 }, (_, i) => renderCardPng(item({ title: `Card ${i}` }))));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).to.have.length(CARD_RENDERS_WAITING + 1);
    expect(refused).to.have.length(2);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).to.be.instanceOf(CardQueueFullError);
  });

  it('draws a card in well under a second, in a thread heap far below its limit', async () => {
    const started = performance.now();
    await renderCardPng(item({ title: 'Timed' }));
    const elapsed = performance.now() - started;
    console.log(`      one card: ${Math.round(elapsed)} ms (layout ${Math.round(cardThreadStats.layoutMs)} ms, PNG ${Math.round(cardThreadStats.rasterMs)} ms), thread heap peak ${Math.round(cardThreadStats.peakHeapBytes / 1_048_576)} MB`);
    expect(elapsed).to.be.below(1_000);
    expect(cardThreadStats.peakHeapBytes).to.be.below(64 * 1_048_576);
  });
});
