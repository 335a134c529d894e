// Debian's Chromium driven by playwright-core. Browser tests are part of the suite: a missing
// Chromium fails them, unless a developer opts out locally with SKIP_BROWSER_TESTS=1 (never
// honoured under CI=true).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Route } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function browserTestsDisabled(): boolean {
  if (process.env.CI === 'true') return false;
  return process.env.SKIP_BROWSER_TESTS === '1';
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, warnings (React's hydration warnings among them) and page errors. */
  problems: string[];
  /** Every /api request the page made. */
  apiRequests: string[];
}

export interface PageOptions {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
  /** A phone: touch input, and no pointer that can hover. */
  touch?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium reports a document answered 404 as a failed resource: that is the page under test, not a fault.
    const isDocument404 = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!isDocument404) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
  });
  return { context, page, problems, apiRequests };
}

/** Resolves once React has hydrated the root (the browser entry marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

/**
 * Holds back every request matching `match` (a URL glob, or a test on the path) until the
 * returned release() is called, so a test can see the loading state.
 */
export async function holdRequests(page: Page, match: string | ((pathname: string) => boolean)): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(typeof match === 'string' ? match : (url) => match(url.pathname), async (route: Route) => {
    await held;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return release;
}
