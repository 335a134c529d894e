// The favicon and app icons, made by sharp from a real image: every size square, PNG or ICO as
// its address says, the picture fitted inside (not cropped), the Apple touch icon opaque.
import { expect } from 'chai';
import sharp from 'sharp';
import { decode } from 'sharp-ico';
import { FAVICON, SITE_ICONS } from '../../src/services/siteIcons/iconSizes';
import { makeSiteIcons } from '../../src/services/siteIcons/makeSiteIcons';

/** A wide PNG: teal on the left half, orange on the right, with a transparent margin band. */
const wideLogo = () =>
  sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 13, g: 148, b: 136, alpha: 1 } } })
    .composite([{ input: { create: { width: 300, height: 300, channels: 4, background: { r: 249, g: 115, b: 22, alpha: 1 } } }, left: 300, top: 0 }])
    .png()
    .toBuffer();

describe('site icons from an image', () => {
  it('makes every PNG size, fitting a wide logo inside a square on a transparent ground', async () => {
    const icons = await makeSiteIcons(await wideLogo());
    for (const icon of Object.values(SITE_ICONS)) {
      const file = icons.get(icon.path);
      expect(file?.type, icon.path).to.equal('image/png');
      const { width, height, format } = await sharp(file?.bytes).metadata();
      expect({ width, height, format }, icon.path).to.deep.equal({ width: icon.size, height: icon.size, format: 'png' });
    }
    const big = await sharp(icons.get(SITE_ICONS.png512.path)?.bytes).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...big.data.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    expect(pixel(256, 10)[3], 'above the logo: transparent').to.equal(0);
    expect(pixel(100, 256), 'the left half').to.deep.equal([13, 148, 136, 255]);
    expect(pixel(400, 256), 'the right half').to.deep.equal([249, 115, 22, 255]);
  });

  it('flattens the Apple touch icon on white (iOS shows transparency as black)', async () => {
    const icons = await makeSiteIcons(await wideLogo());
    const touch = await sharp(icons.get(SITE_ICONS.appleTouch.path)?.bytes).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    expect([...touch.data.subarray(((5 * 180) + 90) * 4, ((5 * 180) + 90) * 4 + 4)]).to.deep.equal([255, 255, 255, 255]);
  });

  it('writes favicon.ico with the small sizes', async () => {
    const icons = await makeSiteIcons(await wideLogo());
    const ico = icons.get(FAVICON.path);
    expect(ico?.type).to.equal('image/x-icon');
    expect(decode(ico?.bytes as Buffer).map((image) => [image.width, image.height])).to.deep.equal(FAVICON.sizes.map((size) => [size, size]));
  });

  it('refuses bytes that are not an image', async () => {
    let error: unknown;
    await makeSiteIcons(Buffer.from('not an image at all')).catch((caught) => {
      error = caught;
    });
    expect(error).to.be.an.instanceOf(Error);
  });
});
