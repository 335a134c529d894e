// esbuild: the server bundles (dist/server.js, its threads dist/renderWorker.js and dist/markdownWorker.js,
// its image process dist/imageWorker.js, and the shell's backup and restore dist/transfer.js;
// dependencies external) and the browser bundles
// (static/assets: hashed, minified, split per page) with a manifest and .br/.gz beside each;
// and each page's own stylesheet (views/app/pageStylesheets.ts) as a hashed CSS file beside them.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { minifyCssTemplates } from './scripts/cssTemplates.mjs';

const watch = process.argv.includes('--watch');
const assetsDir = 'static/assets';

const loaderOf = (file) => (file.endsWith('x') ? 'tsx' : 'ts');
const viewsDir = `${path.resolve('views')}${path.sep}`;
const cssOf = (file, contents) => (file.startsWith(viewsDir) ? minifyCssTemplates(contents) : contents);

/** views/' CSS-in-JS minified (scripts/cssTemplates.mjs), in the server's bundles and the browser's alike. */
const cssTemplatesMinified = {
  name: 'css-templates-minified',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => (args.path.startsWith(viewsDir) ? { contents: cssOf(args.path, readFileSync(args.path, 'utf8')), loader: loaderOf(args.path) } : undefined));
  },
};

const shared = {
  bundle: true,
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
};

const serverOptions = {
  ...shared,
  // The server, and the threads it starts beside it: page renders (src/ssr/renderPool.ts) and
  // article markdown (src/markdown/renderArticleMarkdown.ts); and the process that resizes
  // uploaded images (src/services/media/imageProcess.ts).
  entryPoints: {
    server: 'src/server.ts',
    renderWorker: 'src/ssr/renderWorker.ts',
    markdownWorker: 'src/markdown/markdownWorker.ts',
    imageWorker: 'src/services/media/imageWorker.ts',
    // The thread that draws social cards (src/socialCards/renderCard.ts).
    cardWorker: 'src/socialCards/cardWorker.ts',
    // The thread that holds the search index and runs searches (src/services/search/searchThread.ts).
    searchWorker: 'src/services/search/searchWorker.ts',
    // The shell's backup and restore (npm run backup / npm run restore).
    transfer: 'src/transfer.ts',
  },
  outdir: 'dist',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  plugins: [cssTemplatesMinified],
};

// Every lazily loaded module (each page, and the few parts a page loads on demand) imports the
// app shell (views/app/App.tsx: layout, router, page table, data), which the entry has always
// loaded before it anyway. Without that, esbuild gives each module shared by the shell and some
// subset of pages a chunk of its own: a dozen chunks of a few hundred bytes on every page, each
// compressed alone. With it, everything the shell loads has the same importers, so it lands in
// one chunk. (Not the entry itself: it awaits the page's chunk before hydrating, and a page
// importing it back would wait on it forever.)
const appShell = path.resolve('views/app/App.tsx');
const lazyModulesImportTheShell = {
  name: 'lazy-modules-import-the-shell',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.resolving) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
      return { ...resolved, pluginData: { lazy: true } };
    });
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!args.pluginData?.lazy) return undefined;
      return { contents: `import ${JSON.stringify(appShell)};\n${cssOf(args.path, readFileSync(args.path, 'utf8'))}`, loader: loaderOf(args.path) };
    });
  },
};

const clientOptions = {
  ...shared,
  plugins: [lazyModulesImportTheShell, cssTemplatesMinified],
  entryPoints: { client: 'views/app/client.tsx' },
  outdir: assetsDir,
  platform: 'browser',
  format: 'esm',
  target: ['es2022', 'chrome100', 'safari15.4', 'firefox100'],
  splitting: true,
  minify: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
};

const toUrl = (file) => `/${path.relative('static', file).split(path.sep).join('/')}`;

/** All chunks a file imports statically, transitively. */
function staticImports(outputs, file, seen = new Set()) {
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticImports(outputs, imported.path, seen);
  }
  return seen;
}

