// One line per request: method, path (never the query string, which could hold anything),
// status and duration.
import type { Context, Next } from 'koa';

export function accessLog(enabled: boolean) {
  return async (ctx: Context, next: Next) => {
    if (!enabled) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
    }
  };
}
