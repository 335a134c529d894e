// Each request body gets a time limit to match the size it may have. The server's own
// REQUEST_TIMEOUT_SECONDS (src/lib/httpLimits.ts) is sized for the owner's largest upload from a
// slow phone (25 MB, minutes); a public JSON body is at most 100 KB, so one that has not arrived
// within seconds is a client holding a connection, not a slow reader. Past its limit the body's
// reader fails with a 408, the error handler answers it, and the connection is closed.
import type { Context, Next } from 'koa';
import { HttpError } from '../errors';

/** A public JSON body (at most 100 KB): seconds. */
export const PUBLIC_BODY_SECONDS = 10;
/** An owner's JSON body (at most 2 MB), behind the key: a minute. Uploads keep the server's REQUEST_TIMEOUT_SECONDS. */
export const OWNER_BODY_SECONDS = 60;

export function bodyDeadline(seconds: number) {
  return async (ctx: Context, next: Next) => {
    const request = ctx.req;
    if (request.complete) return next();
    const timer = setTimeout(() => {
      // Only while a reader waits on the body (koa-body's raw-body listens for 'error'): it rejects with the 408.
      if (request.complete || request.listenerCount('error') === 0) return;
      request.emit('error', new HttpError(408, `The request body did not arrive within ${seconds} s`, undefined, { Connection: 'close' }));
    }, seconds * 1000);
    const stop = () => clearTimeout(timer);
    request.once('end', stop);
    request.once('close', stop);
    try {
      await next();
    } finally {
      stop();
      request.off('end', stop);
      request.off('close', stop);
    }
  };
}
