// The streamed render collected into one string is exactly what React renders, whatever mix
// of short markup (written as bytes) and long text (written as strings) the page has.
import { expect } from 'chai';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { renderToHtml } from '../../src/ssr/renderToHtml';

describe('renderToHtml', () => {
  it('returns the same markup as renderToString, multi-byte characters intact', async () => {
    const words = ['café', 'ﷺ', '日本語', '🙂', 'naïve'];
    const tree = h('main', null,
      ...Array.from({ length: 400 }, (_, i) => h('p', { key: i, title: words[i % 5] }, `${words[i % 5]} ${i}`)),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant test string, rendered to check the streamed bytes
      h('article', { key: 'long', dangerouslySetInnerHTML: { __html: '<p>ünïcödé 🙂 </p>'.repeat(500) } }));
    const rendered = await renderToHtml(tree, { nonce: 'N', timeoutMs: 5000, label: 'test' });
    expect(rendered.failed).to.equal(false);
    expect(rendered.html).to.equal(renderToString(tree));
  });
});
