// The whole site in and out from the shell, against the database the site itself uses
// (DATABASE_URL, else the embedded database under DATA_DIR), so a cron job on any host can keep
// backups:
//   npm run backup -- <file.zip>               writes the backup (src/services/transfer/writeBackup.ts)
//   npm run restore -- <file.zip> [--replace]  restores it; over a site with content only with --replace
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config';
import { openDatabase, siteDatabase } from './db';
import { heldEmailsNote } from './services/transfer/heldEmailsNote';
import { RestoreRefused, restoreBackup } from './services/transfer/restoreBackup';
import { writeBackup } from './services/transfer/writeBackup';

const USAGE = 'usage: npm run backup -- <file.zip>  |  npm run restore -- <file.zip> [--replace]';

async function main(): Promise<number> {
  const [command, file, ...flags] = process.argv.slice(2);
  if (!['backup', 'restore'].includes(command) || !file || flags.some((flag) => flag !== '--replace') || (command === 'backup' && flags.length > 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(siteDatabase(config));
  try {
    if (command === 'backup') {
      // Written beside its name first, so a backup cut short never passes for a whole one.
      const partial = `${file}.partial`;
      try {
        const manifest = await writeBackup(db, createWriteStream(partial));
        await rename(partial, file);
        const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
        console.log(`Backup written to ${file}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.media.files} media files (${manifest.media.bytes} bytes).`);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    } else {
      const result = await restoreBackup(db, file, { replace: flags.includes('--replace') });
      const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
      if (result.samplesRemoved) console.log(`Sample content first: ${result.samplesRemoved.message}`);
      console.log(`Restored ${file}: ${rows} rows, ${result.media.files} media files (${result.media.bytes} bytes).`);
      if (result.heldEmails > 0) console.log(heldEmailsNote(result.heldEmails));
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof RestoreRefused ? `Not restored: ${message}` : error instanceof ConfigError ? `Configuration error: ${message}` : message);
    process.exit(1);
  },
);
