// The admin key is checked before an admin request's body is read: a request without the key
// that announces a 2 MB body is answered 401 at once, with only its headers sent, and its
// connection is closed. And what one client may hold of the server: its connections, and one
// log line (no raw bytes) for a malformed request.
import { expect } from 'chai';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createLimitedServer } from '../../src/lib/httpLimits';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Sends raw bytes and collects what comes back until the server closes or `ms` pass. */
function rawExchange(port: number, bytes: string, ms = 3000): Promise<{ answer: string; closed: boolean; elapsedMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed, elapsedMs: performance.now() - started });
    };
    const timer = setTimeout(() => finish(false), ms);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });
}

describe('admin API: the key before the body', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  it('answers 401 to a keyless request announcing a 2 MB body without waiting for it, and closes its connection', async () => {
    const port = Number(new URL(server.url).port);
    const head = 'POST /api/admin/blog HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1900000\r\n\r\n{"title":"';
    const { answer, closed } = await rawExchange(port, head);
    expect(answer).to.match(/^HTTP\/1\.1 401 /);
    expect(answer).to.include('"error"');
    expect(closed, 'the connection is closed, not held for the rest of the body').to.equal(true);
  });

  it('warns once when requests come through a proxy while TRUST_PROXY is off', async () => {
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/books`, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } })).arrayBuffer();
    } finally {
      console.warn = originalWarn;
    }
    expect(warnings.filter((line) => line.includes('TRUST_PROXY'))).to.have.length(1);
  });

  it('gates every /api/admin address so, in any letter case, known or not', async () => {
    const port = Number(new URL(server.url).port);
    for (const path of ['/API/Admin/blog', '/api/admin/no-such-thing', '/api/admin']) {
      const { answer } = await rawExchange(port, `PUT ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n\r\n{`);
      expect(answer, path).to.match(/^HTTP\/1\.1 401 /);
    }
  });
});

describe('HTTP limits', () => {
  let server: Server;
  let port: number;
  const warnings: string[] = [];
  const originalWarn = console.warn;
  before(async () => {
    server = createLimitedServer((_request, response) => response.end('ok'), { headersTimeoutMs: 1000, requestTimeoutMs: 2000, maxConnectionsPerClient: 3 }, { trustProxy: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  });
  after(() => {
    console.warn = originalWarn;
    server.closeAllConnections();
    server.close();
  });

  it('answers a malformed request 400 and logs one line without its bytes', async () => {
    const { answer } = await rawExchange(port, 'GARBAGE \u0001\u0002 secret-bytes-here\r\n\r\n');
    expect(answer).to.match(/^HTTP\/1\.1 400 /);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/malformed request from 127\.0\.0\.1/).and.not.include('secret-bytes-here');
  });

  it('refuses connections past the cap from one address, and counts closed ones out', async () => {
    const held = await Promise.all([1, 2, 3].map(() => new Promise<net.Socket>((resolve) => { const socket = net.connect(port, '127.0.0.1', () => resolve(socket)); })));
    const { answer, closed } = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', 1000);
    expect([answer, closed]).to.deep.equal(['', true]);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).answer).to.match(/^HTTP\/1\.1 200 /);
  });

  it('drops a request whose headers do not arrive in time', async () => {
    const { answer, closed, elapsedMs } = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n', 5000);
    expect(closed).to.equal(true);
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer), answer).to.equal(true);
    expect(elapsedMs).to.be.below(4900);
  });
});
