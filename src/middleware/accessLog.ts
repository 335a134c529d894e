// One line per request: method, path (never the query string, which could hold anything),
// status and duration. Capabilities carried in the path itself are left out: a signed backup
// link (/backup/{expires}/{signature}/{file}) and a preview link (…/preview/{token}) work for
// anyone who reads them, for minutes or days, and logs are read by more people than the owner.
import type { Context, Next } from 'koa';

/** What stands in the log for a left-out part. */
const HIDDEN = '[hidden]';
const SIGNED_PATHS: [RegExp, string][] = [
  [/^\/backup\/.*$/, `/backup/${HIDDEN}`],
  [/\/preview\/[^/]+/, `/preview/${HIDDEN}`],
];
/** A segment that looks like a signature or token (43 base64url characters, mixed case and digits), wherever it is. */
const TOKEN_SEGMENT = /(?<=\/)(?=[\w-]*[A-Z])(?=[\w-]*\d)[\w-]{32,}(?=\/|$)/g;

/** The path as the log writes it: signatures and tokens left out. */
export function loggedPath(path: string): string {
  let logged = path;
  for (const [pattern, replacement] of SIGNED_PATHS) logged = logged.replace(pattern, replacement);
  return logged.replace(TOKEN_SEGMENT, HIDDEN);
}

/** The line for one request answered; `started` is its `performance.now()` on arrival. */
export function logRequest(method: string, path: string, status: number, started: number): void {
  console.log(`${method} ${loggedPath(path)} ${status} ${(performance.now() - started).toFixed(1)}ms`);
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
