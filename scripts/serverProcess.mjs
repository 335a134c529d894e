// Starts a Node process (the built server, or a bare one for comparison) for a bench script and
// resolves its address once it prints that it listens. scripts/bench.mjs has its own copy of this
// from before; new bench scripts import this one.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function startProcess(args, env) {
  let output = '';
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const match = output.match(/(?:running at|listening on) (http:\/\/[\w.]+:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

/** The environment of the production server under a bench: loopback, a fresh data folder, no access log, rate limits out of the way. */
export function benchServerEnv(overrides = {}) {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_SECRET: `bench-secret-${Math.random().toString(36).slice(2)}`,
    SITE_URL: 'http://localhost',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-data-')),
    LOG_REQUESTS: 'false',
    RATE_LIMIT_PER_CLIENT: '100000000',
    RATE_LIMIT_TOTAL: '100000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...overrides,
  };
}
