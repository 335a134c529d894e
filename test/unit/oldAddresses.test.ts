import { expect } from 'chai';
import { oldAddressOf } from '../../src/services/import/oldAddresses';

const of = (url: string) => {
  const parsed = new URL(url, 'http://site.test');
  return oldAddressOf(parsed.pathname, parsed.searchParams);
};

describe('old addresses: which requests are looked up', () => {
  it('looks up the shapes other platforms use', () => {
    expect(of('/?p=12')).to.equal('/?p=12');
    expect(of('/?page_id=7&utm_source=x')).to.equal('/?page_id=7');
    expect(of('/blog/?p=12')).to.equal('/blog/?p=12');
    expect(of('/my-post/')).to.equal('/my-post/');
    expect(of('/2024/05/01/my-post/')).to.equal('/2024/05/01/my-post/');
    expect(of('/p/why-minds')).to.equal('/p/why-minds');
    expect(of('/2024/05/01/my-post.html')).to.equal('/2024/05/01/my-post.html');
  });

  it('never looks up this site\'s own pages, the home page, or a ?p= that is no id', () => {
    for (const url of ['/', '/?utm_source=x', '/blog', '/blog/my-post', '/ai-islam/an-essay', '/about', '/?p=abc', '/?p=1%27--', '/admin']) expect(of(url), url).to.equal(undefined);
  });
});
