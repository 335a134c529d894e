// Every animation a public page carries moves only opacity and transform, which the browser's
// compositor runs by itself. Anything else (a background sweep, a width, a colour) is painted
// again on the main thread every frame while it runs: a skeleton's shimmer once cost a phone
// hundreds of milliseconds of paint while the page was hydrating.
import { expect } from 'chai';
import { sampleBlogPosts } from '../../src/seed/content/blogPosts';
import { startTestServer, type TestServer } from '../helpers/testServer';

const COMPOSITED = new Set(['opacity', 'transform']);

/** The @keyframes rules of a page's head, each with the properties its frames set. */
function keyframesOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)].map(([, name, frames]) => ({
    name,
    properties: [...frames.matchAll(/([a-z-]+)\s*:/g)].map(([, property]) => property.replace(/^-webkit-/, '')),
  }));
}

describe('SSR animations on public pages', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  // The post renders its related articles' skeleton (they load once the post has); the home page has its own keyframes.
  for (const path of ['/', '/blog', `/blog/${sampleBlogPosts[0].slug}`, '/legacy', '/books', '/contact']) {
    it(`${path} animates only opacity and transform`, async () => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).to.equal(200);
      const keyframes = keyframesOf(await response.text());
      if (path.startsWith('/blog/')) expect(keyframes, 'the related articles skeleton pulses').to.not.be.empty;
      for (const { name, properties } of keyframes) {
        expect(properties, name).to.not.be.empty;
        for (const property of properties) expect(COMPOSITED.has(property), `${name} animates ${property}`).to.equal(true);
      }
    });
  }
});
