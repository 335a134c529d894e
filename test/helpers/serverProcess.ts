// Runs the built server (dist/server.js) as its own process, the way the Procfile does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mysqlUrl } from './testDatabase';
import { TEST_ADMIN_SECRET } from './testServer';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_SECRET: TEST_ADMIN_SECRET,
      SITE_URL: 'http://localhost',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-proc-')),
      RATE_LIMIT_PER_CLIENT: '100000',
      RATE_LIMIT_TOTAL: '100000',
      ...(mysqlUrl ? { DATABASE_URL: mysqlUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return { url, child, output: () => output, exited };
}
