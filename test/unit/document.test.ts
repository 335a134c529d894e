import { expect } from 'chai';
import { escapeHtml, serializeForScript } from '../../src/ssr/document';

describe('document serialisation', () => {
  it('keeps a hostile string from closing the data script', () => {
    const json = serializeForScript({ title: '</script><script>alert(1)</script>' });
    expect(json).not.to.include('<');
    expect(JSON.parse(json).title).to.equal('</script><script>alert(1)</script>');
  });

  it('escapes the line and paragraph separators, which end a line in a script', () => {
    const text = 'one\u2028two\u2029three <b>';
    const json = serializeForScript({ text });
    expect(json).to.equal('{"text":"one\\u2028two\\u2029three \\u003cb>"}');
    expect(JSON.parse(json).text).to.equal(text);
  });

  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`"<a href='x'>&</a>"`)).to.equal('&quot;&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;&quot;');
  });
});
