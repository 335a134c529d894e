// Pages rendered on a render thread (the default where the machine has a CPU to spare) are the
// same as pages rendered on the main thread (RENDER_THREADS=0), 404 page included.
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * The page without what differs per response (the nonce and the dehydrated state's times) and
 * per build: Emotion's class and keyframes names hash the CSS text, which the build minifies
 * (scripts/cssTemplates.mjs) and this process, running the source, does not. They are numbered
 * in order of appearance, so the same styles in the same places still compare equal.
 */
async function pageOf(server: TestServer, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(server.url + path);
  const nonce = response.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
  const names = new Map<string, string>();
  const numbered = (hash: string) => names.get(hash) ?? names.set(hash, String(names.size)).get(hash)!;
  const html = (await response.text())
    .replaceAll(nonce, 'NONCE')
    .replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '"$1":0')
    .replace(/data-emotion="css ([\w -]+)"/g, (_, names: string) => `data-emotion="css ${names.split(' ').map((name) => name.replace(/[a-z0-9]+$/, numbered)).join(' ')}"`)
    .replace(/\b(css|animation)-([a-z0-9]+)\b/g, (_, kind: string, hash: string) => `${kind}-${numbered(hash)}`);
  return { status: response.status, html };
}

describe('SSR on render threads', () => {
  let threaded: TestServer;
  let mainThread: TestServer;
  before(async () => {
    [threaded, mainThread] = await Promise.all([
      startTestServer({ env: { RENDER_THREADS: '1', PAGE_CACHE_MAX_AGE_SECONDS: '0' } }),
      startTestServer({ env: { RENDER_THREADS: '0', PAGE_CACHE_MAX_AGE_SECONDS: '0' }, secondaryDatabase: true }),
    ]);
  });
  after(() => Promise.all([threaded?.close(), mainThread?.close()]));

  for (const path of ['/blog', '/blog/the-things-we-build-that-outlive-us', '/ai-islam', '/books', '/legacy', '/resources', '/about', '/no-such-page', '/blog/no-such-post']) {
    it(`renders ${path} the same on a render thread as on the main thread`, async () => {
      const [onThread, onMain] = await Promise.all([pageOf(threaded, path), pageOf(mainThread, path)]);
      expect(onThread.status).to.equal(onMain.status);
      expect(onThread.html).to.equal(onMain.html);
      expect(onThread.html).to.include('<div id="root"><');
    });
  }
});
