// SIGTERM mid-load: the server stops accepting, finishes every request it accepted (streamed
// pages and large files still being read included), closes the database and exits 0.
import { expect } from 'chai';
import http from 'node:http';
import { statSync } from 'node:fs';
import { startServerProcess } from '../helpers/serverProcess';

interface Accepted {
  status: number;
  expectedBytes: number | null;
  /** Resumes reading the paused body; resolves with the bytes read, or rejects if the body broke. */
  finish(): Promise<number>;
}

/** Sends a request and resolves once the server has answered its headers, leaving the body unread. */
function accepted(url: string): Promise<Accepted> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => {
      res.pause();
      const length = res.headers['content-length'];
      resolve({
        status: res.statusCode!,
        expectedBytes: length === undefined ? null : Number(length),
        finish: () =>
          new Promise((done, fail) => {
            let bytes = 0;
            res.on('data', (chunk) => (bytes += chunk.length));
            res.on('end', () => done(bytes));
            res.on('error', fail);
            res.on('aborted', () => fail(new Error('aborted')));
            res.resume();
          }),
      });
    }).on('error', reject);
  });
}

function attempt(url: string): Promise<'completed' | 'refused'> {
  return new Promise((resolve) => {
    http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve('completed'));
    }).on('error', () => resolve('refused'));
  });
}

describe('graceful shutdown', function () {
  this.timeout(60_000);

  it('finishes every accepted request after SIGTERM, refuses new ones and exits 0', async () => {
    const server = await startServerProcess();
    const videoBytes = statSync('static/video/hero.mp4').size;
    const paths = ['/books', '/api/books', '/video/hero.mp4', '/no-such-page'];
    const inFlight = await Promise.all(Array.from({ length: 40 }, (_, i) => accepted(`${server.url}${paths[i % paths.length]}`)));

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await Promise.all(Array.from({ length: 5 }, () => attempt(`${server.url}/books`)));
    const bytes = await Promise.all(inFlight.map((request) => request.finish()));
    const exitCode = await server.exited;

    console.log(`      accepted before SIGTERM and completed after it: ${bytes.length}; refused after SIGTERM: ${late.filter((l) => l === 'refused').length} of ${late.length}`);
    inFlight.forEach((request, i) => {
      expect([200, 404]).to.include(request.status);
      if (request.expectedBytes !== null) expect(bytes[i]).to.equal(request.expectedBytes);
      else expect(bytes[i]).to.be.greaterThan(1000);
    });
    expect(bytes.filter((b) => b === videoBytes)).to.have.length(10);
    expect(late).to.deep.equal(['refused', 'refused', 'refused', 'refused', 'refused']);
    expect(exitCode).to.equal(0);
    expect(server.output()).to.include('Stopped cleanly');
  });
});
