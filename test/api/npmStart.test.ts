// `npm start` (the README's start command) stops cleanly on SIGTERM: npm runs the script through
// `sh -c`, and a shell that does not pass the signal on would leave the server running on its
// port. The script's shell execs node, so the signal npm forwards reaches the server itself.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mysqlUrl } from '../helpers/testDatabase';
import { TEST_ADMIN_SECRET } from '../helpers/testServer';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start: SIGTERM', function () {
  this.timeout(180_000);

  it('stops the server, frees its port and exits with it', async () => {
    let output = '';
    // Its own process group, so the test can clean up whatever is left if it fails.
    const npm = spawn('npm', ['start'], {
      detached: true,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_SECRET: TEST_ADMIN_SECRET,
        SITE_URL: 'http://localhost',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-npm-start-')),
        ...(mysqlUrl ? { DATABASE_URL: mysqlUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    try {
      npm.stdout!.on('data', (chunk) => (output += chunk));
      npm.stderr!.on('data', (chunk) => (output += chunk));
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`npm start did not start the server:\n${output}`)), 150_000);
        npm.stdout!.on('data', () => {
          const match = /running at http:\/\/localhost:(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(Number(match[1]));
          }
        });
      });
      expect(await accepts(port)).to.equal(true);

      npm.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000))]);
      expect(code, output).to.equal(0);
      expect(await accepts(port), 'the port is free').to.equal(false);
    } finally {
      try {
        process.kill(-(npm.pid as number), 'SIGKILL');
      } catch {
        // the group is gone: nothing was left behind
      }
    }
  });
});
