import { expect } from 'chai';
import { fillNonce, nonceTemplate } from '../../src/ssr/nonce';
import { PageCache } from '../../src/ssr/pageCache';

describe('page cache', () => {
  it('hits only at the versions the page was rendered at, and for its maximum age', () => {
    const cache = new PageCache(1_000);
    cache.set('/a', 'v1', '<html>a</html>', 'etag-a', 10_000);
    expect(cache.get('/a', 'v2', 10_001)).to.equal(undefined);
    expect(cache.get('/a', 'v1', 10_999)).to.deep.include({ body: '<html>a</html>', etag: 'etag-a' });
    expect(cache.get('/a', 'v1', 11_000)).to.equal(undefined);
    expect(cache.size).to.equal(0);
  });

  it('keeps one page per slot: a newer render replaces the old one, which could never be served again', () => {
    const cache = new PageCache(60_000);
    for (let version = 1; version <= 100; version++) cache.set('/legacy', `v${version}`, `<html>${version}</html>`, 'e');
    expect(cache.size).to.equal(1);
    expect(cache.get('/legacy', 'v100')?.body).to.equal('<html>100</html>');
  });

  it('keeps nothing when the maximum age is 0', () => {
    const cache = new PageCache(0);
    cache.set('/a', 'v', 'x', 'e');
    expect(cache.get('/a', 'v')).to.equal(undefined);
  });

  it('drops the least recently used page past the entry and byte limits', () => {
    const byCount = new PageCache(60_000, 2);
    byCount.set('/a', 'v', 'a', 'e');
    byCount.set('/b', 'v', 'b', 'e');
    byCount.get('/a', 'v');
    byCount.set('/c', 'v', 'c', 'e');
    expect([byCount.get('/a', 'v')?.body, byCount.get('/b', 'v'), byCount.get('/c', 'v')?.body]).to.deep.equal(['a', undefined, 'c']);

    const byBytes = new PageCache(60_000, 100, 40); // 40 bytes: two 10-character pages
    byBytes.set('/a', 'v', 'a'.repeat(10), 'e');
    byBytes.set('/b', 'v', 'b'.repeat(10), 'e');
    byBytes.set('/c', 'v', 'c'.repeat(10), 'e');
    expect([byBytes.get('/a', 'v'), byBytes.size]).to.deep.equal([undefined, 2]);
    byBytes.set('/huge', 'v', 'h'.repeat(21), 'e');
    expect(byBytes.get('/huge', 'v')).to.equal(undefined);
  });
});

describe('a cached page and its nonce', () => {
  it('is sent with each response\'s own nonce wherever the rendered one stood, and nothing of the old one', () => {
    const page = '<style nonce="N0nce+/=">a</style><p>text ünïcode</p><script nonce="N0nce+/=">b</script>';
    const filled = fillNonce(nonceTemplate(page, 'N0nce+/='), 'fresh/Nonce==');
    expect(filled.toString('utf8')).to.equal(page.replaceAll('N0nce+/=', 'fresh/Nonce=='));
    expect(filled.toString('utf8')).not.to.include('N0nce');
  });

  it('keeps the page as UTF-8 bytes, byte for byte, small or large: an em dash, Arabic, an emoji', () => {
    for (const repeat of [1, 3_000]) {
      const page = `<script nonce="OLD">x</script>${'Before I die — أريد أن أتعلم 🌊 '.repeat(repeat)}<style nonce="OLD">y</style>`;
      const template = nonceTemplate(page, 'OLD');
      expect(template.bytes).to.equal(Buffer.byteLength(page.replaceAll('OLD', '')));
      const filled = fillNonce(template, 'NEW');
      expect(filled.length).to.equal(Buffer.byteLength(page.replaceAll('OLD', 'NEW')));
      expect(filled.toString('utf8')).to.equal(page.replaceAll('OLD', 'NEW'));
    }
  });

  it('gives each response a Buffer of its own: a later response does not change an earlier one', () => {
    const template = nonceTemplate('<p nonce="OLD">a</p>', 'OLD');
    const first = fillNonce(template, 'ONE');
    fillNonce(template, 'TWO');
    expect(first.toString('utf8')).to.equal('<p nonce="ONE">a</p>');
  });
});
