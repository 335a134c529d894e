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
import { countOf } from '../views/lib/plural';
import { type FederationWorker, startFederationWorker } from './federation/worker';
import { startWebmentionWorker } from './services/comments/webmentionWorker';

const SHUTDOWN_GRACE_MS = 10_000;
/** How often a process looks for posts whose news is due to followers (a scheduled post's time came). */
const FEDIVERSE_LOOK_MS = 30_000;

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
  if (settled > 0) console.log(`Settled ${countOf(settled, 'import job')} whose process had stopped: marked failed, nothing of them was written.`);
  const analytics = config.analytics.enabled ? startAnalytics(db, config.analytics) : undefined;
  const app = createApp({ db, config, analytics });
  const stopCollecting = startCollectingOnGrowth();
  const server: Server = createLimitedServer(app.callback(), config.http, { trustProxy: config.trustProxy });
  const mailSender = startMailSender(db, config.mail);
  const scheduledSends = startScheduledSends(db, { mail: config.mail, siteUrl: config.siteUrl }, config.mail.pollMs);
  let federation: FederationWorker | undefined;
  const webmentions = startWebmentionWorker(db, { siteUrl: config.siteUrl, allowPrivateAddresses: config.fediverse.allowPrivateAddresses });

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
      await federation?.stop();
      await webmentions.stop();
      await analytics?.stop();
      await backgroundWorkSettled();
      await db.destroy().catch(() => undefined);
      console.log('Stopped cleanly');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  // Before listening and before the line that says so: a signal that arrives before Node has a
  // handler for it kills the process outright (npm then exits by the signal, not with 0), and a
  // supervisor may send SIGTERM the moment it reads "Site running".
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (!mailSender) console.log('Mail is not being delivered (SMTP_URL is not set): emails wait in the outbox, shown at /admin/emails.');
  if (config.adminSecretSource !== 'env') {
    console.log(`Admin secret (development only; set ADMIN_SECRET to choose your own): ${config.adminSecret}`);
  }
  // After the handlers: setting Fedify up takes long enough that a SIGTERM meanwhile would kill the process unhandled.
  if (!stopping) federation = startFederationWorker({ db, config, analytics }, FEDIVERSE_LOOK_MS);
  // Said last: whoever waits for this line (a supervisor, a test) may stop the server at once.
  console.log(`Site running at http://localhost:${port} (${describeDatabase(config)})`);
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
