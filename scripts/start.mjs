// `npm start`: build when the bundle is missing or older than the sources, then run the server.
// package.json runs it as `exec node scripts/start.mjs`: npm passes SIGTERM to the shell it starts,
// and `sh` would die of it and leave this process (the server) running on its port; with exec the
// signal reaches the server, which stops cleanly (src/server.ts) and npm exits with it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sourceDirs = ['src', 'views', 'entities', 'migrations'];
const outputs = ['dist/server.js', 'static/assets/manifest.json'];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const built = outputs.every((file) => existsSync(file));
const stale = built && Math.max(...sourceDirs.map(newestSource), statSync('build.mjs').mtimeMs) > Math.min(...outputs.map((f) => statSync(f).mtimeMs));
if (!built || stale) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building…');
  const result = spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.resolve('dist/server.js'));
