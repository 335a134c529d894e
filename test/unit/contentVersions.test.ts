import { expect } from 'chai';
import { EVERY_AREA, versionStamp } from '../../src/services/contentVersions';

describe('content versions', () => {
  it('stamps a page with the versions of its areas and of every area, in a stable order', () => {
    const versions = new Map([['blog', 4], ['legacy', 9], [EVERY_AREA, 2]]);
    expect(versionStamp(versions, ['legacy', 'blog', 'blog'])).to.equal('*:2,blog:4,legacy:9');
    expect(versionStamp(versions, ['books'])).to.equal('*:2,books:0');
  });
});
