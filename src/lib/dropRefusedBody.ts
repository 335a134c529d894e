// A request refused before its body was read (no admin key, say) may still be sending that body.
// Closing the connection at once makes the client's next write fail with EPIPE, and Node 24's
// fetch (undici 7) then reports "fetch failed" instead of the answer, so a small body is read
// and dropped first and the client gets its 4xx. A large one is not read: its connection closes.
import type { IncomingMessage } from 'node:http';

export const DROPPED_BODY_MAX_BYTES = 64 * 1024;

/** Reads and drops the rest of a refused request's body; answers false when it is too large (or broke), so the caller closes the connection. */
export function dropRefusedBody(req: IncomingMessage, maxBytes = DROPPED_BODY_MAX_BYTES): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const settle = (whole: boolean) => {
      req.off('data', onData).off('end', onEnd).off('error', onBroken).off('close', onBroken);
      if (!whole) req.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onBroken = () => settle(false);
    req.on('data', onData).once('end', onEnd).once('error', onBroken).once('close', onBroken);
  });
}
