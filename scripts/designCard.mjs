// The design card's libraries, each checked to be a dependency and used for its job: run by
// `npm run lint`, so a library the card names cannot quietly drop out (as koa-static once did).
//
// A library is "used" where a file in the named place imports it (any subpath: 'react-dom/server').
// Two drivers and the test runner are not imported by our code but loaded by name, so for them the
// check reads the line that loads them: TypeORM's driver type, and the test script that runs mocha.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './importRules.mjs';

/** `section`: where package.json must list it. `importedIn`: each place must hold a file that imports it. */
const card = [
  { name: 'koa', job: 'the HTTP server and its middleware', section: 'dependencies', importedIn: ['src/app.ts', 'src/middleware/'] },
  { name: '@koa/router', job: 'the API route tables', section: 'dependencies', importedIn: ['src/api/'] },
  { name: 'koa-body', job: 'request bodies', section: 'dependencies', importedIn: ['src/'] },
  { name: 'koa-static', job: 'the files under static/', section: 'dependencies', importedIn: ['src/middleware/staticFiles.ts'] },
  { name: 'react', job: 'the views', section: 'dependencies', importedIn: ['views/pages/', 'views/components/'] },
  { name: 'react-dom', job: 'streaming render on the server, hydration in the browser', section: 'dependencies', importedIn: ['src/ssr/', 'views/app/'] },
  { name: '@tanstack/react-query', job: 'the dehydrated query cache', section: 'dependencies', importedIn: ['src/ssr/', 'views/data/'] },
  { name: 'typeorm', job: 'entities, migrations and queries', section: 'dependencies', importedIn: ['src/services/', 'src/db.ts'] },
  { name: 'mysql2', job: 'the production database driver', section: 'dependencies', loadedBy: ['src/db.ts', /type: 'mysql'/] },
  { name: 'better-sqlite3', job: 'the embedded database', section: 'dependencies', loadedBy: ['src/db.ts', /type: 'better-sqlite3'/] },
  { name: 'class-validator', job: 'DTO validation at the edge', section: 'dependencies', importedIn: ['src/api/'] },
  { name: '@emotion/react', job: 'styles in the views', section: 'dependencies', importedIn: ['views/components/', 'views/app/'] },
  { name: 'unified', job: 'the markdown pipeline', section: 'dependencies', importedIn: ['views/lib/'] },
  { name: 'mocha', job: 'the test runner', section: 'devDependencies', loadedBy: ['package.json', /"test": "[^"]*\bmocha\b/] },
  { name: 'chai', job: 'test assertions', section: 'devDependencies', importedIn: ['test/'] },
  { name: 'esbuild', job: 'the bundles', section: 'devDependencies', importedIn: ['build.mjs'] },
];

const sourceFile = /\.(ts|tsx|mjs)$/;

function filesUnder(root, place) {
  const full = path.join(root, place);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [place];
  return readdirSync(full).flatMap((name) => {
    const rel = path.posix.join(place, name);
    if (statSync(path.join(root, rel)).isDirectory()) return filesUnder(root, rel);
    return sourceFile.test(name) ? [rel] : [];
  });
}

const importsPackage = (spec, name) => spec === name || spec.startsWith(`${name}/`);

/** Every way the tree under `root` falls short of the card, one sentence each. */
export function checkDesignCard(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const findings = [];
  for (const { name, job, section, importedIn = [], loadedBy } of card) {
    if (!manifest[section]?.[name]) findings.push(`${name} (${job}) is not in package.json's ${section}`);
    for (const place of importedIn) {
      const user = filesUnder(root, place).find((file) => importsOf(read(file)).some((spec) => importsPackage(spec, name)));
      if (!user) findings.push(`${name} (${job}) is imported nowhere in ${place}`);
    }
    if (loadedBy) {
      const [file, line] = loadedBy;
      if (!line.test(read(file))) findings.push(`${name} (${job}) is no longer loaded by ${file} (${line})`);
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = checkDesignCard(process.cwd());
  for (const finding of findings) console.error(`design card: ${finding}`);
  if (findings.length) process.exit(1);
  console.log(`Design card: all ${card.length} libraries listed and used for their job.`);
}
