// SIGTERM mid-load: the server stops accepting, finishes every request it accepted (streamed
// pages included), closes the database and exits 0. Requests sent before the signal must all
// complete; requests sent after it may be refused (or reset, when they only reached the
// kernel's accept queue of a listener that has closed) but never half-answered.
import { expect } from 'chai';
import http from 'node:http';
import { startServerProcess } from '../helpers/serverProcess';

type Outcome = { kind: 'completed'; status: number; bytes: number } | { kind: 'refused' } | { kind: 'broken'; error: string };

function request(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ kind: 'completed', status: res.statusCode!, bytes }));
      res.on('error', (error) => resolve({ kind: 'broken', error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'broken', error: error.message }));
  });
}

describe('graceful shutdown', function () {
  this.timeout(60_000);

  it('finishes every accepted request after SIGTERM and exits 0', async () => {
    const server = await startServerProcess();
    const paths = ['/books', '/api/books', '/no-such-page'];
    const before: Promise<Outcome>[] = [];
    for (let i = 0; i < 60; i++) before.push(request(`${server.url}${paths[i % paths.length]}`));
    await new Promise((resolve) => setTimeout(resolve, 25));
    server.child.kill('SIGTERM');
    const after: Promise<Outcome>[] = [];
    for (let i = 0; i < 20; i++) after.push(request(`${server.url}${paths[i % paths.length]}`));
    const [sentBefore, sentAfter] = await Promise.all([Promise.all(before), Promise.all(after)]);
    const exitCode = await server.exited;

    const completed = [...sentBefore, ...sentAfter].filter((o) => o.kind === 'completed');
    console.log(`      sent before SIGTERM: ${sentBefore.length}; completed in all: ${completed.length}; not accepted after SIGTERM: ${sentAfter.filter((o) => o.kind !== 'completed').length}`);
    expect(sentBefore.filter((o) => o.kind !== 'completed'), 'requests sent before SIGTERM').to.deep.equal([]);
    for (const outcome of completed) {
      if (outcome.kind !== 'completed') continue;
      expect([200, 404]).to.include(outcome.status);
      expect(outcome.bytes).to.be.greaterThan(0);
    }
    expect(exitCode).to.equal(0);
    expect(server.output()).to.include('Stopped cleanly');
  });
});
