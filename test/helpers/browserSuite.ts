// The set-up every browser suite shares: called inside a describe(), it starts a test server
// and Chromium before the suite's tests (skipping them when browserTestsDisabled()), closes
// both after, and closes every tab a test opened once that test ends, passed or failed.
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { browserTestsDisabled, launchBrowser, openPage, waitForHydration, type PageOptions, type WatchedPage } from './browser';
import { startTestServer, TEST_ADMIN_SECRET, type TestServer, type TestServerOptions } from './testServer';

export interface TabOptions extends PageOptions {
  /** Every page of the tab starts with the admin key already entered, as after passing a gate. */
  adminKey?: boolean;
}

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A new tab in its own context. */
  tab(options?: TabOptions): Promise<WatchedPage>;
  /** A new tab opened at the server's `path` and hydrated; `response` is the document's. */
  visit(path: string, options?: TabOptions): Promise<WatchedPage & { response: Response | null }>;
}

/** Resolves when every start has settled, so what did start can be closed even if another failed. */
async function startAll(starts: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(starts)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

export function browserSuite(serverOptions: TestServerOptions = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const openContexts = new Set<BrowserContext>();

  before(async function () {
    if (browserTestsDisabled()) this.skip();
    await startAll([startTestServer(serverOptions).then((started) => (server = started)), launchBrowser().then((launched) => (browser = launched))]);
  });
  const closeTabs = () => Promise.all([...openContexts].map((context) => context.close()));
  afterEach(closeTabs);
  after(async () => {
    await closeTabs();
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`browserSuite: the ${what} is used before the suite's before() hook ran`);
    return value;
  };

  const suite: BrowserSuite = {
    get server() {
      return started(server, 'test server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async tab({ adminKey, ...pageOptions } = {}) {
      const watched = await openPage(suite.browser, pageOptions);
      openContexts.add(watched.context);
      watched.context.on('close', () => openContexts.delete(watched.context));
      // The top page only: a sandboxed frame (the mail viewer) has no storage to write.
      if (adminKey) await watched.context.addInitScript((key) => window.top === window && window.sessionStorage.setItem('admin-secret', key), TEST_ADMIN_SECRET);
      return watched;
    },
    async visit(path, options) {
      const watched = await suite.tab(options);
      const response = await watched.page.goto(suite.server.url + path);
      await waitForHydration(watched.page);
      return { ...watched, response };
    },
  };
  return suite;
}
