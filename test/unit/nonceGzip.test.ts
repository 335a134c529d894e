import { expect } from 'chai';
import { gunzipSync } from 'node:zlib';
import { nonceTemplate } from '../../src/ssr/nonce';
import { fillNonceGzip } from '../../src/ssr/nonceGzip';

describe('a cached page compressed once for gzip', () => {
  const pages = {
    'a page with several nonces and text outside Latin-1': `<style nonce="OLD">a</style>${'<p>Before I die — أريد أن أتعلم 🌊</p>'.repeat(200)}<script nonce="OLD">b</script>`,
    'a nonce at the very start and the very end': 'OLD<p>middle</p>OLD',
    'a page without a nonce': '<p>plain</p>',
    'nothing but the nonce': 'OLD',
    'a page larger than a stored block could hold': `${'x'.repeat(200_000)}<p nonce="OLD">y</p>`,
  };
  for (const [name, page] of Object.entries(pages)) {
    it(`unzips to the page with this response's nonce: ${name}`, () => {
      const gzipped = fillNonceGzip(nonceTemplate(page, 'OLD'), 'fresh/Nonce==');
      expect(gunzipSync(gzipped).toString('utf8')).to.equal(page.replaceAll('OLD', 'fresh/Nonce=='));
    });
  }

  it('compresses a real-sized page to about what gzip -9 makes of it, and each response carries its own nonce', () => {
    const page = `<head><style nonce="OLD">x</style></head><body>${'<p>The things we build that outlive us.</p>'.repeat(1_000)}<script nonce="OLD">y</script></body>`;
    const template = nonceTemplate(page, 'OLD');
    const [first, second] = [fillNonceGzip(template, 'ONE'), fillNonceGzip(template, 'TWO')];
    expect(first.length).to.be.below(Buffer.byteLength(page) / 20);
    expect(gunzipSync(first).toString('utf8')).to.include('nonce="ONE"').and.not.include('TWO');
    expect(gunzipSync(second).toString('utf8')).to.include('nonce="TWO"').and.not.include('ONE');
  });
});
