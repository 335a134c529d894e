// A public JSON body that never arrives is not held for REQUEST_TIMEOUT_SECONDS (sized for the
// owner's uploads): past PUBLIC_BODY_SECONDS it is answered 408 and its connection closed, and
// nothing is written.
import { expect } from 'chai';
import net from 'node:net';
import { ContactMessage } from '../../entities';
import { PUBLIC_BODY_SECONDS } from '../../src/lib/bodyDeadline';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('request bodies: a time limit to match their size', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  it('answers 408 and closes the connection when a public JSON body does not arrive in time', async () => {
    const { port } = new URL(server.url);
    const started = Date.now();
    const answer = await new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 30 s: ${text}`));
      }, 30_000);
    });
    expect(answer.text).to.match(/^HTTP\/1\.1 408 /);
    expect(answer.text).to.match(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).to.deep.equal({ error: `The request body did not arrive within ${PUBLIC_BODY_SECONDS} s` });
    expect(answer.closedAfterMs).to.be.within(PUBLIC_BODY_SECONDS * 1000 - 100, PUBLIC_BODY_SECONDS * 1000 + 5000);
    expect(await server.db.getRepository(ContactMessage).count()).to.equal(0);
  });

  it('still reads a body that arrives slowly within its limit', async () => {
    const { port } = new URL(server.url);
    const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', subject: 'Hello', message: 'A message sent in two parts.' });
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`);
        setTimeout(() => socket.write(body.slice(20)), 2000);
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).to.match(/^HTTP\/1\.1 201 /);
    expect(await server.db.getRepository(ContactMessage).count()).to.equal(1);
  });
});
