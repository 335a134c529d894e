// `npm run bench -- --against <ref>`: the other version, checked out in a temporary worktree
// beside this one (sharing this tree's node_modules) and built there with its own build script.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const git = (...args) => {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/** Checks `ref` out in a temporary worktree and builds it. Returns its folder, its short name and a cleanup. */
export function buildAgainst(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-against-'));
  git('worktree', 'add', '--detach', '--force', dir, commit);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    console.log(`Building ${ref} (${commit.slice(0, 7)}) in ${dir}…`);
    const build = spawnSync(process.execPath, ['build.mjs', '--clean'], { cwd: dir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`${ref} did not build`);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, name: commit.startsWith(ref) ? commit.slice(0, 7) : `${ref} (${commit.slice(0, 7)})`, remove };
}
