// A signal that aborts when the client closes its connection before its answer is sent: work
// done for it after that (an image resized, a file stored) would be for nobody.
import type { Context } from 'koa';
import { HttpError } from '../errors';

/** 499, as proxies log it: the client closed the connection. Nobody reads this answer. */
export class ClientGoneError extends HttpError {
  constructor() {
    super(499, 'The client closed the connection: nothing was stored');
  }
}

export function clientGoneSignal(ctx: Context): AbortSignal {
  const controller = new AbortController();
  // 'close' also follows a finished answer: only one that was cut short means the client left.
  const abort = () => {
    if (!ctx.res.writableEnded) controller.abort(new ClientGoneError());
  };
  if (ctx.req.socket.destroyed) abort();
  else ctx.res.once('close', abort);
  return controller.signal;
}
