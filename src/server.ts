// Entry: read config, open the database (running pending migrations), load the sample content
// on a fresh install, listen; on SIGTERM/SIGINT stop accepting, finish in-flight requests,
// close the database and exit.
import type { Server } from 'node:http';
import path from 'node:path';
import { emptyUploadFolders } from './api/readUpload';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { embeddedDatabaseFile, openDatabase, siteDatabase } from './db';
import { backgroundWorkSettled } from './lib/backgroundWork';
import { createLimitedServer } from './lib/httpLimits';
import { startCollectingOnGrowth } from './lib/collectOnGrowth';
import { isDatabaseEmpty, seedSampleContent } from './seed/seed';
import { startAnalytics } from './services/analytics/analyticsRecorder';
import { noticeScheduledItems } from './services/contentVersions';
import { stopImports } from './services/import/importJob';
import { settleOrphanedJobs } from './services/import/jobLife';
import { startMailSender } from './services/email/mailSender';
import { startScheduledSends } from './services/email/scheduledSends';
import { startWebmentionWorker } from './services/comments/webmentionWorker';

const SHUTDOWN_GRACE_MS = 10_000;

function describeDatabase(config: Config) {
  if (!config.databaseUrl) return `embedded database ${path.relative(process.cwd(), embeddedDatabaseFile(config.dataDir))}`;
  const url = new URL(config.databaseUrl);
  return `MySQL ${url.hostname}:${url.port || 3306}${url.pathname}`; // never the password
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase(siteDatabase(config));
  if (config.seedWhenEmpty && (await isDatabaseEmpty(db))) {
    const { added } = await seedSampleContent(db);
    console.log(`Loaded the sample content (${added} items).`);
  }
  if (process.argv.includes('--seed-only')) {
    const { added } = await seedSampleContent(db);
    console.log(`Seed finished: ${added} items added.`);
    await db.destroy();
    return;
  }

  await noticeScheduledItems(db);
  await emptyUploadFolders(config.dataDir);
  const settled = await settleOrphanedJobs(db);
  if (settled > 0) console.log(`Settled ${settled} import job(s) whose process had stopped: marked failed, nothing of them was written.`);
  const analytics = config.analytics.enabled ? startAnalytics(db, config.analytics) : undefined;
  const app = createApp({ db, config, analytics });
  const stopCollecting = startCollectingOnGrowth();
  const server: Server = createLimitedServer(app.callback(), config.http, { trustProxy: config.trustProxy }).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Site running at http://localhost:${port} (${describeDatabase(config)})`);
  const mailSender = startMailSender(db, config.mail);
  const scheduledSends = startScheduledSends(db, { mail: config.mail, siteUrl: config.siteUrl }, config.mail.pollMs);
  const webmentions = startWebmentionWorker(db, { siteUrl: config.siteUrl, allowPrivateAddresses: config.allowPrivateAddresses });
  if (!mailSender) console.log('Mail is not being delivered (SMTP_URL is not set): emails wait in the outbox, shown at /admin/emails.');
  if (config.adminSecretSource !== 'env') {
    console.log(`Admin secret (development only; set ADMIN_SECRET to choose your own): ${config.adminSecret}`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    // A running import rolls back now rather than keep the process alive until it ends.
    void stopImports();
    const forced = setTimeout(() => {
      console.error('Shutdown grace period over: closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    server.close(async () => {
      clearTimeout(forced);
      stopCollecting();
      await mailSender?.stop();
      await scheduledSends.stop();
      await webmentions.stop();
      await analytics?.stop();
      await backgroundWorkSettled();
      await db.destroy().catch(() => undefined);
      console.log('Stopped cleanly');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
