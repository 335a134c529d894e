import { expect } from 'chai';
import { PageCache } from '../../src/ssr/pageCache';

describe('page cache', () => {
  it('keeps a page for its maximum age and no longer', () => {
    const cache = new PageCache(1_000);
    cache.set('a', '<html>a</html>', 'etag-a', 10_000);
    expect(cache.get('a', 10_999)).to.deep.include({ html: '<html>a</html>', etag: 'etag-a' });
    expect(cache.get('a', 11_000)).to.equal(undefined);
    expect(cache.size).to.equal(0);
  });

  it('keeps nothing when the maximum age is 0', () => {
    const cache = new PageCache(0);
    cache.set('a', 'x', 'e');
    expect(cache.get('a')).to.equal(undefined);
  });

  it('drops the least recently used page past the entry and byte limits', () => {
    const byCount = new PageCache(60_000, 2);
    byCount.set('a', 'a', 'e');
    byCount.set('b', 'b', 'e');
    byCount.get('a');
    byCount.set('c', 'c', 'e');
    expect([byCount.get('a')?.html, byCount.get('b'), byCount.get('c')?.html]).to.deep.equal(['a', undefined, 'c']);

    const byBytes = new PageCache(60_000, 100, 40); // 40 bytes: two 10-character pages
    byBytes.set('a', 'a'.repeat(10), 'e');
    byBytes.set('b', 'b'.repeat(10), 'e');
    byBytes.set('c', 'c'.repeat(10), 'e');
    expect([byBytes.get('a'), byBytes.size]).to.deep.equal([undefined, 2]);
    byBytes.set('huge', 'h'.repeat(21), 'e');
    expect(byBytes.get('huge')).to.equal(undefined);
  });
});
