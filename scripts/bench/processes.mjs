// Starting what the benchmark measures: a server process of a built tree, on its own data.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Starts `node <args>` in `cwd` (with `node`, this process's own by default) and resolves its URL once it says where it listens. */
export function startProcess(args, env, cwd = process.cwd(), node = process.execPath) {
  let output = '';
  const child = spawn(node, args, { cwd, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = output.match(/(?:running at|listening on) (http:\/\/[\w.]+:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, url };
}

/** The production settings every benchmarked server runs with; BENCH_DATABASE_URL-style `databaseUrl` or the embedded database. */
export function serverEnv(databaseUrl) {
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
    // Every simulated visitor comes from 127.0.0.1: up to 150 connections at once (the uploads bench).
    MAX_CONNECTIONS_PER_CLIENT: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/**
 * Empties a MySQL database for a benchmarked tree (dropped and made again), so each version
 * starts from its own migrations and sample content. `suffix` names a sibling database.
 */
export async function freshMysqlDatabase(url, suffix = '') {
  const mysql = await import('mysql2/promise');
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}${suffix}`;
  const admin = new URL(url);
  admin.pathname = '/';
  const connection = await mysql.createConnection(admin.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}
