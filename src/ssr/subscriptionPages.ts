// The pages behind the links in subscription emails. A GET only shows a page with a button:
// mail scanners (Safe Links, Proofpoint, Mimecast) open every link, so only a POST confirms or
// unsubscribes. The unsubscribe address also takes the one-click POST of RFC 8058 that mail
// programs send (body List-Unsubscribe=One-Click), with no cookie or key. Plain server-made
// HTML forms: they work without JavaScript and add none to the site's pages.
import type { Context, Next } from 'koa';
import type { AppDeps } from '../api/define';
import { currentSettings } from '../services/settings';
import { accentCss } from '../../views/style/accentCss';
import { escapeXml } from '../lib/xml';
import { siteNameOf } from '../../views/lib/siteName';
import { sendOfUnsubscribe } from '../services/analytics/newsletterLinks';
import { resubscribeToken } from '../services/email/subscriptionTokens';
import { welcomeReader } from '../services/email/welcomeEmail';
import { confirmationStillPending, confirmSubscriber, mayResubscribe, resubscribeSubscriber, subscriberOfToken, unsubscribeSubscriber } from '../services/newsletter';
import { bumpContentVersion } from '../services/contentVersions';

interface PageText {
  title: string;
  body: string;
  /** A form that POSTs back to the same address. */
  button?: string;
  /** A second form, to another address (subscribe again). */
  extra?: { action: string; button: string; note: string };
}

function page(ctx: Context, status: number, text: PageText, siteName: string, accentColor: string) {
  const nonce = String(ctx.state.nonce ?? '');
  const form = (action: string, button: string) =>
    `<form method="post" action="${escapeXml(action)}"><button type="submit">${escapeXml(button)}</button></form>`;
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeXml(text.title)} | ${escapeXml(siteName)}</title>
<style nonce="${escapeXml(nonce)}">
:root{color-scheme:light dark}body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:24px;font:16px/1.55 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#1f2937}
main{box-sizing:border-box;max-width:480px;width:100%;background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:28px}
h1{font-size:1.4rem;margin:0 0 10px}p{margin:0 0 18px}a{color:var(--c-link)}
button{min-height:44px;padding:10px 20px;border:0;border-radius:999px;background:var(--c-accent);color:var(--c-on-accent);font:inherit;font-weight:600;cursor:pointer}
form{margin:0 0 16px}small{color:#6b7280}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e5e7eb}main{background:#111827;border-color:#374151}small{color:#9ca3af}}
${accentCss(accentColor)}</style></head><body><main><h1>${escapeXml(text.title)}</h1><p>${escapeXml(text.body)}</p>${text.button ? form(ctx.url, text.button) : ''}${text.extra ? `<p><small>${escapeXml(text.extra.note)}</small></p>${form(text.extra.action, text.extra.button)}` : ''}<p><a href="/">${escapeXml(siteName)}</a></p></main></body></html>`;
}

const INVALID: PageText = {
  title: 'This link does not work',
  body: 'It may have expired, been changed, or been used for an address that is no longer on the list. You can subscribe again from the site.',
};

const NOT_AGAIN: PageText = {
  title: 'This address cannot be subscribed again from here',
  body: 'It was never confirmed, or it was taken off the list by the site. To receive the newsletter, subscribe from the site: a confirmation email will be sent.',
};

const PURPOSE = { confirm: 'confirm', unsubscribe: 'unsubscribe', resubscribe: 'resubscribe' } as const;

export function subscriptionPages({ db, config }: AppDeps) {
  const secret = config.mail.signingSecret;
  return async (ctx: Context, next: Next) => {
    const action = /^\/newsletter\/(confirm|unsubscribe|resubscribe)$/.exec(ctx.path)?.[1] as keyof typeof PURPOSE | undefined;
    // HEAD answers as GET would, without the body (Koa leaves it out).
    if (!action || !['GET', 'HEAD', 'POST'].includes(ctx.method)) return next();
    const token = String(ctx.query.token ?? '');
    const settings = await currentSettings(db);
    const siteName = siteNameOf(settings);
    const answer = (status: number, text: PageText) => page(ctx, status, text, siteName, settings.design.accentColor);
    const subscriber = await subscriberOfToken(db, secret, PURPOSE[action], token);
    if (!subscriber || (action === 'confirm' && !confirmationStillPending(subscriber, token))) return answer(400, INVALID);
    if (ctx.method !== 'POST') {
      if (action === 'confirm') return answer(200, { title: 'Confirm your subscription', body: `Press the button to receive ${siteName}'s newsletter at ${subscriber.email}.`, button: 'Confirm my subscription' });
      if (action === 'unsubscribe') return answer(200, { title: 'Unsubscribe', body: `Press the button to stop receiving the newsletter at ${subscriber.email}.`, button: 'Unsubscribe' });
      if (!mayResubscribe(subscriber)) return answer(400, NOT_AGAIN);
      return answer(200, { title: 'Subscribe again', body: `Press the button to receive the newsletter at ${subscriber.email} again.`, button: 'Subscribe again' });
    }
    if (action === 'resubscribe' && !mayResubscribe(subscriber)) return answer(400, NOT_AGAIN);
    if (action === 'unsubscribe') await unsubscribeSubscriber(db, subscriber, await sendOfUnsubscribe(db, ctx.query.send, subscriber.email));
    else if (action === 'resubscribe') await resubscribeSubscriber(db, subscriber);
    else if (!(await confirmSubscriber(db, subscriber, token))) return answer(400, INVALID);
    else await welcomeReader(db, subscriber.email, { siteUrl: config.siteUrl, signingSecret: secret });
    await bumpContentVersion(db, 'newsletter');
    if (action === 'unsubscribe') {
      // Its own short-lived token: an unsubscribe link never subscribes anyone again.
      const again = `/newsletter/resubscribe?token=${encodeURIComponent(resubscribeToken(secret, subscriber.id, subscriber.email))}`;
      const extra = mayResubscribe(subscriber) ? { extra: { action: again, button: 'Subscribe again', note: 'Changed your mind?' } } : {};
      return answer(200, { title: 'You are unsubscribed', body: `${subscriber.email} will get no more newsletters.`, ...extra });
    }
    return answer(200, { title: 'You are subscribed', body: `Thank you: the newsletter will come to ${subscriber.email}. Every issue has a link to unsubscribe.` });
  };
}
