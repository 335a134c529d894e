import { expect } from 'chai';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { NONCE_PLACEHOLDER, nonceReplacingStream } from '../../src/ssr/nonceStream';

describe('nonce replacing stream', () => {
  it('replaces the placeholder even when chunks split it (and split multi-byte characters)', async () => {
    const html = `<style nonce="${NONCE_PLACEHOLDER}">a{}</style><p>é😀</p><script nonce="${NONCE_PLACEHOLDER}"></script>`;
    const bytes = Buffer.from(html);
    for (const size of [1, 3, 7, 16, 1000]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      let cached = '';
      const out = Readable.from(chunks).pipe(nonceReplacingStream('N0NCE', '<!--end-->', (original) => (cached = original)));
      const result = await text(out);
      expect(result, `chunk size ${size}`).to.equal('<style nonce="N0NCE">a{}</style><p>é😀</p><script nonce="N0NCE"></script><!--end-->');
      expect(cached).to.equal(html + '<!--end-->');
    }
  });
});
