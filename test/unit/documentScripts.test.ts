// The head loads the entry and preloads every chunk the page needs, all at low priority: the
// server's HTML is the first paint, the scripts only hydrate it.
import { expect } from 'chai';
import { documentHead } from '../../src/ssr/document';

const assets = {
  entry: '/assets/client-ENTRY.js',
  entryImports: ['/assets/chunk-SHARED.js'],
  pages: { BlogPage: ['/assets/chunk-BLOG.js'], HomePage: ['/assets/chunk-HOME.js'] },
};

describe('document head scripts', () => {
  const head = documentHead({ title: 'Blog', description: 'Posts', nonce: 'n0nce', assets, page: 'BlogPage', siteUrl: 'http://localhost', canonicalPath: '/blog' });

  it('loads the entry as a low-priority module with the nonce', () => {
    expect(head).to.include('<script type="module" src="/assets/client-ENTRY.js" nonce="n0nce" fetchpriority="low"></script>');
  });

  it("preloads the entry's chunks and this page's chunks, not other pages'", () => {
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    expect(preloads).to.deep.equal(['/assets/chunk-SHARED.js', '/assets/chunk-BLOG.js']);
    expect(head).not.to.include('chunk-HOME');
  });
});
