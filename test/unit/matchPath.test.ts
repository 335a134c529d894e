import { expect } from 'chai';
import { matchPath } from '../../views/lib/matchPath';

describe('matchPath', () => {
  it('matches literal segments exactly', () => {
    expect(matchPath('/books', '/books')).to.deep.equal({});
    expect(matchPath('/books', '/book')).to.equal(null);
    expect(matchPath('/books', '/books/extra')).to.equal(null);
  });

  it('captures and decodes named segments', () => {
    expect(matchPath('/blog/:slug', '/blog/how%20minds-learn')).to.deep.equal({ slug: 'how minds-learn' });
  });

  it('never matches malformed percent-encoding', () => {
    expect(matchPath('/blog/:slug', '/blog/%E0%A4%A')).to.equal(null);
  });
});
