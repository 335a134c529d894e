// GET /mail-view/…: one stored email's HTML, for the admin's mail viewer frame. It is shown as
// inert data: no script can run (sandbox, no script source), only this site may frame it.
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { OutboxEmail } from '../../entities/OutboxEmail';
import { emailIdOfView } from '../services/email/emailViews';

export function serveEmailView({ db, config }: AppDeps) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/mail-view/') || ctx.method !== 'GET') return next();
    const id = emailIdOfView(config.adminSecret, ctx.path);
    const email = id === undefined ? null : await db.getRepository(OutboxEmail).findOne({ select: { id: true, html: true }, where: { id } });
    if (!email) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox");
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = email.html;
  };
}
