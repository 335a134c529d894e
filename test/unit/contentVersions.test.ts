import { expect } from 'chai';
import { contentAreaOf, EVERY_AREA, versionStamp } from '../../src/services/contentVersions';

describe('content versions', () => {
  it('names the area of an API path the same way for reads, writes and admin writes', () => {
    expect(contentAreaOf('/api/blog/post/a-slug')).to.equal('blog');
    expect(contentAreaOf('/api/blog/related?category=x&exclude=y')).to.equal('blog');
    expect(contentAreaOf('/admin/blog/:id')).to.equal('blog');
    expect(contentAreaOf('/api/admin/ai-islam/3')).to.equal('ai-islam');
    expect(contentAreaOf('/legacy/:id/heart')).to.equal('legacy');
    expect(contentAreaOf('/api/legacy/recent')).to.equal('legacy');
    expect(contentAreaOf('/api')).to.equal(EVERY_AREA);
  });

  it('stamps a page with the versions of its areas and of every area, in a stable order', () => {
    const versions = new Map([['blog', 4], ['legacy', 9], [EVERY_AREA, 2]]);
    expect(versionStamp(versions, ['legacy', 'blog', 'blog'])).to.equal('*:2,blog:4,legacy:9');
    expect(versionStamp(versions, ['books'])).to.equal('*:2,books:0');
  });
});
