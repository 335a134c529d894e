import { expect } from 'chai';
import { markdownToDocument } from '../../views/lib/markdown';

describe('lib/markdown', () => {
  it("takes the first '# ' heading as the title and removes it from the body", () => {
    const doc = markdownToDocument('# My *Great* Title\n\nFirst paragraph.\n\n# Second h1\n');
    expect(doc.title).to.equal('My Great Title');
    expect(doc.html).to.equal('<p>First paragraph.</p>\n<h1>Second h1</h1>');
  });

  it('finds the title after leading text too', () => {
    const doc = markdownToDocument('Intro line\n\n# The Title\n\nBody');
    expect(doc.title).to.equal('The Title');
    expect(doc.html).to.equal('<p>Intro line</p>\n<p>Body</p>');
  });

  it('has no title without a # heading (an underlined heading or ## does not count, nor # in code)', () => {
    const doc = markdownToDocument('Title\n=====\n\n## Sub\n\n```\n# not a heading\n```\n');
    expect(doc.title).to.equal(null);
    expect(doc.html).to.include('<h1>Title</h1>');
    expect(doc.html).to.include('<h2>Sub</h2>');
    expect(doc.html).to.include('# not a heading');
  });

  it('converts the usual markdown to HTML', () => {
    const doc = markdownToDocument('Some **bold**, _em_, `code` and a [link](https://example.com).\n\n- one\n- two\n\n> quoted\n\n```js\nlet a = 1 < 2;\n```\n');
    expect(doc.html).to.include('<strong>bold</strong>');
    expect(doc.html).to.include('<em>em</em>');
    expect(doc.html).to.include('<code>code</code>');
    expect(doc.html).to.include('<a href="https://example.com">link</a>');
    expect(doc.html).to.include('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(doc.html).to.include('<blockquote>');
    expect(doc.html).to.include('<pre><code class="language-js">let a = 1 &lt; 2;\n</code></pre>');
  });

  it('drops raw HTML written inside the markdown', () => {
    const doc = markdownToDocument('Hello <img src=x onerror="alert(1)"> world\n\n<script>alert(1)</script>\n');
    expect(doc.html).not.to.match(/<script|onerror|<img/);
  });
});
