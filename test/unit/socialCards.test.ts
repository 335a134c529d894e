// Social cards: the address (a key over what the card shows), the Arabic presentation forms, and
// the bounded renderer on its built thread (dist/cardWorker.js: `npm test` builds first), checked
// on real PNGs decoded with sharp.
import { defaultSettings } from '../../views/content/defaultSettings';
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

const NAME = defaultSettings.identity.name;

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
    expect(blogPostCardPath(post, NAME)).to.match(/^\/cards\/blog\/7-[0-9a-f]{16}\.png$/);
    expect(essayCardPath(essay, NAME)).to.match(/^\/cards\/essays\/3-[0-9a-f]{16}\.png$/);
    expect(blogPostCardPath({ ...post }, NAME)).to.equal(blogPostCardPath(post, NAME));
    expect(siteCardPath(siteCardFields(defaultSettings.identity))).to.match(/^\/cards\/site-[0-9a-f]{16}\.png$/);
  });

  it('shows the dates and reading times as the pages do', () => {
    expect(blogPostCardFields(post, NAME)).to.include({ date: 'March 14, 2026', readingTime: '7 min read', image: null });
    expect(essayCardFields(essay, NAME)).to.include({ date: '14 March 2026', readingTime: '9 min read', image: null });
    expect(blogPostCardFields({ ...post, publishedAt: new Date(post.publishedAt) }, NAME)).to.deep.equal(blogPostCardFields(post, NAME));
  });

  it('gets a new key when any shown field changes, and only then', () => {
    const fields = blogPostCardFields({ ...post, featuredImage: '/images/blog/photo.jpg' }, NAME);
    const key = itemCardKey(fields);
    const changes: Partial<ItemCardFields>[] = [{ title: 'How Minds Learn!' }, { siteName: 'Someone Else' }, { date: 'March 15, 2026' }, { readingTime: '8 min read' }, { image: null }];
    for (const change of changes) expect(itemCardKey({ ...fields, ...change }), JSON.stringify(change)).to.not.equal(key);
    // The time of day is not shown, so it does not change the card.
    expect(blogPostCardPath({ ...post, publishedAt: '2026-03-14T18:00:00.000Z' }, NAME)).to.equal(blogPostCardPath(post, NAME));
  });

  it('shows raster images of this site only', () => {
    expect(cardImageOf('/media/0123456789abcdef0123456789abcdef-1600x900.jpg')).to.equal('/media/0123456789abcdef0123456789abcdef-1600x900.jpg');
    expect(cardImageOf('/images/blog/photo.webp')).to.equal('/images/blog/photo.webp');
    for (const skipped of ['/images/blog/the-quiet-automation-of-judgment.svg', 'https://example.com/a.jpg', '//example.com/a.jpg', '/images/../../etc/passwd.png', null, '']) {
      expect(cardImageOf(skipped), String(skipped)).to.equal(null);
    }
  });

  it('reads a card path back, and nothing else', () => {
    const path = blogPostCardPath(post, NAME);
    expect(parseCardPath(path)).to.deep.equal({ kind: 'item', area: 'blog', id: 7, key: path.slice(-20, -4) });
    expect(parseCardPath(siteCardPath(siteCardFields(defaultSettings.identity)))).to.deep.include({ kind: 'site' });
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

  const item = (fields: Partial<ItemCardFields> = {}): CardContent => ({ kind: 'item', fields: { ...blogPostCardFields(post, NAME), ...fields } });

  it('draws a 1200×630 PNG in the site colours, with light text on the dark indigo', async () => {
    const pixels = await cardPixels(await renderCardPng(item()));
    expect(pixels).to.include({ format: 'png', width: 1200, height: 630 });
    const [r, g, b] = pixels.cornerColour;
    expect(Math.abs(r - 0x1e) + Math.abs(g - 0x1b) + Math.abs(b - 0x4b), `the top left corner ${pixels.cornerColour}: the hero's indigo #1e1b4b`).to.be.below(6);
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

  it("draws the site's card: its name, tagline and owner", async () => {
    const pixels = await cardPixels(await renderCardPng({ kind: 'site', fields: siteCardFields(defaultSettings.identity) }));
    expect(pixels).to.include({ width: 1200, height: 630 });
    expect(pixels.lightShare).to.be.within(0.01, 0.3);
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
