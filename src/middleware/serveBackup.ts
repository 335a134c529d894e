// GET /backup/…: the whole site as one zip, streamed as it is written (writeBackup), behind a
// short-lived signed link the admin asked for (backupLinks.ts). Never cached, never indexed.
import { PassThrough } from 'node:stream';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { backupOfPath } from '../services/transfer/backupLinks';
import { writeBackup } from '../services/transfer/writeBackup';

export function serveBackup({ db, config }: AppDeps) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/backup/') || ctx.method !== 'GET') return next();
    const fileName = backupOfPath(config.adminSecret, ctx.path);
    if (!fileName) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.type = 'application/zip';
    const body = new PassThrough();
    ctx.body = body;
    // The answer has begun: a failure now can only cut the file short, and a restore refuses a cut zip.
    writeBackup(db, body).catch((error: Error) => {
      console.error('[backup] download failed:', error.message);
      body.destroy(error);
    });
  };
}
