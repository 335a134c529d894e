// A page with a stylesheet of its own (views/app/pageStylesheets.ts) has it in the head, with the
// response's nonce, after the site-wide CSS; a page without one has none; a cached page carries
// each response's own nonce in both of its style elements.
import { expect } from 'chai';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { sampleEssays } from '../../src/seed/content/essays';
import { pageStylesheets } from '../../views/app/pageStylesheets';
import { globalCss } from '../../views/style/globalCss';
import { startTestServer, type TestServer } from '../helpers/testServer';

const nonceOf = (response: Response) => String(response.headers.get('content-security-policy')).match(/'nonce-([^']+)'/)![1];

/** Every <style> element of the head, with its attributes and text. */
const styleElementsOf = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<style([^>]*)>([^<]*)<\/style>/g)].map(([, attributes, css]) => ({ attributes, css }));

describe('SSR page stylesheets', () => {
  let server: TestServer;
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).to.equal(200);
    return { nonce: nonceOf(response), html: await response.text() };
  };
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("writes the home page's stylesheet after the site-wide CSS, with the policy's nonce", async () => {
    const { nonce, html } = await get('/');
    const styles = styleElementsOf(html);
    // The site-wide CSS, then the accent's custom properties (views/style/accentCss.ts) in the same element.
    const siteWide = styles.findIndex((style) => style.css.startsWith(globalCss) && style.css.includes(':root{--c-accent:'));
    const home = styles.findIndex((style) => style.attributes.includes('data-page-style="home"'));
    expect(siteWide).to.be.at.least(0);
    expect(home).to.equal(siteWide + 1);
    expect(styles[home].attributes).to.equal(` nonce="${nonce}" data-page-style="home"`);
    expect(styles[home].css).to.equal(pageStylesheets.HomePage?.css);
    expect(html).to.include('class="home-hero"');
  });

  it("writes the article stylesheet on a post's and an essay's page", async () => {
    for (const path of [`/blog/${sampleBlogPosts[0].slug}`, `/ai-islam/${sampleEssays[0].slug}`]) {
      const { nonce, html } = await get(path);
      expect(html, path).to.include(`<style nonce="${nonce}" data-page-style="article">${pageStylesheets.BlogPostPage?.css}</style>`);
    }
  });

  it('writes no page stylesheet for a page without one', async () => {
    for (const path of ['/blog', '/about', '/books']) {
      const { html } = await get(path);
      expect(html, path).not.to.include('data-page-style');
    }
  });

  it("gives each response of the cached home page its own nonce, in the page stylesheet's element too", async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.nonce).not.to.equal(second.nonce);
    expect(second.html).to.include(`<style nonce="${second.nonce}" data-page-style="home">`);
    expect(second.html).not.to.include(first.nonce);
    expect(second.html.replaceAll(second.nonce, 'N')).to.equal(first.html.replaceAll(first.nonce, 'N'));
  });
});
