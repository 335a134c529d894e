import { expect } from 'chai';
import { splitMarkdownTitle } from '../../views/lib/markdown';

describe('lib/markdown', () => {
  it("takes the first '# ' heading as the title and removes it from the markdown", () => {
    const doc = splitMarkdownTitle('# My *Great* Title\n\nFirst paragraph.\n\n# Second h1\n');
    expect(doc.title).to.equal('My Great Title');
    expect(doc.markdown).to.equal('First paragraph.\n\n# Second h1');
  });

  it('finds the title after leading text too', () => {
    const doc = splitMarkdownTitle('Intro line\n\n# The Title\n\nBody');
    expect(doc.title).to.equal('The Title');
    expect(doc.markdown).to.equal('Intro line\n\nBody');
  });

  it('has no title without a # heading (an underlined heading or ## does not count, nor # in code)', () => {
    const source = 'Title\n=====\n\n## Sub\n\n```\n# not a heading\n```';
    const doc = splitMarkdownTitle(source);
    expect(doc.title).to.equal(null);
    expect(doc.markdown).to.equal(source);
  });
});