export function writeManifest(metafile) {
  const outputs = metafile.outputs;
  const files = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const entry = files.find((f) => outputs[f].entryPoint === 'views/app/client.tsx');
  const entryImports = staticImports(outputs, entry);
  const pages = {};
  for (const file of files) {
    const source = outputs[file].entryPoint;
    if (!/^views\/(pages|admin)\/[^/]+\.tsx$/.test(source ?? '')) continue; // a page: a public one or an admin screen
    const page = path.basename(source).replace(/\.tsx?$/, '');
    pages[page] = [file, ...staticImports(outputs, file)].filter((f) => f !== entry && !entryImports.has(f)).map(toUrl);
  }
  const manifest = { entry: toUrl(entry), entryImports: [...entryImports].map(toUrl), pages };
  // Written then renamed, so a server reading it never sees half a file.
  const target = path.join(assetsDir, 'manifest.json');
  writeFileSync(`${target}.tmp`, JSON.stringify(manifest, null, 2));
  renameSync(`${target}.tmp`, target);
  return manifest;
}

// V8's explicit compile hint: compile every function of the file while it streams in, on a
// background thread, instead of on the main thread at first call. Only the chunk with the
// entry's code gets it: it holds React DOM, nearly all of which runs during hydration (the hint
// took about a third off the module evaluation task), and each hinted file costs bytes of the
// pages' budget.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function addCompileHintToEntry(metafile) {
  const entryCode = Object.keys(metafile.outputs).find((f) => metafile.outputs[f].inputs['views/app/client.tsx']);
  const code = readFileSync(entryCode, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) writeFileSync(entryCode, COMPILE_HINT + code);
}

function compressFile(file) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

function compressAssets(metafile) {
  for (const file of Object.keys(metafile.outputs)) if (/\.(js|css)$/.test(file)) compressFile(file);
}

/** The page stylesheets' table, evaluated: it is TypeScript, so bundled first (its CSS is built from the theme's tokens). */
async function loadPageStylesheets() {
  const result = await esbuild.build({ ...shared, entryPoints: ['views/app/pageStylesheets.ts'], write: false, platform: 'node', format: 'esm' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
  return module.pageStylesheets;
}

/**
 * Writes each page's stylesheet as static/assets/page-<name>-<hash>.css (with .gz and .br) and
 * returns what the browser's bundle is told of them (views/app/pageStylesheetLink.ts): page → [name, address].
 */
async function writePageStylesheets() {
  const files = {};
  const written = new Map(); // name → address: pages may share a stylesheet
  for (const [page, { name, css }] of Object.entries(await loadPageStylesheets())) {
    if (!written.has(name)) {
      const file = path.join(assetsDir, `page-${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`);
      writeFileSync(file, css);
      compressFile(file);
      written.set(name, toUrl(file));
    }
    files[page] = [name, written.get(name)];
  }
  return files;
}

const clientOptionsWith = (pageStylesheetFiles) => ({
  ...clientOptions,
  // A string to parse: esbuild would put an object in a module of its own, initialised lazily,
  // with a call to initialise it at the top of every CommonJS module of the bundle.
  define: { ...clientOptions.define, PAGE_STYLESHEET_FILES: JSON.stringify(JSON.stringify(pageStylesheetFiles)) },
});

async function buildAll() {
  // Hashed files of earlier builds stay unless --clean: a page still open (or a test running
  // against the previous build) keeps finding its chunks.
  if (process.argv.includes('--clean')) rmSync(assetsDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const pageStylesheetFiles = await writePageStylesheets();
  const [, client] = await Promise.all([esbuild.build(serverOptions), esbuild.build(clientOptionsWith(pageStylesheetFiles))]);
  writeManifest(client.metafile);
  addCompileHintToEntry(client.metafile);
  compressAssets(client.metafile);
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/client-metafile.json', JSON.stringify(client.metafile)); // for the bundle-size budget and the benchmark
  return pageStylesheetFiles;
}

if (watch) {
  // The page stylesheets are written once, here: after changing one, start watching again (the
  // server would carry the new CSS, the browser's bundle the old file's address).
  const pageStylesheetFiles = await buildAll();
  const rebuildClient = {
    name: 'manifest',
    setup: (build) =>
      build.onEnd((result) => {
        if (!result.metafile) return;
        writeManifest(result.metafile);
        addCompileHintToEntry(result.metafile);
        compressAssets(result.metafile);
      }),
  };
  const serverCtx = await esbuild.context(serverOptions);
  const clientCtx = await esbuild.context({ ...clientOptionsWith(pageStylesheetFiles), plugins: [rebuildClient] });
  await Promise.all([serverCtx.watch(), clientCtx.watch()]);
  console.log('Watching for changes…');
} else {
  const started = performance.now();
  await buildAll();
  console.log(`Built dist/server.js, dist/renderWorker.js, dist/markdownWorker.js, dist/imageWorker.js, dist/transfer.js and ${assetsDir}/ in ${Math.round(performance.now() - started)} ms`);
}
