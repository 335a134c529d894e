// Inline icons in Chromium (views/components/icons.tsx): drawn by the site-wide CSS's icon rule
// (a 2 px round stroke in the text's colour, no fill) rather than attributes on each icon, with
// the shapes that fill (the theme switch's dark half, a given star) filling in that colour.
import { expect } from 'chai';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: icon strokes and fills', () => {
  const suite = browserSuite();

  it('strokes every icon in its colour, with round 2 px lines and no fill, and fills what says so', async () => {
    const { page, problems } = await suite.visit('/books');
    const drawn = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return { fill: style.fill, stroke: style.stroke, width: style.strokeWidth, cap: style.strokeLinecap, join: style.strokeLinejoin, colour: style.color };
        }),
      );
    const stars = await drawn('[role="img"][aria-label^="Rated"] svg path');
    const drawing = {
      icons: await drawn('header svg, footer p svg, main svg'),
      themePath: (await drawn('header svg path[fill]'))[0],
      filledStars: stars.filter((star) => star.fill !== 'none'),
    };
    expect(drawing.icons.length).to.be.greaterThan(4);
    for (const icon of drawing.icons) expect(icon).to.deep.equal({ fill: 'none', stroke: icon.colour, width: '2px', cap: 'round', join: 'round', colour: icon.colour });
    expect(drawing.themePath.fill).to.equal(drawing.themePath.colour);
    expect(drawing.filledStars.length).to.be.greaterThan(0);
    for (const star of drawing.filledStars) expect(star.fill).to.equal(star.colour);
    expect(problems).to.deep.equal([]);
  });
});
