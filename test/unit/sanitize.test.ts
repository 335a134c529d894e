import { expect } from 'chai';
import { sanitizeHtml } from '../../views/lib/article/sanitizeHtml';

describe('views/lib/article/sanitizeHtml', () => {
  it('removes scripts, styles, frames and forms with their content', () => {
    const clean = sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>');
    expect(clean).to.equal('<p>ok</p>');
  });

  it('removes event-handler and style attributes', () => {
    const clean = sanitizeHtml('<img src="/images/a.png" alt="A" onerror="alert(1)"><p style="color:red" onclick="x()">t</p>');
    expect(clean).to.equal('<img src="/images/a.png" alt="A"><p>t</p>');
  });

  it('removes javascript:, data: and other unsafe URLs, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const clean = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(clean, href).to.equal('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="x">')).to.equal('<img alt="x">');
  });

  it('keeps ordinary formatting, links, images, code, headings with ids and tables', () => {
    const html = [
      '<h2 id="why-it-matters">Why it matters</h2>',
      '<p>Some <strong>bold</strong>, <em>em</em>, <code>code</code> and <a href="https://example.com/a?b=1">a link</a>, <a href="/blog/x">local</a>, <a href="mailto:a@example.com">mail</a>.</p>',
      '<img src="https://example.com/i.png" alt="An image">',
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<blockquote>Quote</blockquote><ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeHtml(html)).to.equal(html);
  });

  it('drops heading ids the page itself relies on', () => {
    expect(sanitizeHtml('<h2 id="__REACT_QUERY_STATE__">a</h2><h3 id="newsletter">b</h3><p id="x">c</p>')).to.equal('<h2>a</h2><h3>b</h3><p>c</p>');
  });

  it('drops comments and unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<!-- secret --><nav><custom-el>text</custom-el></nav>')).to.equal('text');
  });
});
