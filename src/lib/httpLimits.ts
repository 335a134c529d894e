// What one client may hold of the server: its headers within HEADERS_TIMEOUT_SECONDS, its whole
// request within REQUEST_TIMEOUT_SECONDS, and at most MAX_CONNECTIONS_PER_CLIENT connections
// open from one address (not behind a trusted proxy, where every visitor arrives from the
// router's address). A malformed request is answered 400 (a late one 408) and logged as one line, without its bytes.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpLimits } from '../config';

const QUIET_CLIENT_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** How often Node looks for requests past their time (its default, 30 s, would let a slow client keep its connection that much longer). */
const CHECK_INTERVAL_MS = 1000;

export function createLimitedServer(handler: RequestListener, limits: HttpLimits, options: { trustProxy: boolean }): Server {
  const server = createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: CHECK_INTERVAL_MS }, handler);

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!QUIET_CLIENT_ERRORS.has(error.code ?? '')) console.warn(`[http] malformed request from ${socket.remoteAddress ?? 'unknown'}: ${error.code ?? error.message}`);
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable && !socket.destroyed) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });

  if (options.trustProxy) return server;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return server;
}
