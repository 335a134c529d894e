// The dependency rule, in one place, checked by `npm run lint` and by test/unit/importRules.test.ts.
//
// Browser code never imports server code, and nothing imports in a circle:
// - views/api      the wire contract (response types, every shared list): imports nothing else of ours
// - views/lib      pure code both sides run: views/api
// - views/content  the owner's identity and page copy: views/api, views/lib
// - views/style    theme, site-wide CSS, tooltips: views/api, views/lib, views/content
// - views/data     queryOptions, the query client, the one fetcher: views/api, views/lib
// - views/admin    the owner's app (its page table, screens, API client, hooks): any of views/
// - views/app, views/pages, views/layout, views/components: the public side, any of views/ but views/admin;
//                  views/app/routes.ts alone loads the admin's page table (views/admin/adminRoutes.ts) lazily
// - entities/      TypeORM entities and DTOs: entities/, views/api, views/lib
// - migrations/    migrations/ only
// - src/           the server: src/, entities/, migrations/ and, of views/, only api, lib, content, style,
//                  data and app (the page table and the app shell it renders) and the admin's page table,
//                  never a page or component directly
// - views/ never imports a server-only package (Node's built-ins, Koa, TypeORM, the database drivers).
// test/ and scripts/ may import anything. A cycle counts type-only imports too: a type cycle is still a knot.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const layers = {
  'views/api': ['views/api'],
  'views/lib': ['views/api', 'views/lib'],
  'views/content': ['views/api', 'views/lib', 'views/content'],
  'views/style': ['views/api', 'views/lib', 'views/content', 'views/style'],
  'views/data': ['views/api', 'views/lib', 'views/data'],
  views: ['views/api', 'views/lib', 'views/content', 'views/style', 'views/data', 'views/app', 'views/pages', 'views/layout', 'views/components', 'views/admin/adminRoutes.ts'],
  'views/admin': ['views'],
  entities: ['entities', 'views/api', 'views/lib'],
  migrations: ['migrations'],
  src: ['src', 'entities', 'migrations', 'views/api', 'views/lib', 'views/content', 'views/style', 'views/data', 'views/app', 'views/admin/adminRoutes.ts'],
};
const serverOnlyPackages = /^(node:|koa|@koa\/|typeorm$|mysql2|better-sqlite3|class-validator|reflect-metadata|fs$|path$|crypto$|worker_threads$)/;
const sourceFile = /\.(ts|tsx|mjs)$/;
const roots = Object.keys(layers).map((layer) => layer.split('/')[0]);

/** The layer a file belongs to: the longest matching folder of the table above. */
const layerOf = (file) => Object.keys(layers).filter((layer) => file === layer || file.startsWith(`${layer}/`)).sort((a, b) => b.length - a.length)[0];

function listFiles(root, dir) {
  const out = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...listFiles(root, rel));
    else if (sourceFile.test(name)) out.push(rel);
  }
  return out;
}

const importPattern = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

export function importsOf(source) {
  const specs = [];
  for (const match of source.matchAll(importPattern)) specs.push(match[1] ?? match[2] ?? match[3]);
  return specs;
}

function resolveRelative(files, from, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => files.has(candidate));
}

/** Reads the tree under `root` and returns every broken rule and every import cycle. */
export function checkImports(root, readSource = (file) => readFileSync(path.join(root, file), 'utf8')) {
  const files = new Set([...new Set(roots)].flatMap((dir) => listFiles(root, dir)));
  const graph = new Map();
  const violations = [];
  for (const file of files) {
    const layer = layerOf(file);
    const edges = [];
    for (const spec of importsOf(readSource(file))) {
      if (!spec.startsWith('.')) {
        if (layer.startsWith('views') && serverOnlyPackages.test(spec)) violations.push(`${file} imports the server-only package '${spec}'`);
        continue;
      }
      const target = resolveRelative(files, file, spec);
      if (!target) continue; // outside the checked folders (test helpers, package.json)
      edges.push(target);
      if (!layers[layer].some((allowed) => target === allowed || target.startsWith(`${allowed}/`))) {
        violations.push(`${file} (${layer}) may not import ${target}`);
      }
    }
    graph.set(file, edges);
  }
  return { violations, cycles: findCycles(graph) };
}

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan's algorithm. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  const visit = (node) => {
    const own = { index, low: index, onStack: true };
    index += 1;
    state.set(node, own);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        own.low = Math.min(own.low, state.get(next).low);
      } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
    }
    if (own.low === own.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { violations, cycles } = checkImports(process.cwd());
  for (const violation of violations) console.error(`import rule: ${violation}`);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')}`);
  if (violations.length || cycles.length) process.exit(1);
  console.log('Import rules: no violation, no cycle.');
}
