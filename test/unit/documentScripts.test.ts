// The head preloads the entry and every chunk the page needs at low priority, and starts the
// entry only after the first paint: the server's HTML is the first paint, the scripts only
// hydrate it.
import { expect } from 'chai';
import { documentHead } from '../../src/ssr/document';

const assets = {
  entry: '/assets/client-ENTRY.js',
  entryImports: ['/assets/chunk-SHARED.js'],
  pages: { BlogPage: ['/assets/chunk-BLOG.js'], HomePage: ['/assets/chunk-HOME.js'] },
};

describe('document head scripts', () => {
  const head = documentHead({ title: 'Blog', description: 'Posts', nonce: 'n0nce', assets, page: 'BlogPage', siteUrl: 'http://localhost', canonicalPath: '/blog' });

  it('starts the entry from a module script with the nonce, after the next frame (or 300 ms)', () => {
    const [, starter] = head.match(/<script type="module" nonce="n0nce">(.*?)<\/script>/)!;
    expect(starter).to.include('requestAnimationFrame(');
    expect(starter).to.include('setTimeout(go, 300)');
    expect(starter).to.include('import("/assets/client-ENTRY.js")');
    expect(head).not.to.match(/<script[^>]* src=/);
  });

  it("preloads the entry, its chunks and this page's chunks at low priority, not other pages'", () => {
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    expect(preloads).to.deep.equal(['/assets/client-ENTRY.js', '/assets/chunk-SHARED.js', '/assets/chunk-BLOG.js']);
    expect(head).not.to.include('chunk-HOME');
  });
});
