// Requests that come through a proxy (X-Forwarded-For) while TRUST_PROXY is off all seem to
// come from the proxy's one address: rate limits and the admin lock-out then treat every
// visitor as one, so five wrong keys from anyone lock the owner out. Said once per process.
import type { Context, Next } from 'koa';

export function proxyWarning(trustProxy: boolean) {
  let warned = trustProxy;
  return (ctx: Context, next: Next) => {
    if (!warned && ctx.get('x-forwarded-for')) {
      warned = true;
      console.warn('[config] Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every visitor shares the proxy\'s address, for rate limits and the admin lock-out alike. Set TRUST_PROXY=true behind your host\'s router.');
    }
    return next();
  };
}
