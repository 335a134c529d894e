import { expect } from 'chai';
import { EVERY_AREA, versionStamp } from '../../src/services/contentVersions';

describe('content versions', () => {
  it('stamps a page with the versions of its areas, of every area, of the settings and of the owner pages, in a stable order', () => {
    const versions = new Map([['blog', 4], ['legacy', 9], [EVERY_AREA, 2], ['settings', 3]]);
    expect(versionStamp(versions, ['legacy', 'blog', 'blog'])).to.equal('*:2,blog:4,legacy:9,pages:0,settings:3');
    expect(versionStamp(versions, ['books'])).to.equal('*:2,books:0,pages:0,settings:3');
  });
});
