// One line per request: method, path (never the query string, which could hold anything),
// status and duration.
import type { Context, Next } from 'koa';

/** The line for one request answered; `started` is its `performance.now()` on arrival. */
export function logRequest(method: string, path: string, status: number, started: number): void {
  console.log(`${method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
}

export function accessLog(enabled: boolean) {
  return async (ctx: Context, next: Next) => {
    if (!enabled) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      logRequest(ctx.method, ctx.path, ctx.status, started);
    }
  };
}
