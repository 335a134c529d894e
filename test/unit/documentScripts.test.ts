// Nothing of the scripts is fetched or run before the first paint: the server's HTML is the
// first paint, the scripts only hydrate it. After it, the page's chunks are preloaded together
// with the entry.
import { expect } from 'chai';
import { documentHead } from '../../src/ssr/document';
import { defaultSettings } from '../../views/content/defaultSettings';

const assets = {
  entry: '/assets/client-ENTRY.js',
  entryImports: ['/assets/chunk-SHARED.js'],
  pages: { BlogPage: ['/assets/chunk-BLOG.js'], HomePage: ['/assets/chunk-HOME.js'] },
};

describe('document head scripts', () => {
  const head = documentHead({ title: 'Blog', description: 'Posts', nonce: 'n0nce', assets, page: 'BlogPage', siteUrl: 'http://localhost', canonicalPath: '/blog', settings: defaultSettings });

  it('starts the entry from a module script with the nonce, after the next frame (or 300 ms)', () => {
    const [, starter] = head.match(/<script type="module" nonce="n0nce">(.*?)<\/script>/)!;
    expect(starter).to.include('requestAnimationFrame(');
    expect(starter).to.include('setTimeout(go, 300)');
    expect(starter).to.include('import("/assets/client-ENTRY.js")');
    expect(head).not.to.match(/<script[^>]* src=/);
  });

  it('fetches nothing before the first paint: no preload or script address in the markup', () => {
    expect(head).not.to.include('<link rel="modulepreload"');
    expect(head.replace(/<script type="module"[^>]*>.*?<\/script>/, '')).not.to.include('/assets/');
  });

  it("after the first paint, preloads the entry's chunks and this page's, not other pages'", () => {
    const [, starter] = head.match(/<script type="module" nonce="n0nce">(.*?)<\/script>/)!;
    const [, chunkList] = starter.match(/\.then\(\(\) => \{for \(const href of (\[.*?\])\)/)!;
    expect(JSON.parse(chunkList)).to.deep.equal(['/assets/chunk-SHARED.js', '/assets/chunk-BLOG.js']);
    expect(starter).to.include('rel: "modulepreload"');
    expect(head).not.to.include('chunk-HOME');
  });
});
