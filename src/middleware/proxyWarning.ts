// Requests that come through a proxy (X-Forwarded-For) while TRUST_PROXY is off all seem to
// come from the proxy's one address: rate limits and the admin lock-out then treat every
// visitor as one, so five wrong keys from anyone lock the owner out. Said once per process.
import type { Context, Next } from 'koa';

/** Says the warning the first time a request carries X-Forwarded-For, unless the proxy is trusted. */
export function proxyWatcher(trustProxy: boolean): (forwardedFor: string | undefined) => void {
  let warned = trustProxy;
  return (forwardedFor) => {
    if (warned || !forwardedFor) return;
    warned = true;
    console.warn('[config] Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every visitor shares the proxy\'s address, for rate limits and the admin lock-out alike. Set TRUST_PROXY=true behind your host\'s router.');
  };
}

export function proxyWarning(notice: (forwardedFor: string | undefined) => void) {
  return (ctx: Context, next: Next) => {
    notice(ctx.get('x-forwarded-for') || undefined);
    return next();
  };
}
