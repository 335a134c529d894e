// Whatever accent the owner picks, every text/background pair the site draws with its tokens
// meets WCAG AA in both themes: 4.5:1 for text, 3:1 for large text and UI parts.
import { expect } from 'chai';
import { oklch } from 'culori';
import fc from 'fast-check';
import { accentTokens, colourOf, contrastRatio, LIGHT_PAGE, TOKEN_CONTRAST_PAIRS } from '../../views/style/accentTokens';
import { accentCss } from '../../views/style/accentCss';
import { pagePalettes } from '../../views/style/pagePalette';

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** The pairs of one accent that fall short, as readable lines. */
function shortfalls(accent: string): string[] {
  const tokens = accentTokens(accent);
  const failures: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const [text, background, ratio] of TOKEN_CONTRAST_PAIRS) {
      const fg = colourOf(tokens[mode], text);
      const bg = colourOf(tokens[mode], background);
      const measured = contrastRatio(fg, bg);
      if (measured < ratio) failures.push(`${mode} ${text} ${fg} on ${background} ${bg}: ${measured.toFixed(2)} < ${ratio}`);
    }
  }
  return failures;
}

describe('accent tokens', () => {
  it('keep every pair the site draws at WCAG AA in both themes, for any accent', () => {
    fc.assert(
      fc.property(hexColour, (accent) => {
        expect(shortfalls(accent), accent).to.deep.equal([]);
      }),
      { numRuns: 300 },
    );
  });

  it('holds at the extremes and for the accents owners pick most', () => {
    for (const accent of ['#000000', '#ffffff', '#808080', '#ffff00', '#facc15', '#00ffff', '#0d9488', '#4338ca', '#ff0000', '#0000ff', '#00ff00']) {
      expect(shortfalls(accent), accent).to.deep.equal([]);
    }
  });

  it('gives a yellow accent dark text on its buttons and a darker shade for links on white', () => {
    const { light } = accentTokens('#facc15');
    expect(light.accent).to.equal('#facc15');
    expect(contrastRatio('#ffffff', light.accent), 'white would not read').to.be.below(4.5);
    expect(contrastRatio(light.onAccent, '#ffffff'), 'the text is dark').to.be.above(12);
    expect(contrastRatio(light.onAccent, light.accent)).to.be.at.least(4.5);
    expect(light.link).to.not.equal(light.accent);
    expect(contrastRatio(light.link, '#ffffff')).to.be.at.least(4.5);
  });

  it('keeps a deep accent as it is, with white on its buttons', () => {
    const { light } = accentTokens('#4338ca');
    expect(light).to.include({ accent: '#4338ca', onAccent: '#ffffff', link: '#4338ca' });
  });

  it('lifts a deep accent in the dark theme so it reads on the dark page', () => {
    const { dark } = accentTokens('#1e3a8a');
    expect(contrastRatio(dark.link, dark.bg)).to.be.at.least(4.5);
    expect(dark.accent).to.not.equal('#1e3a8a');
  });

  it("tints the dark page with the accent's hue and leaves the light page as it is", () => {
    for (const accent of ['#0d9488', '#facc15', '#b91c1c', '#4338ca']) {
      const { light, dark } = accentTokens(accent);
      expect(light).to.include(LIGHT_PAGE);
      const accentHue = oklch(accent)?.h ?? 0;
      for (const part of ['bg', 'surface', 'surfaceAlt', 'border'] as const) {
        const colour = oklch(dark[part]);
        const apart = Math.abs((((((colour?.h ?? 0) - accentHue) % 360) + 540) % 360) - 180);
        expect(apart, `${accent}: dark ${part} ${dark[part]}`).to.be.below(12);
        expect(colour?.l, `${accent}: dark ${part} stays dark`).to.be.below(0.35);
      }
    }
    // A grey accent gives a grey page.
    expect(oklch(accentTokens('#808080').dark.bg)?.c ?? 0).to.be.below(0.002);
  });

  it('keeps the status colours (danger, stars) readable on the dark page whatever its hue', () => {
    fc.assert(
      fc.property(hexColour, (accent) => {
        const { dark } = accentTokens(accent);
        for (const status of ['--c-danger', '--c-star'] as const) {
          for (const background of [dark.bg, dark.surface, dark.surfaceAlt]) {
            expect(contrastRatio(pagePalettes.dark[status], background), `${accent}: ${status} on ${background}`).to.be.at.least(4.5);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => accentTokens('teal')).to.throw(/#rrggbb/);
    expect(() => accentTokens('#abc')).to.throw(/#rrggbb/);
  });

  it('writes the tokens as custom properties for both themes, the same text for the same accent', () => {
    const css = accentCss('#0D9488');
    expect(css).to.match(/^:root\{--c-accent:#0d9488;--c-on-accent:#[0-9a-f]{6};/);
    expect(css).to.include(":root[data-theme='dark']{--c-accent:");
    expect(css).to.include("prefers-color-scheme:dark){:root:not([data-theme='light'])");
    expect(accentCss('#0d9488')).to.equal(css);
  });
});
