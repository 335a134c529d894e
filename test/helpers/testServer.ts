// Starts the real app (createApp) on a loopback port against a fresh test database.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource, Logger } from 'typeorm';
import { createApp } from '../../src/app';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { loadConfig, type Config } from '../../src/config';
import { type AnalyticsRecorder, startAnalytics } from '../../src/services/analytics/analyticsRecorder';
import { seedSampleContent } from '../../src/seed/seed';
import { bumpContentVersion, EVERY_AREA } from '../../src/services/contentVersions';
import { openTestDatabase } from './testDatabase';

export const TEST_ADMIN_SECRET = 'test-admin-secret-0123456789';

export interface TestServer {
  url: string;
  db: DataSource;
  config: Config;
  /** The app's reader counter, when the server was started with `analytics: true` (flush it to see its counts). */
  analytics?: AnalyticsRecorder;
  /** Tells the page cache that the test changed the database directly, as an API write would. */
  wroteDirectly(): Promise<void>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ADMIN_SECRET: TEST_ADMIN_SECRET,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-test-')),
    // Suites send many writes from one address; the rate-limit suite sets its own small limits.
    RATE_LIMIT_PER_CLIENT: '100000',
    RATE_LIMIT_TOTAL: '100000',
    ...overrides,
  });
}

export interface TestServerOptions {
  seed?: boolean;
  env?: Record<string, string>;
  logger?: Logger;
  secondaryDatabase?: boolean;
  /** Count readers (src/services/analytics/); its timer never flushes by itself: the test calls flush(). */
  analytics?: boolean;
  /** SITE_URL is the server's own loopback address (the social web's tests: other servers fetch what it names). */
  siteUrlIsOwnAddress?: boolean;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = await openTestDatabase(options.logger, { secondary: options.secondaryDatabase });
  if (options.seed ?? true) await seedSampleContent(db);
  const server: Server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const config = testConfig({ ...(options.siteUrlIsOwnAddress ? { SITE_URL: `http://127.0.0.1:${port}` } : {}), ...options.env });
  const analytics = options.analytics ? startAnalytics(db, { ...config.analytics, flushMs: 3_600_000 }) : undefined;
  server.on('request', createApp({ db, config, analytics }).callback());
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    config,
    analytics,
    wroteDirectly: () => bumpContentVersion(db, EVERY_AREA),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await analytics?.stop();
      await backgroundWorkSettled();
      await db.destroy();
    },
  };
}

/** Reads the dehydrated React Query state out of a page's HTML. */
export function dehydratedStateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] } {
  const match = html.match(/<script type="application\/json" id="__REACT_QUERY_STATE__">(.*?)<\/script>/s);
  if (!match) throw new Error('no dehydrated state in the page');
  return JSON.parse(match[1]);
}
